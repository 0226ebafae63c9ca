import { callApi } from '../../lib/call';
import { groupApi } from '../../lib/http';
import { settingsCalls } from '../../../contract/api/settings';
import type { GroupSettingsPatch } from './api';
import { GroupPublic } from '../../../contract/group';
import { EntryQuizList, type GroupInfoUpdate } from '../../../contract/groupInfo';

// The admin sections' calls (issue 14 point 1), apart from api.ts: the first paint loads api.ts with
// the group's data, and only the admin portal needs these. Paths are relative to /api/groups/{group}.

/** PUT /app/info: name, bio, language; answers the group's public info. */
export const putGroupInfo = (group: string, body: GroupInfoUpdate) =>
  groupApi(group).put('/app/info', body, GroupPublic, { silent: true });

/** POST /app/avatar (multipart `avatar`): answers the group's public info with the new avatar_url. */
export function postGroupAvatar(group: string, file: File) {
  const body = new FormData();
  body.append('avatar', file);
  return groupApi(group).post('/app/avatar', body, GroupPublic, { silent: true });
}

/** GET /admin/quizzes: the quizzes the entry quiz may be. */
export const fetchEntryQuizzes = (group: string) => groupApi(group).get('/admin/quizzes', EntryQuizList, { silent: true });

/**
 * PUT /settings/full: any subset of the settings an admin may change; answers every setting as saved.
 * Here, not in api.ts: its declaration carries the settings' checks, which the first paint need not.
 */
export const updateGroupSettings = (group: string, patch: GroupSettingsPatch) =>
  callApi(group, settingsCalls.update, { body: patch }, { silent: true });
