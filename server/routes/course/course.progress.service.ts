import {
  LESSON_DONE_SHARE, LESSON_MAX_SECONDS, type CourseInProgress, type CourseProgress, type LessonPositionInput, type LessonProgress,
} from '../../../contract/course';
import { nextLessonIndex, playerKind } from '../../../contract/lessons';
import type { Db } from '../../db/connection';
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
export function courseLessons(db: Db, courseId: string): CourseMessageRow[] {
  return listCourseMessages(db, courseId).filter((m) => playerKind({
    category: m.category, text: m.text, index: m.idx, created_at: m.created_at,
    attachment: m.a_mime_type !== null ? { mime_type: m.a_mime_type } : null,
  }) !== null);
}

/** A course the caller may watch (seen, and free, bought or staff), or why not. */
export function watchableCourseOr404(db: Db, groupId: string, courseId: string, viewer: CourseViewer): CourseRow {
  const row = visibleCourseOr404(db, groupId, courseId, viewer);
  if (!hasPaidFor(row, viewer)) throw coursePaymentRequired();
  return row;
}

function lessonOr404(db: Db, courseId: string, messageId: string): CourseMessageRow {
  const lesson = courseLessons(db, courseId).find((m) => m.message_id === messageId);
  if (!lesson) throw apiErrors.notFoundWith('no such lesson in this course: only its audio and video messages have progress');
  return lesson;
}

const toLessonProgress = (row: LessonProgressRow): LessonProgress => ({
  message_id: row.message_id, position: row.position, done: row.done === 1, updated_at: row.updated_at,
});

/** The caller's progress in the course's current lessons (a message no longer a lesson is left out). */
export function readCourseProgress(db: Db, viewer: CourseViewer, course: CourseRow): CourseProgress {
  const lessonIds = new Set(courseLessons(db, course.course_id).map((m) => m.message_id));
  const rows = listLessonProgress(db, viewer.userId, course.course_id).filter((r) => lessonIds.has(r.message_id));
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
  db: Db, viewer: CourseViewer, course: CourseRow, messageId: string, input: LessonPositionInput, where: Where,
): LessonProgress {
  return db.transaction(() => {
    const lesson = lessonOr404(db, course.course_id, messageId);
    let duration = lesson.a_duration;
    if (duration === null && lesson.attachment_id !== null && input.duration !== undefined && input.duration <= LESSON_MAX_SECONDS) {
      keepAttachmentDuration(db, lesson.attachment_id, input.duration);
      duration = input.duration;
    }
    const position = Math.min(input.position, duration ?? LESSON_MAX_SECONDS);
    const done = input.ended === true || (duration !== null && position >= duration * LESSON_DONE_SHARE);
    const key = { userId: viewer.userId, messageId, courseId: course.course_id, groupId: where.groupId, now: where.now };
    saveLessonPosition(db, key, position, done);
    return toLessonProgress(findLessonProgress(db, viewer.userId, messageId)!);
  }).immediate();
}

export function markCourseLesson(
  db: Db, viewer: CourseViewer, course: CourseRow, messageId: string, done: boolean, where: Where,
): LessonProgress {
  return db.transaction(() => {
    lessonOr404(db, course.course_id, messageId);
    setLessonDone(db, { userId: viewer.userId, messageId, courseId: course.course_id, groupId: where.groupId, now: where.now }, done);
    return toLessonProgress(findLessonProgress(db, viewer.userId, messageId)!);
  }).immediate();
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
export function coursesInProgress(db: Db, groupId: string, viewer: CourseViewer, media: MediaLinks): CourseInProgress[] {
  const found: CourseInProgress[] = [];
  for (const { course_id, last_played_at } of listProgressCourses(db, groupId, viewer.userId, IN_PROGRESS_SCAN)) {
    if (found.length >= IN_PROGRESS_LIMIT) break;
    const row = findCourse(db, groupId, course_id, viewer.userId);
    if (!row || row.state !== 'published' || !canSeeCourse(row, viewer) || !hasPaidFor(row, viewer)) continue;
    const lessons = courseLessons(db, course_id);
    const progress = readCourseProgress(db, viewer, row);
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
