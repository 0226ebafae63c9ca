import { ApiError, setRefreshThreshold } from '../../lib/http';
import { persisted } from '../../lib/storage';
import { fetchGroupAdminSettings, fetchGroupConfig, fetchGroupPublic, fetchGroupSettings } from './api';
import { groupResource } from '../../lib/resource';
import type { GroupPublic } from '../../../contract/group';
import type { ChatGroupState } from '../../../contract/chat';

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

// The same for everyone: kept across a logout.
export const groupPublic = groupResource(
  (group) =>
    fetchGroupPublic(group).then((info) => {
      recordVisit(group, info);
      return info;
    }),
  { keepOnLogout: true },
);

/** The server said the group does not exist (404 for its public info): no frame, no way home in it. */
export function unknownGroup(group: string): boolean {
  const error = groupPublic.of(group).error;
  return error instanceof ApiError && error.status === 404;
}

export const groupConfig = groupResource(
  (group) =>
    fetchGroupConfig(group).then((config) => {
      setRefreshThreshold(group, config.token_refresh_threshold);
      return config;
    }),
  { keepOnLogout: true },
);

/** What members' screens read (the tabs, theme, entry checks, mode, minimums, home): the same for everyone. */
export const groupSettings = groupResource(fetchGroupSettings, { keepOnLogout: true });

/**
 * Every setting, for the admin portal (GET /admin/settings): the moderation settings are the admins'
 * alone (issue 22 point 11), so this one is dropped at logout. Admin sections read it afresh on each visit.
 */
export const groupAdminSettings = groupResource(fetchGroupAdminSettings);

/**
 * Issue 12 point 8: the group's live state as its socket pushes it (a `state` frame: the mode, the
 * lecture or stream clock) goes into the settings the app holds, so what reads them (the home's
 * spotlight, the welcome sheet) follows without a reload. True when the mode or the clock changed.
 */
export function applyLiveState(group: string, state: ChatGroupState): boolean {
  const settings = groupSettings.of(group).data;
  if (!settings) return false;
  const started = state.lecturing_or_streaming_started_at;
  if (settings['group-mode'] === state.mode && settings.lecturing_or_streaming_started_at === started) return false;
  groupSettings.put(group, { ...settings, 'group-mode': state.mode, lecturing_or_streaming_started_at: started });
  const all = groupAdminSettings.of(group).data;
  if (all) groupAdminSettings.put(group, { ...all, 'group-mode': state.mode, lecturing_or_streaming_started_at: started });
  return true;
}

/** Public info, config and settings of a group, each fetched once; failures are left in each resource's state. */
export function loadGroup(group: string): void {
  const ignore = () => {};
  groupPublic.load(group).catch(ignore);
  groupConfig.load(group).catch(ignore);
  groupSettings.load(group).catch(ignore);
}
