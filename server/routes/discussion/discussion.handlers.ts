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
import { recordGroupEventSync } from '../event/event.repo';
import {
  deleteDiscussion, deleteDiscussionLike, deleteReply, deleteReplyLike, findDiscussion, findReply, insertDiscussion, insertDiscussionLike,
  insertReply, insertReplyLike, listDiscussionImages, listDiscussionLikes, listDiscussions, listReplies, listReplyLikes, setDiscussionFeatured,
  setDiscussionImages, setDiscussionStuck, updateDiscussionContent, type DiscussionRow, type LikeRow,
} from './discussion.repo';
import {
  assertMayWrite, checkImages, isDiscussionAdmin, presentDiscussions, presentReplies, writeRefusal,
} from './discussion.service';

type Paging = { offset?: number; limit?: number };

function discussionOr404(c: Context<ViewerEnv>, discussionId: string): DiscussionRow {
  const row = findDiscussion(c.var.deps.db, c.var.group.group_id, discussionId);
  if (!row) throw apiErrors.notFound();
  return row;
}

function sendDiscussion(c: Context<ViewerEnv>, discussionId: string) {
  const row = discussionOr404(c, discussionId);
  return sendData(c, Discussion, presentDiscussions(c.var.deps.db, [row], c.var.viewer, mediaLinks(c.var.deps))[0]!);
}

/** A post's opening words, to name it in the event list (details hold plain, short values). */
const EVENT_EXCERPT_LENGTH = 80;
const excerptOf = (content: string) =>
  content.length > EVENT_EXCERPT_LENGTH ? `${content.slice(0, EVENT_EXCERPT_LENGTH - 1)}…` : content;

/** An admin's action on a post, as a group event: the post's opening words and its author name it. */
type DiscussionAction = 'discussion.stick' | 'discussion.unstick' | 'discussion.feature' | 'discussion.unfeature' | 'discussion.delete';
function recordDiscussionEvent(c: Context<ViewerEnv>, action: DiscussionAction, row: DiscussionRow): void {
  recordGroupEventSync(c.var.deps.db, {
    groupId: c.var.group.group_id, actorId: c.var.viewer.user.user_id, action, targetKind: 'discussion', targetId: row.discussion_id,
    details: { title: excerptOf(row.content), author: row.full_name }, at: nowIso(c.var.deps.clock),
  });
}

const likeState = (liked: boolean, rows: LikeRow[]) => ({ liked, like_count: rows[0]?.like_count ?? 0 });

const emptyPost = () => apiErrors.rejected('a post needs text or an image', ErrorCode.discussionEmpty);

export const discussionHandlers = {
  list(c: Context<ViewerEnv>, query: Paging & { q?: string; filter?: DiscussionFilter }) {
    const { db } = c.var.deps;
    const groupId = c.var.group.group_id;
    const featured = query.filter === 'featured';
    const rows = listDiscussions(db, groupId, query.offset ?? 0, query.limit ?? DISCUSSION_PAGE_SIZE, (query.q ?? '').trim(), featured);
    return sendData(c, DiscussionPage, {
      discussions: presentDiscussions(db, rows, c.var.viewer, mediaLinks(c.var.deps)),
      can_post: writeRefusal(db, groupId, c.var.viewer) === null,
    });
  },

  get(c: Context<ViewerEnv>, discussionId: string) {
    return sendDiscussion(c, discussionId);
  },

  create(c: Context<ViewerEnv>, input: DiscussionInput) {
    const { db } = c.var.deps;
    const groupId = c.var.group.group_id;
    const userId = c.var.viewer.user.user_id;
    assertMayWrite(db, groupId, c.var.viewer, c.var.deps.clock());
    const content = input.content.trim();
    const imageIds = input.image_ids ?? [];
    if (content === '' && imageIds.length === 0) throw emptyPost();
    checkImages(db, groupId, userId, imageIds);
    const discussionId = randomUUID();
    db.transaction(() => {
      insertDiscussion(db, { discussion_id: discussionId, group_id: groupId, user_id: userId, content, now: nowIso(c.var.deps.clock) });
      setDiscussionImages(db, discussionId, imageIds);
    })();
    return sendDiscussion(c, discussionId);
  },

  /** The author edits; the same rules as posting apply (mute mode, permission, images). */
  update(c: Context<ViewerEnv>, discussionId: string, patch: DiscussionPatch) {
    const { db } = c.var.deps;
    const groupId = c.var.group.group_id;
    const row = discussionOr404(c, discussionId);
    if (row.user_id !== c.var.viewer.user.user_id) {
      throw apiErrors.notYours('only the author can edit this post', ErrorCode.discussionNotAuthor);
    }
    if (patch.content === undefined && patch.image_ids === undefined) throw apiErrors.validation('body has nothing to change');
    assertMayWrite(db, groupId, c.var.viewer, c.var.deps.clock());
    const current = listDiscussionImages(db, [discussionId]).map((image) => image.attachment_id);
    const content = patch.content === undefined ? row.content : patch.content.trim();
    const imageIds = patch.image_ids ?? current;
    if (content === '' && imageIds.length === 0) throw emptyPost();
    checkImages(db, groupId, row.user_id, imageIds, current);
    db.transaction(() => {
      updateDiscussionContent(db, discussionId, content, nowIso(c.var.deps.clock));
      setDiscussionImages(db, discussionId, imageIds);
    })();
    return sendDiscussion(c, discussionId);
  },

  remove(c: Context<ViewerEnv>, discussionId: string) {
    const { db } = c.var.deps;
    db.transaction(() => {
      const row = discussionOr404(c, discussionId);
      if (row.user_id !== c.var.viewer.user.user_id && !isDiscussionAdmin(c.var.viewer)) {
        throw apiErrors.notYours('only the author or an admin can delete this', ErrorCode.discussionDeleteNotAllowed);
      }
      deleteDiscussion(db, discussionId);
      // Someone else's post deleted is moderation: a group event (issue 14). An author's own is not.
      if (row.user_id !== c.var.viewer.user.user_id) recordDiscussionEvent(c, 'discussion.delete', row);
    }).immediate();
    return sendData(c, DiscussionDeleted, { discussion_id: discussionId });
  },

  /** Sticking a stuck post (or unsticking an unstuck one) changes nothing and records nothing. */
  stick(c: Context<ViewerEnv>, discussionId: string, stuck: boolean) {
    const { db } = c.var.deps;
    db.transaction(() => {
      const row = discussionOr404(c, discussionId);
      if (setDiscussionStuck(db, discussionId, stuck, nowIso(c.var.deps.clock))) {
        recordDiscussionEvent(c, stuck ? 'discussion.stick' : 'discussion.unstick', row);
      }
    }).immediate();
    return sendDiscussion(c, discussionId);
  },

  /** Featuring a featured post (or unfeaturing an unfeatured one) changes nothing and records nothing. */
  feature(c: Context<ViewerEnv>, discussionId: string, featured: boolean) {
    const { db } = c.var.deps;
    db.transaction(() => {
      const row = discussionOr404(c, discussionId);
      if (setDiscussionFeatured(db, discussionId, featured, nowIso(c.var.deps.clock))) {
        recordDiscussionEvent(c, featured ? 'discussion.feature' : 'discussion.unfeature', row);
      }
    }).immediate();
    return sendDiscussion(c, discussionId);
  },

  /**
   * Likes or takes back the like of a post of this group. One row per member and post: a repeat (or a
   * concurrent twin) is the same like; the count is read from the rows in the same transaction.
   */
  like(c: Context<ViewerEnv>, discussionId: string, liked: boolean) {
    const { db } = c.var.deps;
    const userId = c.var.viewer.user.user_id;
    const state = db.transaction(() => {
      discussionOr404(c, discussionId);
      if (liked) insertDiscussionLike(db, discussionId, userId, nowIso(c.var.deps.clock));
      else deleteDiscussionLike(db, discussionId, userId);
      return likeState(liked, listDiscussionLikes(db, [discussionId], userId));
    }).immediate();
    return sendData(c, DiscussionLikeState, state);
  },

  likeReply(c: Context<ViewerEnv>, discussionId: string, replyId: string, liked: boolean) {
    const { db } = c.var.deps;
    const userId = c.var.viewer.user.user_id;
    const state = db.transaction(() => {
      discussionOr404(c, discussionId);
      if (!findReply(db, discussionId, replyId)) throw apiErrors.notFound();
      if (liked) insertReplyLike(db, replyId, userId, nowIso(c.var.deps.clock));
      else deleteReplyLike(db, replyId, userId);
      return likeState(liked, listReplyLikes(db, [replyId], userId));
    }).immediate();
    return sendData(c, DiscussionLikeState, state);
  },

  replies(c: Context<ViewerEnv>, discussionId: string, query: Paging) {
    discussionOr404(c, discussionId);
    const rows = listReplies(c.var.deps.db, discussionId, query.offset ?? 0, query.limit ?? REPLY_PAGE_SIZE);
    return sendData(c, DiscussionReplyList, presentReplies(c.var.deps.db, rows, c.var.viewer));
  },

  /**
   * A reply to the post, or (reply_to) to one of its replies: one level of threads, so a reply to a
   * nested reply goes under the same top-level reply, quoting the one it answers.
   */
  reply(c: Context<ViewerEnv>, discussionId: string, input: DiscussionReplyInput) {
    const { db } = c.var.deps;
    discussionOr404(c, discussionId);
    assertMayWrite(db, c.var.group.group_id, c.var.viewer, c.var.deps.clock());
    const content = input.content.trim();
    if (content === '') throw apiErrors.validation('invalid content: a reply needs text');
    const replyId = randomUUID();
    db.transaction(() => {
      const answered = input.reply_to === undefined ? undefined : findReply(db, discussionId, input.reply_to);
      if (input.reply_to !== undefined && !answered) {
        throw new ApiError(400, ErrorCode.discussionReplyTargetUnknown, 'the reply answered is not on this post');
      }
      insertReply(db, {
        reply_id: replyId, discussion_id: discussionId, user_id: c.var.viewer.user.user_id, content, now: nowIso(c.var.deps.clock),
        parent_reply_id: answered ? (answered.parent_reply_id ?? answered.reply_id) : null,
        quoted_reply_id: answered ? answered.reply_id : null,
      });
    }).immediate();
    return sendData(c, DiscussionReply, presentReplies(db, [findReply(db, discussionId, replyId)!], c.var.viewer)[0]!);
  },

  removeReply(c: Context<ViewerEnv>, discussionId: string, replyId: string) {
    discussionOr404(c, discussionId);
    const reply = findReply(c.var.deps.db, discussionId, replyId);
    if (!reply) throw apiErrors.notFound();
    if (reply.user_id !== c.var.viewer.user.user_id && !isDiscussionAdmin(c.var.viewer)) {
      throw apiErrors.notYours('only the author or an admin can delete this', ErrorCode.discussionDeleteNotAllowed);
    }
    deleteReply(c.var.deps.db, replyId);
    return sendData(c, DiscussionDeleted, { discussion_id: discussionId, reply_id: replyId });
  },
};
