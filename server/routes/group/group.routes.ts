import { groupCalls } from '../../../contract/api/group';
import { settingsCalls } from '../../../contract/api/settings';
import { mountCalls } from '../mount';
import { groupHandlers } from './group.handlers';

// The group (§5, §7): contract/api/group.ts says who may call what.
export const groupRoutes = mountCalls(groupCalls, {
  public: (c) => groupHandlers.getPublic(c),
  config: (c) => groupHandlers.getConfig(c),
  settings: (c) => groupHandlers.getSettings(c),
  adminSettings: (c) => groupHandlers.getAdminSettings(c),
});

// The settings admins edit: contract/api/settings.ts.
export const settingsRoutes = mountCalls(settingsCalls, {
  update: (c, { body }) => groupHandlers.putSettings(c, body),
});
