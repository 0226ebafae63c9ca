import { ATTACHMENT_LIMITS_MB, IMAGE_MIME_TYPES } from '../../../contract/attachment';
import { REPLY_QUOTE_LENGTH, type Discussion, type DiscussionAuthor, type DiscussionReply, type DiscussionReplyQuote } from '../../../contract/discussion';
import { ErrorCode } from '../../../contract/errors';
import type { Sql } from '../../db/sql';
import { ApiError, apiErrors } from '../../lib/errors';
import { hasAdminAuthority, hasLecturerAuthority } from '../../lib/roles';
import type { MediaLinks } from '../attachment/attachment.links';
import { findAttachment } from '../attachment/attachment.repo';
import type { Viewer } from '../auth/auth.middleware';
import { shutUpRefusal } from '../member/member.service';
import {
  findDiscussionSettings, listDiscussionImages, listDiscussionLikes, listQuotedReplies, listReplyLikes, type DiscussionRow, type LikeRow, type QuotedRow, type ReplyRow,
} from './discussion.repo';

const MB = 1024 * 1024;

const roleOf = (viewer: Viewer) => viewer.membership?.role ?? 'user';
export const isDiscussionAdmin = (viewer: Viewer) => hasAdminAuthority(roleOf(viewer));

/**
 * Why the caller may not post or reply now, or null. Mute mode (§6: others can only send kudos and
 * luckycoin) leaves lecturers, admins and the owner speaking; the permission setting may narrow
 * posting to the owner and admins.
 */
export async function writeRefusal(sql: Sql, groupId: string, viewer: Viewer): Promise<ApiError | null> {
  const settings = await findDiscussionSettings(sql, groupId);
  const role = roleOf(viewer);
  if (settings?.group_mode === 'mute' && !hasLecturerAuthority(role)) {
    return new ApiError(403, ErrorCode.discussionMuted, 'the group is in mute mode: only lecturers post and reply');
  }
  if (settings?.discussion_permission === 'admins' && !hasAdminAuthority(role)) {
    return new ApiError(403, ErrorCode.discussionAdminsOnly, 'only the owner and admins post and reply in this group');
  }
  return null;
}

/** Posting, editing and replying: the rules above, and not while an admin has shut the caller up (issue 14). */
export async function assertMayWrite(sql: Sql, groupId: string, viewer: Viewer, nowMs: number): Promise<void> {
  const refusal = await writeRefusal(sql, groupId, viewer) ?? shutUpRefusal(viewer, nowMs);
  if (refusal) throw refusal;
}

/**
 * §5 image uploader: jpeg or png of this group, at most 2 MB each, 3 at most, no repeats. Each must
 * be the caller's own upload, or already on the post (`kept`): nobody attaches someone else's file.
 */
export async function checkImages(
  sql: Sql, groupId: string, userId: string, imageIds: readonly string[], kept: readonly string[] = [],
): Promise<void> {
  if (new Set(imageIds).size !== imageIds.length) throw apiErrors.validation('invalid image_ids: an image is listed twice');
  for (const id of imageIds) {
    const image = await findAttachment(sql, groupId, id);
    if (!image || (image.user_id !== userId && !kept.includes(id))) {
      throw apiErrors.validation(`invalid image_ids: unknown attachment ${id}`);
    }
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(image.mime_type)) {
      throw apiErrors.validation('invalid image_ids: images must be jpeg or png');
    }
    if (image.size > ATTACHMENT_LIMITS_MB.image * MB) {
      throw apiErrors.validation(`invalid image_ids: images must be at most ${ATTACHMENT_LIMITS_MB.image} MB`);
    }
  }
}

function authorOf(row: Pick<DiscussionRow, 'user_id' | 'full_name' | 'avatar_url' | 'nickname' | 'role'>): DiscussionAuthor {
  return { user_id: row.user_id, full_name: row.full_name, avatar_url: row.avatar_url, nickname: row.nickname ?? '', role: row.role ?? 'user' };
}

const likesById = (rows: LikeRow[]) => new Map(rows.map((row) => [row.target_id, row]));

/** The first line of a reply, cut to REPLY_QUOTE_LENGTH characters with an ellipsis. */
export function quoteExcerpt(content: string): string {
  const line = content.trim().split('\n', 1)[0]!.trim();
  const chars = Array.from(line);
  return chars.length > REPLY_QUOTE_LENGTH ? `${chars.slice(0, REPLY_QUOTE_LENGTH - 1).join('')}…` : line;
}

function quoteOf(row: QuotedRow): DiscussionReplyQuote {
  return { reply_id: row.reply_id, author_name: row.nickname || row.full_name, excerpt: quoteExcerpt(row.content) };
}

export async function presentDiscussions(sql: Sql, rows: DiscussionRow[], viewer: Viewer, media: MediaLinks): Promise<Discussion[]> {
  const ids = rows.map((row) => row.discussion_id);
  const images = await listDiscussionImages(sql, ids);
  const likes = likesById(await listDiscussionLikes(sql, ids, viewer.user.user_id));
  const admin = isDiscussionAdmin(viewer);
  return rows.map((row) => {
    const mine = row.user_id === viewer.user.user_id;
    const like = likes.get(row.discussion_id);
    return {
      discussion_id: row.discussion_id,
      author: authorOf(row),
      content: row.content,
      images: images.filter((image) => image.discussion_id === row.discussion_id)
        .map((image) => ({ attachment_id: image.attachment_id, url: media(row.group_id, image.attachment_id) })),
      stuck: row.stuck_at !== null,
      stuck_at: row.stuck_at,
      featured: row.featured_at !== null,
      featured_at: row.featured_at,
      reply_count: row.reply_count,
      like_count: like?.like_count ?? 0,
      liked: like?.liked === 1,
      created_at: row.created_at,
      updated_at: row.updated_at,
      edited_at: row.edited_at,
      can_edit: mine,
      can_delete: mine || admin,
    };
  });
}

/** Replies as the caller sees them: their likes, and the quote of the reply each nested one answers. */
export async function presentReplies(sql: Sql, rows: ReplyRow[], viewer: Viewer): Promise<DiscussionReply[]> {
  const likes = likesById(await listReplyLikes(sql, rows.map((row) => row.reply_id), viewer.user.user_id));
  const quotedIds = rows.flatMap((row) => (row.quoted_reply_id ? [row.quoted_reply_id] : []));
  const quoted = new Map((await listQuotedReplies(sql, [...new Set(quotedIds)])).map((row) => [row.reply_id, row]));
  const admin = isDiscussionAdmin(viewer);
  return rows.map((row) => {
    const like = likes.get(row.reply_id);
    const quote = row.quoted_reply_id ? quoted.get(row.quoted_reply_id) : undefined;
    return {
      reply_id: row.reply_id,
      discussion_id: row.discussion_id,
      parent_reply_id: row.parent_reply_id,
      quote: quote ? quoteOf(quote) : null,
      author: authorOf(row),
      content: row.content,
      created_at: row.created_at,
      like_count: like?.like_count ?? 0,
      liked: like?.liked === 1,
      can_delete: row.user_id === viewer.user.user_id || admin,
    };
  });
}
