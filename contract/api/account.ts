// The caller's own account in the group (spec §7 /users/me, issue 13). Reading it works while
// banned or blocked, so the app can say why the person is shut out.
import { enums, optional, type } from '../struct';
import { ASSET_SCENES } from '../asset';
import { Me, MyProfileUpdate, UserAssets } from '../user';
import { call } from './call';

export const MyAssetsQuery = type({ scene: optional(enums(ASSET_SCENES)) });

export const accountCalls = {
  me: call({ method: 'GET', path: '/users/me', access: 'session', summary: "The caller's account: who they are, their membership and roles in this group", response: Me }),
  assets: call({ method: 'GET', path: '/users/me/assets', access: 'user', summary: "The caller's wallet balances of the assets a scene takes", query: MyAssetsQuery, response: UserAssets }),
  updateProfile: call({ method: 'PUT', path: '/users/me/profile', access: 'member', summary: "The member's nickname, bio and avatar in this group; answers the account", body: MyProfileUpdate, response: Me }),
  privacyOn: call({ method: 'PUT', path: '/users/me/privacy_mode/enable', access: 'member', summary: "Privacy mode on: others no longer see the member's activity history; answers the account", response: Me }),
  privacyOff: call({ method: 'PUT', path: '/users/me/privacy_mode/disable', access: 'member', summary: "Privacy mode off: others see the member's activity history again; answers the account", response: Me }),
};
