import {
  array, boolean, coerce, enums, nonempty, nullable, number, object, optional, refine, size, string, trimmed, type,
  type Infer,
} from './struct';
import { Attachment } from './attachment';
import { AmountText } from './amount';
import { DATE_TIME_MAX_LENGTH, IdText, SearchText, boundedString, boundedText, queryInteger } from './bounds';

// Shapes shared by the client (validating responses) and the reference server (building them).

/** §3 course message categories. PLAIN_DATA is a file, PLAIN_IMAGE an image. */
export const COURSE_MESSAGE_CATEGORIES = [
  'PLAIN_TEXT', 'PLAIN_IMAGE', 'PLAIN_DATA', 'PLAIN_AUDIO', 'PLAIN_VIDEO', 'LIVE_PLAYBACK',
] as const;
export const CourseMessageCategory = enums(COURSE_MESSAGE_CATEGORIES);
export type CourseMessageCategory = Infer<typeof CourseMessageCategory>;

/** §4: a draft is seen by lecturers only; a published course by members (or anyone when public). */
export const CourseState = enums(['draft', 'published']);
export type CourseState = Infer<typeof CourseState>;

/**
 * GET /courses/ sort values; newest first is the default (§9). `relevance` (best match first) is the
 * default while searching and means newest without a search.
 */
export const COURSE_SORTS = ['relevance', 'newest', 'oldest', 'popular'] as const;
export const CourseSort = enums(COURSE_SORTS);
export type CourseSort = Infer<typeof CourseSort>;
export const COURSE_PAGE_SIZE = 20;

export const CourseLecturer = type({ user_id: string(), full_name: string(), avatar_url: string() });
export type CourseLecturer = Infer<typeof CourseLecturer>;

/** What a charged course costs: a decimal string in `asset_id` (bought through the checkout, product `product_id`). */
export const CourseCharge = type({ asset_id: string(), amount: string() });
export type CourseCharge = Infer<typeof CourseCharge>;

export const CourseSettings = type({
  /** Members may comment on the course. */
  comments_enabled: boolean(),
  /** Files and media may be downloaded, not only played. */
  downloadable: boolean(),
});
export type CourseSettings = Infer<typeof CourseSettings>;

/** A video's alternative renditions (§9 qualities), best last; empty when there is one. */
export const VideoQuality = enums(['480p', '720p', 'HD']);
export type VideoQuality = Infer<typeof VideoQuality>;
export const CourseMessageSource = type({ quality: VideoQuality, url: string() });

export const Course = type({
  course_id: string(),
  title: string(),
  description: string(),
  /** '' without a poster. */
  poster_url: string(),
  lecturer: CourseLecturer,
  tags: array(string()),
  /** ISO date-times; null when not scheduled. */
  start_at: nullable(string()),
  finish_at: nullable(string()),
  /** Set by POST /courses/{id}/finish; an unfinished course is still going on. */
  finished_at: nullable(string()),
  state: CourseState,
  /** Public courses open without login at /open-courses/{id}; others are members-only (100461). */
  public: boolean(),
  /** null: free. */
  charge: nullable(CourseCharge),
  /** The product to buy through the checkout for a charged course; null when free. */
  product_id: nullable(string()),
  settings: CourseSettings,
  message_count: number(),
  favorite_count: number(),
  /** The caller's view: favoured, and allowed to see the messages (free, paid for, or staff). */
  favored: boolean(),
  paid: boolean(),
  /** The caller bought this charged course (a PAID order); false for free courses and for staff who read without paying. */
  purchased: boolean(),
  created_at: string(),
  updated_at: string(),
});
export type Course = Infer<typeof Course>;

/** GET /courses/ answer (§7 getCourses): a page and which of its courses are not finished. */
export const CourseList = type({ courses: array(Course), unfinished: array(string()) });
export type CourseList = Infer<typeof CourseList>;

export const CourseTag = type({ name: string(), course_count: number() });
export type CourseTag = Infer<typeof CourseTag>;
export const CourseTagList = array(CourseTag);

export const CourseMessage = type({
  message_id: string(),
  course_id: string(),
  category: CourseMessageCategory,
  /** The text of PLAIN_TEXT (may be a video link); '' for others. */
  text: string(),
  attachment: nullable(Attachment),
  /** Other renditions of a video or live playback; [] when there is only `attachment`. */
  sources: array(CourseMessageSource),
  index: number(),
  created_at: string(),
});
export type CourseMessage = Infer<typeof CourseMessage>;
export const CourseMessageList = array(CourseMessage);

// ---- a course as a curriculum (issue 26): its lessons and each member's progress ----

/**
 * The longest a lesson's media may say it lasts, in seconds: a duration a player reports is accepted
 * only up to this (and only when the server knows none), and positions without a known duration are
 * bounded by it.
 */
export const LESSON_MAX_SECONDS = 6 * 60 * 60;
/** Played to this share of its duration (or to its end), a lesson is done. */
export const LESSON_DONE_SHARE = 0.9;

/** A member's progress in one lesson (a playable message of the course). */
export const LessonProgress = type({
  message_id: string(),
  /** Seconds into the lesson's media where the member last was. */
  position: number(),
  done: boolean(),
  updated_at: string(),
});
export type LessonProgress = Infer<typeof LessonProgress>;

/** GET /courses/{id}/progress: the caller's lessons with progress (others have none yet). */
export const CourseProgress = type({
  course_id: string(),
  lessons: array(LessonProgress),
  /** The lesson the caller last played (the most recently saved); null before any. */
  last_message_id: nullable(string()),
});
export type CourseProgress = Infer<typeof CourseProgress>;

/**
 * PUT /courses/{id}/lessons/{messageId}/position. `duration` is what the player measured of the
 * media (kept only when the server knows none); `ended` says it played to its end.
 */
export const LessonPositionInput = object({
  position: refine(number(), 'position', (v) => (isFinite(v) && v >= 0) || 'position must be a number of seconds, 0 or more'),
  duration: optional(refine(number(), 'duration', (v) => (isFinite(v) && v > 0) || 'duration must be a number of seconds above 0')),
  ended: optional(boolean()),
});
export type LessonPositionInput = Infer<typeof LessonPositionInput>;

/** PUT /courses/{id}/lessons/{messageId}/done: marked done or not by hand. */
export const LessonDoneInput = object({ done: boolean() });
export type LessonDoneInput = Infer<typeof LessonDoneInput>;

/** The lesson to go on with in a course the member is part-way through. */
export const NextLesson = type({
  message_id: string(),
  /** The lesson's number in the course, from 1. */
  number: number(),
  /** Seconds; null when unknown. */
  duration: nullable(number()),
});

/** One course of GET /course-progress/: the course, how far the caller is, and where they go on. */
export const CourseInProgress = type({
  course: Course,
  lesson_count: number(),
  done_count: number(),
  /** The newest progress saved in the course. */
  last_played_at: string(),
  next_lesson: nullable(NextLesson),
});
export type CourseInProgress = Infer<typeof CourseInProgress>;
export const CourseInProgressList = array(CourseInProgress);

export const FavorResult = type({ favored: boolean(), favorite_count: number() });
export type FavorResult = Infer<typeof FavorResult>;

// ---- requests ----

const Title = trimmed(boundedString(200, 1));
const Description = trimmed(boundedText(5000, 1));
const IsoDateTime = refine(boundedString(DATE_TIME_MAX_LENGTH), 'date-time', (v) => !isNaN(Date.parse(v)) || 'expected an ISO date-time');

/** A course's price: a plain decimal in the asset (above 0, its places and maximum: the server checks them). */
const ChargeInput = object({ asset_id: boundedString(100, 1), amount: AmountText });

/** §5 course validation: title and description required, start earlier than finish. */
export const CourseInput = refine(
  object({
    title: Title,
    description: Description,
    /** An image attachment (jpeg/png, ≤ 2 MB) or null for none. */
    poster_attachment_id: optional(nullable(IdText)),
    tags: optional(size(array(trimmed(boundedString(40, 1))), 0, 10)),
    start_at: optional(nullable(IsoDateTime)),
    finish_at: optional(nullable(IsoDateTime)),
    charge: optional(nullable(ChargeInput)),
    public: optional(boolean()),
    settings: optional(object({ comments_enabled: optional(boolean()), downloadable: optional(boolean()) })),
  }),
  'start before finish',
  (v) => !v.start_at || !v.finish_at || Date.parse(v.start_at) < Date.parse(v.finish_at)
    || 'start_at must be earlier than finish_at',
);
export type CourseInput = Infer<typeof CourseInput>;

/**
 * PUT /courses/{id}/settings body: only the fields to change. `charge` null makes the course free;
 * a charge's amount is a decimal above 0 (as in CourseInput).
 */
export const CourseSettingsInput = object({
  comments_enabled: optional(boolean()),
  downloadable: optional(boolean()),
  public: optional(boolean()),
  charge: optional(nullable(ChargeInput)),
});
export type CourseSettingsInput = Infer<typeof CourseSettingsInput>;

/**
 * POST /course-edit/message body. PLAIN_TEXT needs `text` (§5 message text required); the others
 * need an attachment whose type fits the category (image for PLAIN_IMAGE, audio, video...).
 */
export const CourseMessageInput = object({
  course_id: IdText,
  category: CourseMessageCategory,
  text: optional(boundedText(10000)),
  attachment_id: optional(nullable(IdText)),
});
export type CourseMessageInput = Infer<typeof CourseMessageInput>;

/** POST /course-edit/message/{courseId}/{messageId} body (update). */
export const CourseMessageUpdate = object({
  text: optional(boundedText(10000)),
  attachment_id: optional(nullable(IdText)),
});
export type CourseMessageUpdate = Infer<typeof CourseMessageUpdate>;

/** PUT /course-edit/message-reorder body: every message id of the course, in the new order. */
export const CourseMessageReorder = object({
  course_id: IdText,
  message_ids: size(array(nonempty(IdText)), 1, 1000),
});
export type CourseMessageReorder = Infer<typeof CourseMessageReorder>;

/** A query flag: `1`/`true` or `0`/`false`. */
export const QueryFlag = coerce(boolean(), string(), (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v));

/** What GET /courses/ lists: published courses (the default), drafts, or all of them (issue 14, admin/course). */
export const CourseListState = enums(['published', 'draft', 'all']);
export type CourseListState = Infer<typeof CourseListState>;

/**
 * GET /courses/ query. `state=draft` lists drafts instead of published courses, `state=all` both, newest
 * first (lecturer authority for either).
 */
// type(), not object(): GET requests carry a random nonce the query must let through.
export const CourseListQuery = type({
  q: optional(SearchText),
  offset: optional(queryInteger()),
  limit: optional(queryInteger(1, 100)),
  tag: optional(boundedString(40)),
  sort: optional(CourseSort),
  state: optional(CourseListState),
});
export type CourseListQuery = Infer<typeof CourseListQuery>;

/** POST /courses/{id}/post/{x}: `publish` a draft, or take it back to `draft`. */
export const CoursePostAction = enums(['publish', 'draft']);
export type CoursePostAction = Infer<typeof CoursePostAction>;
