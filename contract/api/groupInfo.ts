// The group's own face (spec §7 "App and settings": POST /app/avatar, PUT /app/info; issue 14 point
// 1): admins change its name, bio, language and avatar and list the quizzes the entry quiz may be;
// everyone reads the avatar, as before login.
import { GroupPublic } from '../group';
import { EntryQuizList, GROUP_AVATAR_FIELD, GroupAvatarRefusal, GroupInfoUpdate } from '../groupInfo';
import { call } from './call';

export const groupInfoCalls = {
  uploadAvatar: call({ method: 'POST', path: '/app/avatar', access: 'admin', summary: "Makes a JPEG or PNG (at most 2 MB, typed by its bytes) the group's avatar; answers the group's public info", upload: GROUP_AVATAR_FIELD, response: GroupPublic }),
  // The avatar's type is the uploaded image's: JPEG or PNG (GROUP_AVATAR_TYPES).
  avatar: call({ method: 'GET', path: '/app/avatar/:id', access: 'guest', summary: "One of the group's avatars as uploaded, cached for good (an id never names other bytes)", file: 'image/*', response: GroupAvatarRefusal }),
  updateInfo: call({ method: 'PUT', path: '/app/info', access: 'admin', summary: "The group's name, bio and language; answers its public info", body: GroupInfoUpdate, response: GroupPublic }),
  quizzes: call({ method: 'GET', path: '/admin/quizzes', access: 'admin', summary: 'The quizzes the entry quiz may be: every quiz of the group, oldest first', response: EntryQuizList }),
};
