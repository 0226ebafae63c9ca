import { groupApi } from '../../lib/http';
import { GroupConfig, GroupPublic, GroupSettings } from './schemas';

// Silent: screens show these failures in place; §8 redirects still happen.
export const fetchGroupPublic = (group: string) => groupApi(group).get('/public', GroupPublic, { silent: true });
export const fetchGroupConfig = (group: string) => groupApi(group).get('/config', GroupConfig, { silent: true });
export const fetchGroupSettings = (group: string) =>
  groupApi(group).get('/settings/full', GroupSettings, { silent: true });
