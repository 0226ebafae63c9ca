import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { GroupPublic } from '../../../contract/group';
import {
  EntryQuizList, GROUP_AVATAR_FIELD, GROUP_AVATAR_MAX_MB, GROUP_AVATAR_TYPES, GROUP_BIO_MAX, GROUP_NAME_MAX, groupBioProblem, groupNameProblem,
  type GroupInfoUpdate, type GroupLanguage,
} from '../../../contract/groupInfo';
import { nowIso, type AppDeps, type GroupEnv, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { sniffType } from '../../lib/filetype';
import { recordGroupEvent } from '../event/event.repo';
import { toGroupPublic } from '../group/group.handlers';
import { findGroup, findGroupSettings } from '../group/group.repo';
import { listGroupQuizzes } from '../quiz/quiz.repo';
import { findGroupAvatar, insertGroupAvatar, setGroupAvatarUrl, updateGroupInfo } from './group-info.repo';

const MB = 1024 * 1024;
export const GROUP_AVATAR_MAX_BYTES = GROUP_AVATAR_MAX_MB * MB;

/** Where an avatar is served: public and never changing (a new upload is a new id), on MEDIA_BASE like attachments. */
const avatarUrl = (deps: Pick<AppDeps, 'env'>, groupId: string, avatarId: string) =>
  `${deps.env.mediaBase}/api/groups/${encodeURIComponent(groupId)}/app/avatar/${encodeURIComponent(avatarId)}`;

/** The group's public info as it now is (after a change: the group row the middleware read is stale). */
async function currentPublic(c: Context<ViewerEnv>) {
  const { sql } = c.var.deps;
  const groupId = c.var.group.group_id;
  const group = await findGroup(sql, groupId);
  const settings = await findGroupSettings(sql, groupId);
  if (!group || !settings) throw new Error(`group ${groupId} is gone or has no settings row`);
  return sendData(c, GroupPublic, await toGroupPublic(c, group, settings));
}

const NAME_PROBLEMS = {
  empty: 'invalid name: it cannot be empty',
  too_long: `invalid name: at most ${GROUP_NAME_MAX} characters`,
  control: 'invalid name: no line breaks or control characters',
} as const;

export const groupInfoHandlers = {
  /** PUT /app/info (admins): name, bio and language, trimmed and checked; recorded as 'app.info'. */
  async updateInfo(c: Context<ViewerEnv>, body: GroupInfoUpdate) {
    const change: { name?: string; bio?: string; language?: GroupLanguage } = {};
    if (body.name !== undefined) {
      const problem = groupNameProblem(body.name);
      if (problem) throw apiErrors.validation(NAME_PROBLEMS[problem]);
      change.name = body.name.trim();
    }
    if (body.bio !== undefined) {
      if (groupBioProblem(body.bio)) throw apiErrors.validation(`invalid bio: at most ${GROUP_BIO_MAX} characters`);
      change.bio = body.bio.trim();
    }
    if (body.language !== undefined) change.language = body.language;
    if (Object.keys(change).length === 0) throw apiErrors.validation('body has nothing to change: send name, bio or language');
    const { deps, group, viewer } = c.var;
    await deps.sql.tx(async (t) => {
      await updateGroupInfo(t, group.group_id, change);
      await recordGroupEvent(t, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'app.info', targetKind: 'group', targetId: group.group_id,
        details: change, at: nowIso(deps.clock),
      });
    });
    return currentPublic(c);
  },

  /**
   * POST /app/avatar (admins; multipart field `avatar`): a JPEG or PNG by its bytes (never by the
   * declared type or name), at most 2 MB, becomes the group's avatar; recorded as 'app.avatar'.
   */
  async uploadAvatar(c: Context<ViewerEnv>) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw apiErrors.validation('invalid body: expected multipart/form-data with an avatar field');
    }
    const file = form[GROUP_AVATAR_FIELD];
    if (!(file instanceof File)) throw apiErrors.validation('avatar is required: a JPEG or PNG file');
    if (file.size === 0) throw apiErrors.validation('invalid avatar: the file is empty');
    if (file.size > GROUP_AVATAR_MAX_BYTES) {
      throw apiErrors.validation(`invalid avatar: ${(file.size / MB).toFixed(2)} MB, over the ${GROUP_AVATAR_MAX_MB} MB limit`);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = sniffType(bytes.subarray(0, 4096));
    if (!(GROUP_AVATAR_TYPES as readonly string[]).includes(mime)) {
      throw apiErrors.validation('invalid avatar: expected a JPEG or PNG image');
    }
    const { deps, group, viewer } = c.var;
    const avatarId = randomUUID();
    const at = nowIso(deps.clock);
    await deps.sql.tx(async (t) => {
      await insertGroupAvatar(t, {
        avatar_id: avatarId, group_id: group.group_id, mime_type: mime, size: bytes.length, uploaded_by: viewer.user.user_id, created_at: at,
      }, bytes);
      await setGroupAvatarUrl(t, group.group_id, avatarUrl(deps, group.group_id, avatarId));
      await recordGroupEvent(t, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'app.avatar', targetKind: 'group', targetId: group.group_id,
        details: { avatar_id: avatarId, mime_type: mime, size: bytes.length }, at,
      });
    });
    return currentPublic(c);
  },

  /** GET /app/avatar/{id}: public, as the group's face is; an id never names other bytes, so it is cached for good. */
  async serveAvatar(c: Context<GroupEnv>, avatarId: string) {
    const avatar = await findGroupAvatar(c.var.deps.sql, c.var.group.group_id, avatarId);
    if (!avatar) throw apiErrors.notFound();
    return c.body(new Uint8Array(avatar.bytes), 200, {
      'Content-Type': avatar.mime_type,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  },

  /** GET /admin/quizzes (admins): the quizzes the entry quiz may be. */
  async quizzes(c: Context<ViewerEnv>) {
    return sendData(c, EntryQuizList, await listGroupQuizzes(c.var.deps.sql, c.var.group.group_id));
  },
};
