import { array, boolean, enums, nullable, number, object, optional, string, trimmed, type, type Infer } from './struct';
import { SearchText, boundedInteger, boundedText } from './bounds';
import { MemberState, Role, personFields } from './user';

// Shapes shared by the client (validating responses) and the reference server (building them).
// All paths are relative to /api/groups/{group}.

/** A member as listed and profiled (§3 Member). Readable by members only (100461 otherwise). */
export const Member = type({
  ...personFields,
  /**
   * Membership expiry (ISO) or null (no expiry / never joined). This and the two below are left out
   * for others when the group keeps membership dates private (settings `profile_show_membership` off):
   * the member and the group's admins always get them.
   */
  expired_at: optional(nullable(string())),
  joined_at: optional(nullable(string())),
  /** Whole days since joined_at (0 on the joining day; 0 when not joined). */
  age_days: optional(number()),
  subgroup_id: nullable(string()),
  /** Group nickname and bio; '' when unset. */
  nickname: string(),
  bio: string(),
  // What the group's admins manage (issue 14 point 2): sent only to the owner and admins.
  /** The member's policies (§6: USER_BAN, USER_DISABLE_INVITATION). */
  policies: optional(array(string())),
  /** Until when the member may not write (chat, discussions, check-ins), ISO; null when free to. */
  shut_up_until: optional(nullable(string())),
});
export type Member = Infer<typeof Member>;

/**
 * POST /users/members body: search by name, nickname or identity number; pages of 20 by default (max 100).
 * `role` and `state` filter the list for the owner and admins (others: 403); a state filter also reaches
 * people who signed in without joining (pending, unverified).
 */
export const MemberSearch = type({
  q: optional(SearchText),
  offset: optional(boundedInteger()),
  limit: optional(boundedInteger(1, 100)),
  role: optional(Role),
  state: optional(MemberState),
});
export type MemberSearch = Infer<typeof MemberSearch>;
export const MEMBER_PAGE_SIZE = 20;

/** POST /users/members answer; ordered by joined date, newest first. `total` counts all matches. */
export const MemberPage = type({ members: array(Member), total: number() });
export type MemberPage = Infer<typeof MemberPage>;

/** GET /users/members?ids=a,b,c → the members found, in the order asked (unknown ids are skipped). */
export const MemberList = array(Member);

/** What an activity records. The client maps each kind to a text; unknown kinds may appear later. */
export const ACTIVITY_KINDS = ['joined', 'renewed', 'stream_message', 'course_favored', 'course_finished'] as const;
export const ActivityKind = enums(ACTIVITY_KINDS);
export type ActivityKind = Infer<typeof ActivityKind>;

export const Activity = type({
  activity_id: string(),
  group_id: string(),
  user_id: string(),
  kind: ActivityKind,
  /** What it concerns (course or stream id), and its title at the time; null when none. */
  subject_id: nullable(string()),
  subject_title: nullable(string()),
  created_at: string(),
});
export type Activity = Infer<typeof Activity>;

/**
 * GET /users/me/activities?limit&before and GET /users/members/{id}/activities?limit&before&group=all:
 * newest first; `before` is the created_at (ISO) of the last activity already shown; limit 20 by default.
 * This group's activities; with `group=all` (a member's page only) those of every group where the caller
 * is a member too, each group's privacy applied as there (issue 25 point 7).
 */
export const ActivityPage = type({ activities: array(Activity), has_more: boolean() });
export type ActivityPage = Infer<typeof ActivityPage>;
export const ACTIVITY_PAGE_SIZE = 20;


/** The longest message to every member, in characters once trimmed (issue 25 point 7). */
export const MEMBER_POST_MAX_LENGTH = 1000;

/**
 * POST /users/members/post body: an admin's message to every member, sent by the group's bot to each
 * active member's wallet. 1–1000 characters once trimmed; several lines allowed.
 */
export const MemberPostInput = object({ text: trimmed(boundedText(MEMBER_POST_MAX_LENGTH, 1)) });
export type MemberPostInput = Infer<typeof MemberPostInput>;

/** POST /users/members/post answer: the post, and how many members it goes out to. */
export const MemberPostResult = type({ post_id: string(), recipients: number() });
export type MemberPostResult = Infer<typeof MemberPostResult>;
