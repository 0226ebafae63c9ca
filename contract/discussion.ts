import { array, boolean, enums, nullable, number, object, optional, size, string, type, type Infer } from './struct';
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
  /** Featured (精华) by an admin: the feed's Featured filter lists it. */
  featured: boolean(),
  featured_at: nullable(string()),
  reply_count: number(),
  /** Likes, counted from one row per member, and whether the caller is one of them. */
  like_count: number(),
  liked: boolean(),
  created_at: string(),
  updated_at: string(),
  edited_at: nullable(string()),
  /** What the caller may do with it: edit (the author), delete (the author or owner/admin). */
  can_edit: boolean(),
  can_delete: boolean(),
});
export type Discussion = Infer<typeof Discussion>;

/** The feed's filter: every post, or only the featured ones. */
export const DISCUSSION_FILTERS = ['all', 'featured'] as const;
export const DiscussionFilter = enums(DISCUSSION_FILTERS);
export type DiscussionFilter = Infer<typeof DiscussionFilter>;

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

/** The longest quote of an answered reply: its first line, cut with an ellipsis. */
export const REPLY_QUOTE_LENGTH = 80;

/** What a nested reply answers, quoted above it: the author's name and the first line of their reply. */
export const DiscussionReplyQuote = type({ reply_id: string(), author_name: string(), excerpt: string() });
export type DiscussionReplyQuote = Infer<typeof DiscussionReplyQuote>;

export const DiscussionReply = type({
  reply_id: string(),
  discussion_id: string(),
  /**
   * One level of threads: null for a top-level reply; for a reply to a reply, the top-level reply it is
   * shown under (a reply to a nested reply joins the same thread).
   */
  parent_reply_id: nullable(string()),
  /** The reply it answers (null for a top-level reply, or once the answered reply is deleted). */
  quote: nullable(DiscussionReplyQuote),
  author: DiscussionAuthor,
  content: string(),
  created_at: string(),
  like_count: number(),
  liked: boolean(),
  can_delete: boolean(),
});
export type DiscussionReply = Infer<typeof DiscussionReply>;

/**
 * GET /discussions/{id}/replies?offset&limit answer, thread by thread: the top-level replies oldest
 * first, each followed by its own replies oldest first (paging runs over that order).
 */
export const DiscussionReplyList = array(DiscussionReply);

/** POST /discussions/{id}/replies body; `reply_to` answers a reply of the same post. */
export const DiscussionReplyInput = object({ content: boundedText(REPLY_MAX_LENGTH, 1), reply_to: optional(IdText) });
export type DiscussionReplyInput = Infer<typeof DiscussionReplyInput>;

/** DELETE answers: what was removed. */
export const DiscussionDeleted = type({ discussion_id: string(), reply_id: optional(string()) });
export type DiscussionDeleted = Infer<typeof DiscussionDeleted>;

/** PUT and DELETE …/like answer: the like as it now stands (the caller's, and the count). */
export const DiscussionLikeState = type({ liked: boolean(), like_count: number() });
export type DiscussionLikeState = Infer<typeof DiscussionLikeState>;
