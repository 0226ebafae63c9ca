import type { Sql } from '../../db/sql';

// Members' progress in a course's lessons (migration 049_course_progress.sql). On the async layer: one
// text for both engines (a lesson once done stays done through a CASE, not SQLite's scalar MAX).

export type LessonProgressRow = {
  message_id: string;
  course_id: string;
  position: number;
  done: number;
  updated_at: string;
};

const COLUMNS = 'message_id, course_id, position, done, updated_at';

export function listLessonProgress(sql: Sql, userId: string, courseId: string): Promise<LessonProgressRow[]> {
  return sql.all<LessonProgressRow>(`SELECT ${COLUMNS} FROM course_progress WHERE user_id = ? AND course_id = ?
    ORDER BY updated_at DESC, message_id`, userId, courseId);
}

export function findLessonProgress(sql: Sql, userId: string, messageId: string): Promise<LessonProgressRow | undefined> {
  return sql.get<LessonProgressRow>(`SELECT ${COLUMNS} FROM course_progress WHERE user_id = ? AND message_id = ?`, userId, messageId);
}

type LessonKey = { userId: string; messageId: string; courseId: string; groupId: string; now: string };

/** Keeps a position: the last write wins, and a lesson once done stays done (`done` only adds). */
export async function saveLessonPosition(sql: Sql, key: LessonKey, position: number, done: boolean): Promise<void> {
  await sql.run(`INSERT INTO course_progress (user_id, message_id, course_id, group_id, position, done, updated_at)
    VALUES (@user, @message, @course, @group, @position, @done, @now)
    ON CONFLICT (user_id, message_id) DO UPDATE SET position = excluded.position,
      done = CASE WHEN course_progress.done > excluded.done THEN course_progress.done ELSE excluded.done END,
      updated_at = excluded.updated_at`,
  { user: key.userId, message: key.messageId, course: key.courseId, group: key.groupId, position, done: Number(done), now: key.now });
}

/** Marks a lesson done or not by hand; the position stays (0 for a lesson never played). */
export async function setLessonDone(sql: Sql, key: LessonKey, done: boolean): Promise<void> {
  await sql.run(`INSERT INTO course_progress (user_id, message_id, course_id, group_id, position, done, updated_at)
    VALUES (@user, @message, @course, @group, 0, @done, @now)
    ON CONFLICT (user_id, message_id) DO UPDATE SET done = excluded.done, updated_at = excluded.updated_at`,
  { user: key.userId, message: key.messageId, course: key.courseId, group: key.groupId, done: Number(done), now: key.now });
}

/** The caller's courses in this group with any progress, the most recently played first. */
export function listProgressCourses(sql: Sql, groupId: string, userId: string, limit: number): Promise<{ course_id: string; last_played_at: string }[]> {
  return sql.all<{ course_id: string; last_played_at: string }>(`SELECT course_id, MAX(updated_at) AS last_played_at FROM course_progress
    WHERE group_id = ? AND user_id = ? GROUP BY course_id ORDER BY last_played_at DESC, course_id LIMIT ?`, groupId, userId, limit);
}

/**
 * A lesson's media length, told by a player, when the server has none (the upload could not measure
 * it): the first report is kept, later ones change nothing.
 */
export async function keepAttachmentDuration(sql: Sql, attachmentId: string, seconds: number): Promise<void> {
  await sql.run('UPDATE attachments SET duration = ? WHERE attachment_id = ? AND duration IS NULL', seconds, attachmentId);
}
