import { callApi } from '../../lib/call';
import { uploadFile } from '../../lib/callFile';
import { profileCalls } from '../../../contract/api/profile';
import { attachmentCalls } from '../../../contract/api/attachment';
import type { MyProfileUpdate } from '../../../contract/user';

// The member's own profile in the group (issue 13 point 1). Both answer the account as it now is.

/** PUT /users/me/profile: nickname and bio in this group. */
export const putMyProfile = (group: string, body: MyProfileUpdate) =>
  callApi(group, profileCalls.update, { body }, { silent: true });

/** PUT /users/me/privacy_mode/enable|disable. */
export const putPrivacyMode = (group: string, on: boolean) =>
  callApi(group, on ? profileCalls.privacyOn : profileCalls.privacyOff, {}, { silent: true });

/** POST /attachments/create: one image, multipart `file` (the avatar's id then goes into the profile). */
export function uploadAvatarImage(group: string, file: File) {
  return uploadFile(group, attachmentCalls.create, file, {}, { silent: true });
}
