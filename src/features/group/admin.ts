import { groupResource } from '../../lib/resource';
import type { GroupInfoUpdate } from '../../../contract/groupInfo';
import { fetchEntryQuizzes, postGroupAvatar, putGroupInfo } from './adminApi';
import { groupPublic } from './model';

// The admin sections' data and actions (issue 14 point 1), apart from model.ts for the same reason
// adminApi.ts is apart from api.ts: only the admin portal loads them.

/** The group's quizzes, for the entry-quiz picker; read afresh each time the section opens. */
export const entryQuizzes = groupResource(fetchEntryQuizzes);

/**
 * Saves the group's name, bio or language and puts the public info the server answers in place, so
 * the top bar and the home show the new ones at once. A refusal rejects with the server's error.
 */
export function saveGroupInfo(group: string, body: GroupInfoUpdate) {
  return putGroupInfo(group, body).then((info) => {
    groupPublic.put(group, info);
    return info;
  });
}

/** Uploads the group's new avatar (a JPEG or PNG, checked by adminRules first) and shows it at once. */
export function saveGroupAvatar(group: string, file: File) {
  return postGroupAvatar(group, file).then((info) => {
    groupPublic.put(group, info);
    return info;
  });
}
