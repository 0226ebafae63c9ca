import {
  LESSON_DONE_SHARE, LESSON_MAX_SECONDS, type CourseInProgress, type CourseProgress, type LessonPositionInput, type LessonProgress,
} from '../../../contract/course';
import { nextLessonIndex, playerKind } from '../../../contract/lessons';
import type { Sql } from '../../db/sql';
import { apiErrors } from '../../lib/errors';
import { canSeeCourse, coursePaymentRequired, hasPaidFor, visibleCourseOr404, type CourseViewer } from './course.access';
import type { MediaLinks } from '../attachment/attachment.links';
import { toCourse } from './course.present';
import { findCourse, listCourseMessages, type CourseMessageRow, type CourseRow } from './course.repo';
import {
  findLessonProgress, keepAttachmentDuration, listLessonProgress, listProgressCourses, saveLessonPosition, setLessonDone,
  type LessonProgressRow,
} from './course.progress.repo';

// A course as a curriculum (issue 26): its lessons are its playable messages (§5) in order, and each
// member's progress in them is theirs alone, kept only in courses they may watch.

/** The course's lessons: its playable messages, in the §5 order the repo reads them in. */
export async function courseLessons(sql: Sql, courseId: string): Promise<CourseMessageRow[]> {
  return (await listCourseMessages(sql, courseId)).filter((m) => playerKind({
    category: m.category, text: m.text, index: m.idx, created_at: m.created_at,
    attachment: m.a_mime_type !== null ? { mime_type: m.a_mime_type } : null,
  }) !== null);
}

/** A course the caller may watch (seen, and free, bought or staff), or why not. */
export async function watchableCourseOr404(sql: Sql, groupId: string, courseId: string, viewer: CourseViewer): Promise<CourseRow> {
  const row = await visibleCourseOr404(sql, groupId, courseId, viewer);
  if (!hasPaidFor(row, viewer)) throw coursePaymentRequired();
  return row;
}

async function lessonOr404(sql: Sql, courseId: string, messageId: string): Promise<CourseMessageRow> {
  const lesson = (await courseLessons(sql, courseId)).find((m) => m.message_id === messageId);
  if (!lesson) throw apiErrors.notFoundWith('no such lesson in this course: only its audio and video messages have progress');
  return lesson;
}

const toLessonProgress = (row: LessonProgressRow): LessonProgress => ({
  message_id: row.message_id, position: row.position, done: row.done === 1, updated_at: row.updated_at,
});

/** The caller's progress in the course's current lessons (a message no longer a lesson is left out). */
export async function readCourseProgress(sql: Sql, viewer: CourseViewer, course: CourseRow): Promise<CourseProgress> {
  const lessonIds = new Set((await courseLessons(sql, course.course_id)).map((m) => m.message_id));
  const rows = (await listLessonProgress(sql, viewer.userId, course.course_id)).filter((r) => lessonIds.has(r.message_id));
  return {
    course_id: course.course_id,
    lessons: rows.map(toLessonProgress),
    // Read newest first.
    last_message_id: rows.length ? rows[0]!.message_id : null,
  };
}

type Where = { groupId: string; now: string };

/**
 * Keeps where the caller is in a lesson. The position is bounded by the lesson's duration (or by
 * LESSON_MAX_SECONDS while unknown); a duration the player measured is kept for the media when the
 * server has none and it is within bounds. Played to LESSON_DONE_SHARE of it, or to its end, the
 * lesson is done; nothing a position says makes a done lesson not done.
 */
export function saveCoursePosition(
  sql: Sql, viewer: CourseViewer, course: CourseRow, messageId: string, input: LessonPositionInput, where: Where,
): Promise<LessonProgress> {
  return sql.tx(async (t) => {
    const lesson = await lessonOr404(t, course.course_id, messageId);
    let duration = lesson.a_duration;
    if (duration === null && lesson.attachment_id !== null && input.duration !== undefined && input.duration <= LESSON_MAX_SECONDS) {
      await keepAttachmentDuration(t, lesson.attachment_id, input.duration);
      duration = input.duration;
    }
    const position = Math.min(input.position, duration ?? LESSON_MAX_SECONDS);
    const done = input.ended === true || (duration !== null && position >= duration * LESSON_DONE_SHARE);
    const key = { userId: viewer.userId, messageId, courseId: course.course_id, groupId: where.groupId, now: where.now };
    await saveLessonPosition(t, key, position, done);
    return toLessonProgress((await findLessonProgress(t, viewer.userId, messageId))!);
  });
}

export function markCourseLesson(
  sql: Sql, viewer: CourseViewer, course: CourseRow, messageId: string, done: boolean, where: Where,
): Promise<LessonProgress> {
  return sql.tx(async (t) => {
    await lessonOr404(t, course.course_id, messageId);
    await setLessonDone(t, { userId: viewer.userId, messageId, courseId: course.course_id, groupId: where.groupId, now: where.now }, done);
    return toLessonProgress((await findLessonProgress(t, viewer.userId, messageId))!);
  });
}

/** How many courses "continue learning" lists at most. */
export const IN_PROGRESS_LIMIT = 10;
// Courses read to find them: some may be finished, hidden or no longer paid for.
const IN_PROGRESS_SCAN = 50;

/**
 * The caller's courses in progress in this group: some progress, not every lesson done, and still
 * theirs to watch (published, visible, paid for); the most recently played first, each with the
 * lesson to go on with (nextLessonIndex).
 */
export async function coursesInProgress(sql: Sql, groupId: string, viewer: CourseViewer, media: MediaLinks): Promise<CourseInProgress[]> {
  const found: CourseInProgress[] = [];
  for (const { course_id, last_played_at } of await listProgressCourses(sql, groupId, viewer.userId, IN_PROGRESS_SCAN)) {
    if (found.length >= IN_PROGRESS_LIMIT) break;
    const row = await findCourse(sql, groupId, course_id, viewer.userId);
    if (!row || row.state !== 'published' || !canSeeCourse(row, viewer) || !hasPaidFor(row, viewer)) continue;
    const lessons = await courseLessons(sql, course_id);
    const progress = await readCourseProgress(sql, viewer, row);
    const doneCount = progress.lessons.filter((l) => l.done).length;
    if (lessons.length === 0 || progress.lessons.length === 0 || doneCount >= lessons.length) continue;
    const ids = lessons.map((m) => m.message_id);
    const next = nextLessonIndex(ids, progress.lessons, progress.last_message_id);
    found.push({
      course: toCourse(row, viewer, media),
      lesson_count: lessons.length,
      done_count: doneCount,
      last_played_at,
      next_lesson: next >= 0 ? { message_id: ids[next]!, number: next + 1, duration: lessons[next]!.a_duration } : null,
    });
  }
  return found;
}
