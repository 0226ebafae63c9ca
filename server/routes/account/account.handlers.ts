import type { Context } from 'hono';
import { Me, UserAssets, type MyProfileUpdate } from '../../../contract/user';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import type { AssetScene } from '../asset/asset.repo';
import { findGroupSettings } from '../group/group.repo';
import { kycStatusFor } from '../kyc/kyc.service';
import { entryQuizPassed } from '../quiz/quiz.service';
import { listBalances, listSceneBalances } from './account.repo';
import { viewerOf } from '../auth/auth.middleware';
import { findProfile, setPrivacyMode, setProfileAvatar, updateProfile } from './profile.repo';
import { ErrorCode } from '../../../contract/errors';
import { ApiError, apiErrors } from '../../lib/errors';
import { hasAdminAuthority } from '../../lib/roles';
import { ATTACHMENT_LIMITS_MB, IMAGE_MIME_TYPES } from '../../../contract/attachment';
import { findAttachment } from '../attachment/attachment.repo';
import { mediaLinks } from '../attachment/attachment.links';

type ViewerContext = Context<ViewerEnv>;

export const accountHandlers = {
  /** Answers banned users too: the client needs the policies to show the banned screen. */
  async getMe(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    const { user, membership, policies } = viewer;
    const profile = membership ? await findProfile(deps.sql, group.group_id, user.user_id) : undefined;
    const entryQuizId = (await findGroupSettings(deps.sql, group.group_id))?.group_entry_quiz_id ?? null;
    const kyc = await kycStatusFor(deps.sql, group.group_id, user.user_id, deps.clock());
    const quizPassed = await entryQuizPassed(deps.sql, group.group_id, entryQuizId, user.user_id);
    return sendData(c, Me, {
      user_id: user.user_id,
      identity_number: user.identity_number,
      full_name: user.full_name,
      // The member's own avatar in this group when set, else the wallet's.
      avatar_url: profile?.avatar_attachment_id ? mediaLinks(deps)(group.group_id, profile.avatar_attachment_id) : user.avatar_url,
      // A user removed from the group after signing in is shown as not yet joined.
      role: membership?.role ?? 'user',
      state: membership?.state ?? 'unverified',
      policies: policies.map((policy_type) => ({ policy_type })),
      expired_at: membership?.expired_at ?? null,
      joined_at: membership?.joined_at ?? null,
      kyc_status: kyc.kyc_status,
      quiz_passed: quizPassed,
      nickname: profile?.nickname ?? '',
      bio: profile?.bio ?? '',
      privacy_mode: profile?.privacy_mode === 1,
      avatar_attachment_id: profile?.avatar_attachment_id ?? null,
    });
  },

  /** PUT /users/me/profile (members): the group nickname and bio, trimmed; answers the account. */
  async updateProfile(c: ViewerContext, body: MyProfileUpdate) {
    const { deps, group, viewer } = c.var;
    // The group may keep nicknames, bios and avatars to what its admins set (admin/profile).
    if (!(await findGroupSettings(deps.sql, group.group_id))?.profile_self_edit && !hasAdminAuthority(viewer.membership!.role)) {
      throw apiErrors.forbidden('this group does not let members change their own profile');
    }
    const trim = (value: string | undefined) => (value === undefined ? null : value.trim());
    const avatar = body.avatar_attachment_id;
    if (avatar) {
      const image = await findAttachment(deps.sql, group.group_id, avatar);
      if (!image || image.user_id !== viewer.user.user_id || !(IMAGE_MIME_TYPES as readonly string[]).includes(image.mime_type)
        || image.size > ATTACHMENT_LIMITS_MB.image * 1024 * 1024) {
        throw new ApiError(400, ErrorCode.profileAvatarInvalid, 'not one of your images');
      }
    }
    await deps.sql.tx(async (sql) => {
      await updateProfile(sql, group.group_id, viewer.user.user_id, { nickname: trim(body.nickname), bio: trim(body.bio) });
      if (avatar !== undefined) await setProfileAvatar(sql, group.group_id, viewer.user.user_id, avatar);
    });
    return accountHandlers.reread(c);
  },

  /** PUT /users/me/privacy_mode/enable|disable (members); answers the account. */
  async setPrivacyMode(c: ViewerContext, on: boolean) {
    const { deps, group, viewer } = c.var;
    await setPrivacyMode(deps.sql, group.group_id, viewer.user.user_id, on);
    return accountHandlers.reread(c);
  },

  /** The account as it is after a change (the viewer was read before it). */
  async reread(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    c.set('viewer', (await viewerOf(deps.sql, group.group_id, viewer.user.user_id))!);
    return accountHandlers.getMe(c);
  },

  /** Without a scene: every balance held. With one: the group's assets for it, "0" where none is held. */
  async getMyAssets(c: ViewerContext, scene: AssetScene | undefined) {
    const { deps, group, viewer } = c.var;
    const balances = scene
      ? await listSceneBalances(deps.sql, viewer.user.user_id, group.group_id, scene)
      : await listBalances(deps.sql, viewer.user.user_id);
    return sendData(c, UserAssets, balances);
  },
};
