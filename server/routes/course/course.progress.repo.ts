import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

// Members' progress in a course's lessons (migration 049_course_progress.sql).

export type LessonProgressRow = {
  message_id: string;
  course_id: string;
  position: number;
  done: number;
  updated_at: string;
};

const COLUMNS = 'message_id, course_id, position, done, updated_at';

export function listLessonProgress(db: Db, userId: string, courseId: string): LessonProgressRow[] {
  return statement(db, `SELECT ${COLUMNS} FROM course_progress WHERE user_id = ? AND course_id = ?
    ORDER BY updated_at DESC, message_id`).all(userId, courseId) as LessonProgressRow[];
}

export function findLessonProgress(db: Db, userId: string, messageId: string): LessonProgressRow | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM course_progress WHERE user_id = ? AND message_id = ?`)
    .get(userId, messageId) as LessonProgressRow | undefined;
}

type LessonKey = { userId: string; messageId: string; courseId: string; groupId: string; now: string };

/** Keeps a position: the last write wins, and a lesson once done stays done (`done` only adds). */
export function saveLessonPosition(db: Db, key: LessonKey, position: number, done: boolean): void {
  statement(db, `INSERT INTO course_progress (user_id, message_id, course_id, group_id, position, done, updated_at)
    VALUES (@user, @message, @course, @group, @position, @done, @now)
    ON CONFLICT (user_id, message_id) DO UPDATE SET position = excluded.position,
      done = MAX(course_progress.done, excluded.done), updated_at = excluded.updated_at`)
    .run({ user: key.userId, message: key.messageId, course: key.courseId, group: key.groupId, position, done: Number(done), now: key.now });
}

/** Marks a lesson done or not by hand; the position stays (0 for a lesson never played). */
export function setLessonDone(db: Db, key: LessonKey, done: boolean): void {
  statement(db, `INSERT INTO course_progress (user_id, message_id, course_id, group_id, position, done, updated_at)
    VALUES (@user, @message, @course, @group, 0, @done, @now)
    ON CONFLICT (user_id, message_id) DO UPDATE SET done = excluded.done, updated_at = excluded.updated_at`)
    .run({ user: key.userId, message: key.messageId, course: key.courseId, group: key.groupId, done: Number(done), now: key.now });
}

/** The caller's courses in this group with any progress, the most recently played first. */
export function listProgressCourses(db: Db, groupId: string, userId: string, limit: number): { course_id: string; last_played_at: string }[] {
  return statement(db, `SELECT course_id, MAX(updated_at) AS last_played_at FROM course_progress
    WHERE group_id = ? AND user_id = ? GROUP BY course_id ORDER BY last_played_at DESC, course_id LIMIT ?`)
    .all(groupId, userId, limit) as { course_id: string; last_played_at: string }[];
}

/**
 * A lesson's media length, told by a player, when the server has none (the upload could not measure
 * it): the first report is kept, later ones change nothing.
 */
export function keepAttachmentDuration(db: Db, attachmentId: string, seconds: number): void {
  statement(db, 'UPDATE attachments SET duration = ? WHERE attachment_id = ? AND duration IS NULL').run(seconds, attachmentId);
}
