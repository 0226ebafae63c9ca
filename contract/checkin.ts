import { array, boolean, enums, nullable, number, object, optional, partial, pattern, size, string, type, type Infer } from './struct';
import { boundedInteger, boundedString, boundedText, DATE_TIME_MAX_LENGTH, IdText } from './bounds';
import { Role } from './user';

// Check-in tasks (issue 11 point 8). Shapes shared by the client (validating answers) and the
// reference server (building them). All paths are relative to /api/groups/{group}.
//
// Periods: a daily task's period is the calendar day (YYYY-MM-DD) in the task's clock offset; a
// weekly task's is the Monday (YYYY-MM-DD) of the ISO week in that offset; a once task has one
// period, the date of its start. A member posts once per period.

export const CHECKIN_TYPES = ['daily', 'weekly', 'once'] as const;
export const CheckinType = enums(CHECKIN_TYPES);
export type CheckinType = Infer<typeof CheckinType>;

export const CHECKIN_TITLE_MAX = 60;
export const CHECKIN_DESCRIPTION_MAX = 2000;
export const CHECKIN_CONTENT_MAX = 2000;
/** §5 image uploader: at most 3 images per check-in (jpeg/png, 2 MB each: ATTACHMENT_LIMITS_MB.image). */
export const CHECKIN_MAX_IMAGES = 3;
/** Check-ins needed to qualify: 0 (no rule) to 366. */
export const CHECKIN_QUALIFY_MAX = 366;
/** The creator's clock offset in minutes east of UTC (`-new Date().getTimezoneOffset()`). */
export const CHECKIN_OFFSET_MIN = -720;
export const CHECKIN_OFFSET_MAX = 840;
/** GET /checkin/activities/{id}/posts pages by 20, newest first. */
export const CHECKIN_PAGE_SIZE = 20;
/** Statistics `by_day` holds at most this many periods (the latest ones). */
export const CHECKIN_BY_DAY_MAX = 366;
/** A period as the API writes it. */
export const CHECKIN_PERIOD_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const CheckinPeriod = pattern(size(string(), 10, 10), CHECKIN_PERIOD_PATTERN);

/** The caller's standing in a task, as the list shows it. */
export const CheckinMeSummary = type({
  joined: boolean(),
  /** Posted for the current period ("today" / "this week"). */
  done_this_period: boolean(),
  streak: number(),
});
export type CheckinMeSummary = Infer<typeof CheckinMeSummary>;

/** The caller's standing in a task, in full (the task page, the answer to join and post). */
export const CheckinMe = type({
  joined: boolean(),
  /** When the caller first joined (kept across quit and rejoin); null if never joined. */
  joined_at: nullable(string()),
  done_this_period: boolean(),
  /** The period a post without `period` goes to; null before the task starts. */
  current_period: nullable(string()),
  /** Consecutive periods with a post ending at the current period if done, else at the previous one. */
  streak: number(),
  longest_streak: number(),
  post_count: number(),
  /** post_count >= qualify_count, when qualify_count > 0 (false when there is no rule). */
  qualified: boolean(),
  /** Every period the caller posted for, oldest first (for the calendar). */
  posted_periods: array(string()),
  /** May post for the current period now (joined, task open and started, not muted, not done). */
  can_post: boolean(),
  /** May patch a missed past period (patch_allowed, joined, open, not muted, and a missed period exists). */
  can_patch: boolean(),
  /** The earliest period a patch may target (the later of the first period and the join period); null when patches are impossible. */
  patch_from: nullable(string()),
});
export type CheckinMe = Infer<typeof CheckinMe>;

const activityFields = {
  activity_id: string(),
  title: string(),
  description: string(),
  type: CheckinType,
  /** ISO date-time; periods count from it. */
  start_at: string(),
  /** The period start_at falls in (YYYY-MM-DD in the task's offset). */
  first_period: string(),
  /** false = a draft (only owner and admins see it). */
  published: boolean(),
  /** A published task is online until taken offline. */
  online: boolean(),
  patch_allowed: boolean(),
  qualify_count: number(),
  utc_offset_minutes: number(),
  created_at: string(),
  /** Members who have joined and not quit. */
  participant_count: number(),
  post_count: number(),
};

/** GET /checkin/activities items; the answer to online/offline, PATCH and qualify. */
export const CheckinActivity = type({ ...activityFields, me: CheckinMeSummary });
export type CheckinActivity = Infer<typeof CheckinActivity>;

/** GET /checkin/activities/{id}, POST /checkin/activities/join. */
export const CheckinActivityDetail = type({ ...activityFields, me: CheckinMe });
export type CheckinActivityDetail = Infer<typeof CheckinActivityDetail>;

/** GET /checkin/activities answer: newest first. */
export const CheckinActivityList = type({ activities: array(CheckinActivity) });
export type CheckinActivityList = Infer<typeof CheckinActivityList>;

/** POST /checkin/activities body (admin). */
export const CheckinActivityInput = object({
  title: boundedString(CHECKIN_TITLE_MAX, 1),
  description: boundedText(CHECKIN_DESCRIPTION_MAX),
  type: CheckinType,
  /** ISO date-time (an offset or Z); a date alone is read as midnight in utc_offset_minutes. */
  start_at: boundedString(DATE_TIME_MAX_LENGTH, 1),
  published: boolean(),
  patch_allowed: boolean(),
  qualify_count: boundedInteger(0, CHECKIN_QUALIFY_MAX),
  utc_offset_minutes: boundedInteger(CHECKIN_OFFSET_MIN, CHECKIN_OFFSET_MAX),
});
export type CheckinActivityInput = Infer<typeof CheckinActivityInput>;

/** PATCH /checkin/activities/{id} body (admin): what changes. `type` cannot change once anyone posted (409). */
export const CheckinActivityPatch = partial(CheckinActivityInput);
export type CheckinActivityPatch = Infer<typeof CheckinActivityPatch>;

/** POST /checkin/activities/join body. */
export const CheckinJoinBody = object({ activity_id: IdText });
export type CheckinJoinBody = Infer<typeof CheckinJoinBody>;

/** POST /checkin/activities/{id}/qualify body (admin). */
export const CheckinQualifyBody = object({ qualify_count: boundedInteger(0, CHECKIN_QUALIFY_MAX) });
export type CheckinQualifyBody = Infer<typeof CheckinQualifyBody>;

/** Who posted; role and nickname as this group knows them ('user' and '' once gone). */
export const CheckinAuthor = type({
  user_id: string(),
  full_name: string(),
  avatar_url: string(),
  nickname: string(),
  role: Role,
});
export type CheckinAuthor = Infer<typeof CheckinAuthor>;

/** One of our own attachments; `url` is a signed, expiring link. */
export const CheckinImage = type({ attachment_id: string(), url: string() });
export type CheckinImage = Infer<typeof CheckinImage>;

export const CheckinPost = type({
  post_id: string(),
  activity_id: string(),
  author: CheckinAuthor,
  content: string(),
  images: array(CheckinImage),
  period: string(),
  /** Posted after its period had passed (a patch). */
  patched: boolean(),
  created_at: string(),
});
export type CheckinPost = Infer<typeof CheckinPost>;

/**
 * POST /checkin/activities/{id}/post body: text, images or both. `period` absent = the current
 * period; a past period = a patch (when allowed). Twice in one period: 409.
 */
export const CheckinPostInput = object({
  content: boundedText(CHECKIN_CONTENT_MAX),
  attachment_ids: optional(size(array(IdText), 0, CHECKIN_MAX_IMAGES)),
  period: optional(CheckinPeriod),
});
export type CheckinPostInput = Infer<typeof CheckinPostInput>;

/** POST /checkin/activities/{id}/post answer. */
export const CheckinPosted = type({ post: CheckinPost, me: CheckinMe });
export type CheckinPosted = Infer<typeof CheckinPosted>;

/** GET /checkin/activities/{id}/posts?offset&limit answer. */
export const CheckinPostPage = type({ posts: array(CheckinPost) });
export type CheckinPostPage = Infer<typeof CheckinPostPage>;

/** One bar of the statistics chart. */
export const CheckinDayCount = type({ period: string(), count: number() });
export type CheckinDayCount = Infer<typeof CheckinDayCount>;

/** One row of the statistics per-member table. */
export const CheckinMemberStat = type({
  user: CheckinAuthor,
  joined_at: string(),
  /** Still joined (false: quit, listed because of their check-ins). */
  active: boolean(),
  post_count: number(),
  streak: number(),
  last_period: nullable(string()),
  qualified: boolean(),
});
export type CheckinMemberStat = Infer<typeof CheckinMemberStat>;

/** GET /checkin/statistics/activities/{id} answer (admin). */
export const CheckinStatistics = type({
  activity: CheckinActivity,
  /** Members joined now. */
  participants: number(),
  posts: number(),
  /** Members (joined now) who qualify; 0 when there is no rule. */
  qualified: number(),
  /** Every period from the first to the current, zeros included, oldest first; at most 366 (the latest). */
  by_day: array(CheckinDayCount),
  /** By post_count, most first. */
  members: array(CheckinMemberStat),
});
export type CheckinStatistics = Infer<typeof CheckinStatistics>;

/** GET /checkin/statistics/categories answer (admin): one row per type, all three always present. */
export const CheckinCategoryStat = type({ type: CheckinType, activities: number(), participants: number(), posts: number() });
export type CheckinCategoryStat = Infer<typeof CheckinCategoryStat>;
export const CheckinCategories = type({ categories: array(CheckinCategoryStat) });
export type CheckinCategories = Infer<typeof CheckinCategories>;

/** DELETE answers. */
export const CheckinEmpty = type({});

/** The CSV export's columns, in order. */
export const CHECKIN_CSV_COLUMNS = ['member', 'user id', 'joined at', 'check-ins', 'streak', 'last check-in', 'qualified'] as const;

export { Attachment as CheckinAttachment } from './attachment';
