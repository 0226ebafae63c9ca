import { array, boolean, enums, nullable, number, object, optional, string, type Infer } from './struct';

// The member home's feed (issue 26 point 3): what is new in the group, newest first, one primary
// action each. Shapes shared by the client and the reference server.

/** The feed looks back this many days, and shows at most this many items. */
export const HOME_FEED_DAYS = 14;
export const HOME_FEED_LIMIT = 30;

export const HomeFeedKind = enums(['post', 'lesson', 'article', 'live', 'luckycoin']);
export type HomeFeedKind = Infer<typeof HomeFeedKind>;

/** Who the item is from, as the group knows them (a post's author, a pack's sender, a course's lecturer). */
export const HomeFeedActor = object({
  user_id: string(),
  full_name: string(),
  avatar_url: string(),
});
export type HomeFeedActor = Infer<typeof HomeFeedActor>;

/**
 * One item. `id` is what the action opens: a post's, an article's, a pack's id; for `lesson` the
 * newest new lesson's id (the action opens `course_id`); for `live` the stream's or the preview's.
 * `at` is when it appeared (posted, added, published, started, announced, sent); `new` is true
 * when that is after the member's previous visit of the home.
 */
export const HomeFeedItem = object({
  kind: HomeFeedKind,
  id: string(),
  at: string(),
  title: string(),
  excerpt: nullable(string()),
  actor: nullable(HomeFeedActor),
  new: boolean(),
  /** post: stuck by an admin (such posts lead the feed). */
  stuck: optional(boolean()),
  /** lesson: the course the new lessons are in, how many are new, and whether the member started it. */
  course_id: optional(string()),
  lessons: optional(number()),
  started: optional(boolean()),
  /** live: true while the stream is on; false for the next announced one, which starts at `starts_at`. */
  live: optional(boolean()),
  starts_at: optional(nullable(string())),
});
export type HomeFeedItem = Infer<typeof HomeFeedItem>;

/** GET /home/feed: the items, and the previous visit they are new against (null: the first visit). */
export const HomeFeed = object({
  items: array(HomeFeedItem),
  since: nullable(string()),
});
export type HomeFeed = Infer<typeof HomeFeed>;
