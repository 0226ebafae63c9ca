// The group itself (spec §5, §7): what anyone reads before signing in (names, tabs, join options)
// and what members' screens read. The settings admins edit are contract/api/settings.ts, apart so
// that the first paint, which reads the group, does not carry their checks.
import { GroupAdminSettings, GroupConfig, GroupPublic, GroupSettings } from '../group';
import { call } from './call';

export const groupCalls = {
  public: call({ method: 'GET', path: '/public', access: 'guest', summary: "The group's public face: name, description, tabs and join options, before sign-in", response: GroupPublic }),
  config: call({ method: 'GET', path: '/config', access: 'guest', summary: "The app's configuration for the group: providers, sign-in methods, features on", response: GroupConfig }),
  settings: call({ method: 'GET', path: '/settings/full', access: 'guest', summary: "The settings guests' and members' screens read (not the moderation ones)", response: GroupSettings }),
  adminSettings: call({ method: 'GET', path: '/admin/settings', access: 'admin', summary: 'Every setting of the group, as the admin portal edits them', response: GroupAdminSettings }),
};
