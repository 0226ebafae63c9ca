import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  Discussion, DiscussionDeleted, DiscussionPage, DiscussionReply, DiscussionReplyList, DISCUSSION_PAGE_SIZE, REPLY_PAGE_SIZE,
  type DiscussionInput, type DiscussionPatch,
} from '../../../contract/discussion';
import { ErrorCode } from '../../../contract/errors';
import type { ViewerEnv } from '../../context';
import { nowIso } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { mediaLinks } from '../attachment/attachment.links';
import { recordGroupEvent } from '../event/event.repo';
import {
  deleteDiscussion, deleteReply, findDiscussion, findReply, insertDiscussion, insertReply, listDiscussionImages,
  listDiscussions, listReplies, setDiscussionImages, setDiscussionStuck, updateDiscussionContent, type DiscussionRow,
} from './discussion.repo';
import {
  assertMayWrite, checkImages, isDiscussionAdmin, presentDiscussions, presentReply, writeRefusal,
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
function recordDiscussionEvent(c: Context<ViewerEnv>, action: 'discussion.stick' | 'discussion.unstick' | 'discussion.delete', row: DiscussionRow): void {
  recordGroupEvent(c.var.deps.db, {
    groupId: c.var.group.group_id, actorId: c.var.viewer.user.user_id, action, targetKind: 'discussion', targetId: row.discussion_id,
    details: { title: excerptOf(row.content), author: row.full_name }, at: nowIso(c.var.deps.clock),
  });
}

const emptyPost = () => apiErrors.rejected('a post needs text or an image', ErrorCode.discussionEmpty);

export const discussionHandlers = {
  list(c: Context<ViewerEnv>, query: Paging & { q?: string }) {
    const { db } = c.var.deps;
    const groupId = c.var.group.group_id;
    const rows = listDiscussions(db, groupId, query.offset ?? 0, query.limit ?? DISCUSSION_PAGE_SIZE, (query.q ?? '').trim());
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

  replies(c: Context<ViewerEnv>, discussionId: string, query: Paging) {
    discussionOr404(c, discussionId);
    const rows = listReplies(c.var.deps.db, discussionId, query.offset ?? 0, query.limit ?? REPLY_PAGE_SIZE);
    return sendData(c, DiscussionReplyList, rows.map((row) => presentReply(row, c.var.viewer)));
  },

  reply(c: Context<ViewerEnv>, discussionId: string, text: string) {
    const { db } = c.var.deps;
    discussionOr404(c, discussionId);
    assertMayWrite(db, c.var.group.group_id, c.var.viewer, c.var.deps.clock());
    const content = text.trim();
    if (content === '') throw apiErrors.validation('invalid content: a reply needs text');
    const replyId = randomUUID();
    insertReply(db, { reply_id: replyId, discussion_id: discussionId, user_id: c.var.viewer.user.user_id, content, now: nowIso(c.var.deps.clock) });
    return sendData(c, DiscussionReply, presentReply(findReply(db, discussionId, replyId)!, c.var.viewer));
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
