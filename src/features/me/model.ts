import type { Me, MyProfileUpdate } from '../../../contract/user';
import { account } from '../account';
import { ATTACHMENT_LIMITS_MB, IMAGE_MIME_TYPES } from '../../../contract/attachment';
import { putMyProfile, putPrivacyMode, uploadAvatarImage } from './api';

/** Saves the nickname and bio; the account takes the answer, so every screen shows the new ones. */
export function saveMyProfile(group: string, body: MyProfileUpdate): Promise<Me> {
  return putMyProfile(group, body).then((me) => {
    account.put(group, me);
    return me;
  });
}

/** Turns privacy mode on or off (server/README.md, "Me"). */
export function setPrivacyMode(group: string, on: boolean): Promise<Me> {
  return putPrivacyMode(group, on).then((me) => {
    account.put(group, me);
    return me;
  });
}

/** Why a picked file cannot be an avatar (the server's rule: a JPEG or PNG up to 2 MB), or null. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > ATTACHMENT_LIMITS_MB.image * 1024 * 1024) return 'size';
  return null;
}

/** Uploads the image and makes it the member's avatar in this group. */
export function setGroupAvatar(group: string, file: File): Promise<Me> {
  return uploadAvatarImage(group, file).then((image) => saveMyProfile(group, { avatar_attachment_id: image.attachment_id }));
}

/** Back to the wallet's avatar. */
export function clearGroupAvatar(group: string): Promise<Me> {
  return saveMyProfile(group, { avatar_attachment_id: null });
}
