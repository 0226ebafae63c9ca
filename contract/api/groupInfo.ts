// The group's own face (spec §7 "App and settings", issue 14 point 1): admins change its name, bio,
// language and avatar and pick the entry quiz; everyone reads the avatar, as before login.
import { object } from '../struct';
import { GroupPublic } from '../group';
import { EntryQuizList, GROUP_AVATAR_FIELD, GroupInfoUpdate } from '../groupInfo';
import { call } from './call';

export const groupInfoCalls = {
  uploadAvatar: call({ method: 'POST', path: '/app/avatar', access: 'admin', upload: GROUP_AVATAR_FIELD, summary: "Makes an uploaded JPEG or PNG (at most 2 MB, typed by its bytes) the group's avatar; answers the group's public info", response: GroupPublic }),
  // The answer is the image itself: no JSON `data` ever comes, so the declared answer is empty.
  avatar: call({ method: 'GET', path: '/app/avatar/:id', access: 'guest', file: 'image/*', summary: "One of the group's avatars, a JPEG or PNG cached for good (an id never names other bytes)", response: object({}) }),
  updateInfo: call({ method: 'PUT', path: '/app/info', access: 'admin', summary: "The group's name, bio and language, trimmed and checked; answers the group's public info", body: GroupInfoUpdate, response: GroupPublic }),
  quizzes: call({ method: 'GET', path: '/admin/quizzes', access: 'admin', summary: 'The quizzes the entry quiz may be', response: EntryQuizList }),
};
