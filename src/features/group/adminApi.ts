import { callApi, uploadFile } from '../../lib/call';
import { groupInfoCalls } from '../../../contract/api/groupInfo';
import type { GroupInfoUpdate } from '../../../contract/groupInfo';

// The admin sections' calls (issue 14 point 1), apart from api.ts: the first paint loads api.ts with
// the group's data, and only the admin portal needs these (contract/api/groupInfo.ts). Silent: the
// sections show failures in place.
const quiet = { silent: true };

/** Name, bio, language; answers the group's public info. */
export const putGroupInfo = (group: string, body: GroupInfoUpdate) => callApi(group, groupInfoCalls.updateInfo, { body }, quiet);

/** The new avatar, as a multipart upload: answers the group's public info with the new avatar_url. */
export const postGroupAvatar = (group: string, file: File) => uploadFile(group, groupInfoCalls.uploadAvatar, file, {}, quiet);

/** The quizzes the entry quiz may be. */
export const fetchEntryQuizzes = (group: string) => callApi(group, groupInfoCalls.quizzes, {}, quiet);
