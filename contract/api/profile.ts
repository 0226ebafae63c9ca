// The member's own profile in the group (spec §7 /users/me/profile and privacy_mode, issue 13 point 1):
// each answers the account as it now is.
import { Me, MyProfileUpdate } from '../user';
import { call } from './call';

export const profileCalls = {
  update: call({ method: 'PUT', path: '/users/me/profile', access: 'member', summary: "The member's nickname, bio and avatar in this group; answers the account", body: MyProfileUpdate, response: Me }),
  privacyOn: call({ method: 'PUT', path: '/users/me/privacy_mode/enable', access: 'member', summary: "Privacy mode on: others no longer see the member's activity history; answers the account", response: Me }),
  privacyOff: call({ method: 'PUT', path: '/users/me/privacy_mode/disable', access: 'member', summary: "Privacy mode off: others see the member's activity history again; answers the account", response: Me }),
};
