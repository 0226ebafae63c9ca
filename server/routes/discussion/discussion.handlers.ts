import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  Discussion, DiscussionDeleted, DiscussionLikeState, DiscussionPage, DiscussionReply, DiscussionReplyList, DISCUSSION_PAGE_SIZE,
  REPLY_PAGE_SIZE, type DiscussionFilter, type DiscussionInput, type DiscussionPatch, type DiscussionReplyInput,
} from '../../../contract/discussion';
import { ErrorCode } from '../../../contract/errors';
import type { ViewerEnv } from '../../context';
import { nowIso } from '../../context';
import { sendData } from '../../lib/envelope';
import { ApiError, apiErrors } from '../../lib/errors';
import { mediaLinks } from '../attachment/attachment.links';
import { recordGroupEvent } from '../event/event.repo';
import {
  deleteDiscussion, deleteDiscussionLike, deleteReply, deleteReplyLike, findDiscussion, findReply, insertDiscussion, insertDiscussionLike,
  insertReply, insertReplyLike, listDiscussionImages, listDiscussionLikes, listDiscussions, listReplies, listReplyLikes, setDiscussionFeatured,
  setDiscussionImages, setDiscussionStuck, updateDiscussionContent, type DiscussionRow, type LikeRow,
} from './discussion.repo';
import {
  assertMayWrite, checkImages, isDiscussionAdmin, presentDiscussions, presentReplies, writeRefusal,
} from './discussion.service';

type Paging = { offset?: number; limit?: number };

async function discussionOr404(c: Context<ViewerEnv>, discussionId: string): Promise<DiscussionRow> {
  const row = await findDiscussion(c.var.deps.sql, c.var.group.group_id, discussionId);
  if (!row) throw apiErrors.notFound();
  return row;
}

async function sendDiscussion(c: Context<ViewerEnv>, discussionId: string) {
  const row = await discussionOr404(c, discussionId);
  return sendData(c, Discussion, (await presentDiscussions(c.var.deps.sql, [row], c.var.viewer, mediaLinks(c.var.deps)))[0]!);
}

/** A post's opening words, to name it in the event list (details hold plain, short values). */
const EVENT_EXCERPT_LENGTH = 80;
const excerptOf = (content: string) =>
  content.length > EVENT_EXCERPT_LENGTH ? `${content.slice(0, EVENT_EXCERPT_LENGTH - 1)}…` : content;

/** An admin's action on a post, as a group event: the post's opening words and its author name it. */
type DiscussionAction = 'discussion.stick' | 'discussion.unstick' | 'discussion.feature' | 'discussion.unfeature' | 'discussion.delete';
function recordDiscussionEvent(c: Context<ViewerEnv>, action: DiscussionAction, row: DiscussionRow): Promise<void> {
  return recordGroupEvent(c.var.deps.sql, {
    groupId: c.var.group.group_id, actorId: c.var.viewer.user.user_id, action, targetKind: 'discussion', targetId: row.discussion_id,
    details: { title: excerptOf(row.content), author: row.full_name }, at: nowIso(c.var.deps.clock),
  });
}

const likeState = (liked: boolean, rows: LikeRow[]) => ({ liked, like_count: rows[0]?.like_count ?? 0 });

const emptyPost = () => apiErrors.rejected('a post needs text or an image', ErrorCode.discussionEmpty);

export const discussionHandlers = {
  async list(c: Context<ViewerEnv>, query: Paging & { q?: string; filter?: DiscussionFilter }) {
    const { sql } = c.var.deps;
    const groupId = c.var.group.group_id;
    const featured = query.filter === 'featured';
    const rows = await listDiscussions(sql, groupId, query.offset ?? 0, query.limit ?? DISCUSSION_PAGE_SIZE, (query.q ?? '').trim(), featured);
    return sendData(c, DiscussionPage, {
      discussions: await presentDiscussions(sql, rows, c.var.viewer, mediaLinks(c.var.deps)),
      can_post: await writeRefusal(sql, groupId, c.var.viewer) === null,
    });
  },

  async get(c: Context<ViewerEnv>, discussionId: string) {
    return sendDiscussion(c, discussionId);
  },

  async create(c: Context<ViewerEnv>, input: DiscussionInput) {
    const { sql } = c.var.deps;
    const groupId = c.var.group.group_id;
    const userId = c.var.viewer.user.user_id;
    await assertMayWrite(sql, groupId, c.var.viewer, c.var.deps.clock());
    const content = input.content.trim();
    const imageIds = input.image_ids ?? [];
    if (content === '' && imageIds.length === 0) throw emptyPost();
    await checkImages(sql, groupId, userId, imageIds);
    const discussionId = randomUUID();
    await sql.tx(async (t) => {
      await insertDiscussion(t, { discussion_id: discussionId, group_id: groupId, user_id: userId, content, now: nowIso(c.var.deps.clock) });
      await setDiscussionImages(t, discussionId, imageIds);
    });
    return sendDiscussion(c, discussionId);
  },

  /** The author edits; the same rules as posting apply (mute mode, permission, images). */
  async update(c: Context<ViewerEnv>, discussionId: string, patch: DiscussionPatch) {
    const { sql } = c.var.deps;
    const groupId = c.var.group.group_id;
    const row = await discussionOr404(c, discussionId);
    if (row.user_id !== c.var.viewer.user.user_id) {
      throw apiErrors.notYours('only the author can edit this post', ErrorCode.discussionNotAuthor);
    }
    if (patch.content === undefined && patch.image_ids === undefined) throw apiErrors.validation('body has nothing to change');
    await assertMayWrite(sql, groupId, c.var.viewer, c.var.deps.clock());
    const current = (await listDiscussionImages(sql, [discussionId])).map((image) => image.attachment_id);
    const content = patch.content === undefined ? row.content : patch.content.trim();
    const imageIds = patch.image_ids ?? current;
    if (content === '' && imageIds.length === 0) throw emptyPost();
    await checkImages(sql, groupId, row.user_id, imageIds, current);
    await sql.tx(async (t) => {
      await updateDiscussionContent(t, discussionId, content, nowIso(c.var.deps.clock));
      await setDiscussionImages(t, discussionId, imageIds);
    });
    return sendDiscussion(c, discussionId);
  },

  async remove(c: Context<ViewerEnv>, discussionId: string) {
    await c.var.deps.sql.tx(async (t) => {
      const row = await discussionOr404(c, discussionId);
      if (row.user_id !== c.var.viewer.user.user_id && !isDiscussionAdmin(c.var.viewer)) {
        throw apiErrors.notYours('only the author or an admin can delete this', ErrorCode.discussionDeleteNotAllowed);
      }
      await deleteDiscussion(t, discussionId);
      // Someone else's post deleted is moderation: a group event (issue 14). An author's own is not.
      if (row.user_id !== c.var.viewer.user.user_id) await recordDiscussionEvent(c, 'discussion.delete', row);
    });
    return sendData(c, DiscussionDeleted, { discussion_id: discussionId });
  },

  /** Sticking a stuck post (or unsticking an unstuck one) changes nothing and records nothing. */
  async stick(c: Context<ViewerEnv>, discussionId: string, stuck: boolean) {
    await c.var.deps.sql.tx(async (t) => {
      const row = await discussionOr404(c, discussionId);
      if (await setDiscussionStuck(t, discussionId, stuck, nowIso(c.var.deps.clock))) {
        await recordDiscussionEvent(c, stuck ? 'discussion.stick' : 'discussion.unstick', row);
      }
    });
    return sendDiscussion(c, discussionId);
  },

  /** Featuring a featured post (or unfeaturing an unfeatured one) changes nothing and records nothing. */
  async feature(c: Context<ViewerEnv>, discussionId: string, featured: boolean) {
    await c.var.deps.sql.tx(async (t) => {
      const row = await discussionOr404(c, discussionId);
      if (await setDiscussionFeatured(t, discussionId, featured, nowIso(c.var.deps.clock))) {
        await recordDiscussionEvent(c, featured ? 'discussion.feature' : 'discussion.unfeature', row);
      }
    });
    return sendDiscussion(c, discussionId);
  },

  /**
   * Likes or takes back the like of a post of this group. One row per member and post: a repeat (or a
   * concurrent twin) is the same like; the count is read from the rows in the same transaction.
   */
  async like(c: Context<ViewerEnv>, discussionId: string, liked: boolean) {
    const userId = c.var.viewer.user.user_id;
    const state = await c.var.deps.sql.tx(async (t) => {
      await discussionOr404(c, discussionId);
      if (liked) await insertDiscussionLike(t, discussionId, userId, nowIso(c.var.deps.clock));
      else await deleteDiscussionLike(t, discussionId, userId);
      return likeState(liked, await listDiscussionLikes(t, [discussionId], userId));
    });
    return sendData(c, DiscussionLikeState, state);
  },

  async likeReply(c: Context<ViewerEnv>, discussionId: string, replyId: string, liked: boolean) {
    const userId = c.var.viewer.user.user_id;
    const state = await c.var.deps.sql.tx(async (t) => {
      await discussionOr404(c, discussionId);
      if (!await findReply(t, discussionId, replyId)) throw apiErrors.notFound();
      if (liked) await insertReplyLike(t, replyId, userId, nowIso(c.var.deps.clock));
      else await deleteReplyLike(t, replyId, userId);
      return likeState(liked, await listReplyLikes(t, [replyId], userId));
    });
    return sendData(c, DiscussionLikeState, state);
  },

  async replies(c: Context<ViewerEnv>, discussionId: string, query: Paging) {
    await discussionOr404(c, discussionId);
    const rows = await listReplies(c.var.deps.sql, discussionId, query.offset ?? 0, query.limit ?? REPLY_PAGE_SIZE);
    return sendData(c, DiscussionReplyList, await presentReplies(c.var.deps.sql, rows, c.var.viewer));
  },

  /**
   * A reply to the post, or (reply_to) to one of its replies: one level of threads, so a reply to a
   * nested reply goes under the same top-level reply, quoting the one it answers.
   */
  async reply(c: Context<ViewerEnv>, discussionId: string, input: DiscussionReplyInput) {
    const { sql } = c.var.deps;
    await discussionOr404(c, discussionId);
    await assertMayWrite(sql, c.var.group.group_id, c.var.viewer, c.var.deps.clock());
    const content = input.content.trim();
    if (content === '') throw apiErrors.validation('invalid content: a reply needs text');
    const replyId = randomUUID();
    await sql.tx(async (t) => {
      const answered = input.reply_to === undefined ? undefined : await findReply(t, discussionId, input.reply_to);
      if (input.reply_to !== undefined && !answered) {
        throw new ApiError(400, ErrorCode.discussionReplyTargetUnknown, 'the reply answered is not on this post');
      }
      await insertReply(t, {
        reply_id: replyId, discussion_id: discussionId, user_id: c.var.viewer.user.user_id, content, now: nowIso(c.var.deps.clock),
        parent_reply_id: answered ? (answered.parent_reply_id ?? answered.reply_id) : null,
        quoted_reply_id: answered ? answered.reply_id : null,
      });
    });
    return sendData(c, DiscussionReply, (await presentReplies(sql, [(await findReply(sql, discussionId, replyId))!], c.var.viewer))[0]!);
  },

  async removeReply(c: Context<ViewerEnv>, discussionId: string, replyId: string) {
    await discussionOr404(c, discussionId);
    const reply = await findReply(c.var.deps.sql, discussionId, replyId);
    if (!reply) throw apiErrors.notFound();
    if (reply.user_id !== c.var.viewer.user.user_id && !isDiscussionAdmin(c.var.viewer)) {
      throw apiErrors.notYours('only the author or an admin can delete this', ErrorCode.discussionDeleteNotAllowed);
    }
    await deleteReply(c.var.deps.sql, replyId);
    return sendData(c, DiscussionDeleted, { discussion_id: discussionId, reply_id: replyId });
  },
};
