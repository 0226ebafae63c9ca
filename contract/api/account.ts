// The caller's own account in the group (spec §7 /users/me). Reading it works while banned or
// blocked, so the app can say why the person is shut out. Every screen reads it (the first paint);
// changing one's profile is contract/api/profile.ts, which only the profile screen loads.
import { enums, optional, type } from '../struct';
import { ASSET_SCENES } from '../asset';
import { Me, UserAssets } from '../user';
import { call } from './call';

export const MyAssetsQuery = type({ scene: optional(enums(ASSET_SCENES)) });

export const accountCalls = {
  me: call({ method: 'GET', path: '/users/me', access: 'session', summary: "The caller's account: who they are, their membership and roles in this group", response: Me }),
  assets: call({ method: 'GET', path: '/users/me/assets', access: 'user', summary: "The caller's wallet balances of the assets a scene takes", query: MyAssetsQuery, response: UserAssets }),
};
