import { setRefreshThreshold } from '../../lib/http';
import { persisted } from '../../lib/storage';
import { fetchGroupConfig, fetchGroupPublic, fetchGroupSettings } from './api';
import { groupResource } from './resource';
import type { GroupPublic } from './schemas';

/** A group this browser has opened, for the index screen; name and avatar cached from its public info. */
export interface VisitedGroup {
  group_id: string;
  name: string;
  avatar_url: string;
}

/** Most recent first; older ones drop off so the index stays a short list. */
export const VISITED_LIMIT = 20;

export const visitedGroups = persisted<VisitedGroup[]>('group.visited', []);

export function recordVisit(group: string, info: Pick<GroupPublic, 'name' | 'avatar_url'>): void {
  const entry: VisitedGroup = { group_id: group, name: info.name, avatar_url: info.avatar_url };
  const first = visitedGroups.value[0];
  if (first && first.group_id === entry.group_id && first.name === entry.name && first.avatar_url === entry.avatar_url) return;
  visitedGroups.value = [entry].concat(visitedGroups.value.filter((g) => g.group_id !== group)).slice(0, VISITED_LIMIT);
}

export function forgetVisit(group: string): void {
  visitedGroups.value = visitedGroups.value.filter((g) => g.group_id !== group);
}

export const groupPublic = groupResource((group) =>
  fetchGroupPublic(group).then((info) => {
    recordVisit(group, info);
    return info;
  }),
);

export const groupConfig = groupResource((group) =>
  fetchGroupConfig(group).then((config) => {
    setRefreshThreshold(group, config.token_refresh_threshold);
    return config;
  }),
);

export const groupSettings = groupResource(fetchGroupSettings);

/** Public info, config and settings of a group, each fetched once; failures are left in each resource's state. */
export function loadGroup(group: string): void {
  const ignore = () => {};
  groupPublic.load(group).catch(ignore);
  groupConfig.load(group).catch(ignore);
  groupSettings.load(group).catch(ignore);
}
