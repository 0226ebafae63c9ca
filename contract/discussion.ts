import { array, boolean, nullable, number, object, optional, size, string, type, type Infer } from './struct';
import { IdText, boundedText } from './bounds';
import { Role } from './user';

// Shapes shared by the client (validating responses) and the reference server (building them).
// All paths are relative to /api/groups/{group}; every discussion route is for members and staff.

/** §9: discussions page by 20. */
export const DISCUSSION_PAGE_SIZE = 20;
/** Replies page by 20 too, oldest first. */
export const REPLY_PAGE_SIZE = 20;
/** §5 image uploader: at most 3 files (jpeg/png, 2 MB each: ATTACHMENT_LIMITS_MB.image). */
export const DISCUSSION_MAX_IMAGES = 3;
export const DISCUSSION_MAX_LENGTH = 5000;
export const REPLY_MAX_LENGTH = 2000;

export { DiscussionPermission } from './group';

/** Who wrote a post or reply; role and nickname as this group knows them ('user' and '' once gone). */
export const DiscussionAuthor = type({
  user_id: string(),
  full_name: string(),
  avatar_url: string(),
  nickname: string(),
  role: Role,
});
export type DiscussionAuthor = Infer<typeof DiscussionAuthor>;

/** One of our own attachments; `url` is a signed, expiring link (like course media). */
export const DiscussionImage = type({ attachment_id: string(), url: string() });
export type DiscussionImage = Infer<typeof DiscussionImage>;

export const Discussion = type({
  discussion_id: string(),
  author: DiscussionAuthor,
  /** Plain text, shown as text: the client turns only http(s) links into links. */
  content: string(),
  images: array(DiscussionImage),
  stuck: boolean(),
  stuck_at: nullable(string()),
  reply_count: number(),
  created_at: string(),
  updated_at: string(),
  edited_at: nullable(string()),
  /** What the caller may do with it: edit (the author), delete (the author or owner/admin). */
  can_edit: boolean(),
  can_delete: boolean(),
});
export type Discussion = Infer<typeof Discussion>;

/**
 * GET /discussions?offset&limit answer: stuck posts first (the latest stuck first), then newest first.
 * `can_post` says whether the caller may post now (permission setting and mute mode).
 */
export const DiscussionPage = type({ discussions: array(Discussion), can_post: boolean() });
export type DiscussionPage = Infer<typeof DiscussionPage>;

/** POST /discussions body: text, images or both. */
export const DiscussionInput = object({
  content: boundedText(DISCUSSION_MAX_LENGTH),
  image_ids: optional(size(array(IdText), 0, DISCUSSION_MAX_IMAGES)),
});
export type DiscussionInput = Infer<typeof DiscussionInput>;

/** PATCH /discussions/{id} body: what changes (image_ids replaces the images). */
export const DiscussionPatch = object({
  content: optional(boundedText(DISCUSSION_MAX_LENGTH)),
  image_ids: optional(size(array(IdText), 0, DISCUSSION_MAX_IMAGES)),
});
export type DiscussionPatch = Infer<typeof DiscussionPatch>;

export const DiscussionReply = type({
  reply_id: string(),
  discussion_id: string(),
  author: DiscussionAuthor,
  content: string(),
  created_at: string(),
  can_delete: boolean(),
});
export type DiscussionReply = Infer<typeof DiscussionReply>;

/** GET /discussions/{id}/replies?offset&limit answer, oldest first. */
export const DiscussionReplyList = array(DiscussionReply);

/** POST /discussions/{id}/replies body. */
export const DiscussionReplyInput = object({ content: boundedText(REPLY_MAX_LENGTH, 1) });
export type DiscussionReplyInput = Infer<typeof DiscussionReplyInput>;

/** DELETE answers: what was removed. */
export const DiscussionDeleted = type({ discussion_id: string(), reply_id: optional(string()) });
export type DiscussionDeleted = Infer<typeof DiscussionDeleted>;
