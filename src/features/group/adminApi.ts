import { callApi } from '../../lib/call';
import { uploadFile } from '../../lib/callFile';
import { groupInfoCalls } from '../../../contract/api/groupInfo';
import { settingsCalls } from '../../../contract/api/settings';
import type { GroupInfoUpdate } from '../../../contract/groupInfo';
import type { GroupSettingsPatch } from './api';

// The admin sections' calls (issue 14 point 1), as contract/api/groupInfo.ts declares them; apart
// from api.ts: the first paint loads api.ts with the group's data, and only the admin portal needs these.

/** PUT /app/info: name, bio, language; answers the group's public info. */
export const putGroupInfo = (group: string, body: GroupInfoUpdate) => callApi(group, groupInfoCalls.updateInfo, { body }, { silent: true });

/** POST /app/avatar (multipart `avatar`): answers the group's public info with the new avatar_url. */
export const postGroupAvatar = (group: string, file: File) => uploadFile(group, groupInfoCalls.uploadAvatar, file, {}, { silent: true });

/** GET /admin/quizzes: the quizzes the entry quiz may be. */
export const fetchEntryQuizzes = (group: string) => callApi(group, groupInfoCalls.quizzes, {}, { silent: true });

/**
 * PUT /settings/full: any subset of the settings an admin may change; answers every setting as saved.
 * Here, not in api.ts: its declaration carries the settings' checks, which the first paint need not.
 */
export const updateGroupSettings = (group: string, patch: GroupSettingsPatch) =>
  callApi(group, settingsCalls.update, { body: patch }, { silent: true });
