import type { Db } from '../../db/connection';
import { ftsPhrase, usesTrigrams } from '../../db/fts';
import { statement } from '../../db/statements';
import type { Sql } from '../../db/sql';
import type { CourseListState, CourseMessageCategory, CourseSort, CourseState } from '../../../contract/course';

export type CourseRow = {
  course_id: string;
  group_id: string;
  lecturer_id: string;
  lecturer_name: string;
  lecturer_avatar: string;
  title: string;
  description: string;
  poster_attachment_id: string | null;
  start_at: string | null;
  finish_at: string | null;
  finished_at: string | null;
  state: CourseState;
  public: number;
  charge_asset_id: string | null;
  charge_amount: string | null;
  product_id: string | null;
  comments_enabled: number;
  downloadable: number;
  created_at: string;
  updated_at: string;
  /** Tags joined by U+001F (a character no tag may hold). */
  tags: string | null;
  message_count: number;
  favorite_count: number;
  favored: number;
  purchased: number;
};

export const TAG_SEPARATOR = '\u001f';

// @viewer is the caller's id; '' for a guest matches nobody.
const SELECT = `SELECT c.course_id, c.group_id, c.lecturer_id, u.full_name AS lecturer_name,
    u.avatar_url AS lecturer_avatar, c.title, c.description, c.poster_attachment_id, c.start_at, c.finish_at,
    c.finished_at, c.state, c.public, c.charge_asset_id, c.charge_amount, c.product_id, c.comments_enabled, c.downloadable,
    c.created_at, c.updated_at,
    (SELECT group_concat(tag, char(31)) FROM (SELECT tag FROM course_tags t WHERE t.course_id = c.course_id ORDER BY tag)) AS tags,
    (SELECT COUNT(*) FROM course_messages m WHERE m.course_id = c.course_id) AS message_count,
    (SELECT COUNT(*) FROM course_favorites f WHERE f.course_id = c.course_id) AS favorite_count,
    EXISTS (SELECT 1 FROM course_favorites f WHERE f.course_id = c.course_id AND f.user_id = @viewer) AS favored,
    EXISTS (SELECT 1 FROM orders o WHERE o.product_id = c.product_id AND o.user_id = @viewer AND o.state = 'PAID')
      AS purchased
  FROM courses c JOIN users u ON u.user_id = c.lecturer_id`;

export function findCourse(db: Db, groupId: string, courseId: string, viewerId: string | null): CourseRow | undefined {
  return statement(db, `${SELECT} WHERE c.group_id = @group AND c.course_id = @course`)
    .get({ viewer: viewerId ?? '', group: groupId, course: courseId }) as CourseRow | undefined;
}

/** Several courses by id (album records, favourites), in no particular order. */
export function findCourses(db: Db, groupId: string, courseIds: string[], viewerId: string | null): CourseRow[] {
  if (courseIds.length === 0) return [];
  return statement(db, `${SELECT} WHERE c.group_id = @group AND c.course_id IN (SELECT value FROM json_each(@ids))`)
    .all({ viewer: viewerId ?? '', group: groupId, ids: JSON.stringify(courseIds) }) as CourseRow[];
}

export type CourseQuery = {
  /** `all`: drafts and published courses together (the admin's list). */
  state: CourseListState;
  q: string;
  tag: string;
  /** `relevance`: best match first (bm25, the title weighing ten times the description); newest without `q`. */
  sort: CourseSort;
  offset: number;
  limit: number;
};

const ORDER_BY: Record<Exclude<CourseSort, 'relevance'>, string> = {
  newest: 'c.created_at DESC, c.course_id DESC',
  oldest: 'c.created_at ASC, c.course_id ASC',
  popular: 'favorite_count DESC, c.created_at DESC, c.course_id DESC',
};

/** A page of the group's courses; `q` finds a substring of the title or description, `tag` one tag exactly. */
export function listCourses(db: Db, groupId: string, query: CourseQuery, viewerId: string | null): CourseRow[] {
  const trigram = usesTrigrams(query.q);
  const sort = query.sort === 'relevance' && !trigram ? 'newest' : query.sort;
  const join = trigram
    ? `JOIN (SELECT course_id, bm25(courses_fts, 0, 10, 1) AS score FROM courses_fts WHERE courses_fts MATCH @match) s
        ON s.course_id = c.course_id`
    : '';
  const short = query.q !== '' && !trigram
    ? 'AND (instr(lower(c.title), lower(@q)) > 0 OR instr(lower(c.description), lower(@q)) > 0)'
    : '';
  const order = sort === 'relevance' ? `s.score, ${ORDER_BY.newest}` : ORDER_BY[sort];
  // A separate statement for `all`, so the others keep the (group, state, created) index.
  const state = query.state === 'all' ? '' : 'AND c.state = @state';
  return statement(db, `${SELECT} ${join}
    WHERE c.group_id = @group ${state} ${short}
      AND (@tag = '' OR EXISTS (SELECT 1 FROM course_tags t WHERE t.course_id = c.course_id AND t.tag = @tag))
    ORDER BY ${order} LIMIT @limit OFFSET @offset`)
    .all({
      viewer: viewerId ?? '', group: groupId, tag: query.tag,
      ...(state ? { state: query.state } : {}),
      limit: query.limit, offset: query.offset,
      ...(trigram ? { match: ftsPhrase(query.q) } : {}),
      ...(short ? { q: query.q } : {}),
    }) as CourseRow[];
}

/** Tags of the group's published courses, most used first. */
export function listCourseTags(db: Db, groupId: string): { name: string; course_count: number }[] {
  return statement(db, `SELECT t.tag AS name, COUNT(*) AS course_count FROM course_tags t
    JOIN courses c ON c.course_id = t.course_id
    WHERE c.group_id = ? AND c.state = 'published'
    GROUP BY t.tag ORDER BY course_count DESC, t.tag`).all(groupId) as { name: string; course_count: number }[];
}

export type CourseWrite = {
  title: string;
  description: string;
  poster_attachment_id: string | null;
  start_at: string | null;
  finish_at: string | null;
  public: boolean;
  charge_asset_id: string | null;
  charge_amount: string | null;
  comments_enabled: boolean;
  downloadable: boolean;
};

export function insertCourse(
  db: Db, row: CourseWrite & { course_id: string; group_id: string; lecturer_id: string; now: string },
): void {
  statement(db, `INSERT INTO courses (course_id, group_id, lecturer_id, title, description, poster_attachment_id,
      start_at, finish_at, state, public, charge_asset_id, charge_amount, comments_enabled, downloadable,
      created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?, ?, ?, ?, ?, ?)`).run(
    row.course_id, row.group_id, row.lecturer_id, row.title, row.description, row.poster_attachment_id,
    row.start_at, row.finish_at, Number(row.public), row.charge_asset_id, row.charge_amount,
    Number(row.comments_enabled), Number(row.downloadable), row.now, row.now,
  );
}

export function updateCourse(db: Db, courseId: string, row: CourseWrite, now: string): void {
  statement(db, `UPDATE courses SET title = ?, description = ?, poster_attachment_id = ?, start_at = ?,
      finish_at = ?, public = ?, charge_asset_id = ?, charge_amount = ?, comments_enabled = ?, downloadable = ?,
      updated_at = ?
    WHERE course_id = ?`).run(
    row.title, row.description, row.poster_attachment_id, row.start_at, row.finish_at, Number(row.public),
    row.charge_asset_id, row.charge_amount, Number(row.comments_enabled), Number(row.downloadable), now, courseId,
  );
}

export function setCourseTags(db: Db, courseId: string, tags: string[]): void {
  statement(db, 'DELETE FROM course_tags WHERE course_id = ?').run(courseId);
  for (const tag of tags) statement(db, 'INSERT OR IGNORE INTO course_tags (course_id, tag) VALUES (?, ?)').run(courseId, tag);
}

export function setCourseState(db: Db, courseId: string, state: CourseState, now: string): void {
  statement(db, 'UPDATE courses SET state = ?, updated_at = ? WHERE course_id = ?').run(state, now, courseId);
}

export function setCourseFinished(db: Db, courseId: string, now: string): void {
  statement(db, 'UPDATE courses SET finished_at = ?, updated_at = ? WHERE course_id = ?').run(now, now, courseId);
}

export function deleteCourse(db: Db, courseId: string): void {
  statement(db, 'DELETE FROM courses WHERE course_id = ?').run(courseId);
}

// ---- favourites ----

/** Adds or removes the caller's favourite; true when the state changed. */
export function setCourseFavorite(db: Db, courseId: string, userId: string, favored: boolean, now: string): boolean {
  const result = favored
    ? statement(db, 'INSERT OR IGNORE INTO course_favorites (course_id, user_id, created_at) VALUES (?, ?, ?)')
      .run(courseId, userId, now)
    : statement(db, 'DELETE FROM course_favorites WHERE course_id = ? AND user_id = ?').run(courseId, userId);
  return result.changes > 0;
}

// ---- messages ----

export type CourseMessageRow = {
  message_id: string;
  course_id: string;
  category: CourseMessageCategory;
  text: string;
  attachment_id: string | null;
  sources: string;
  idx: number;
  created_at: string;
  a_group_id: string | null;
  a_user_id: string | null;
  a_name: string | null;
  a_mime_type: string | null;
  a_size: number | null;
  a_duration: number | null;
  a_created_at: string | null;
};

const MESSAGE_SELECT = `SELECT m.message_id, m.course_id, m.category, m.text, m.attachment_id, m.sources, m.idx,
    m.created_at, a.group_id AS a_group_id, a.user_id AS a_user_id, a.name AS a_name, a.mime_type AS a_mime_type,
    a.size AS a_size, a.duration AS a_duration, a.created_at AS a_created_at
  FROM course_messages m LEFT JOIN attachments a ON a.attachment_id = m.attachment_id`;

/** §5 order: by index, then created_at. */
export function listCourseMessages(db: Db, courseId: string): CourseMessageRow[] {
  return statement(db, `${MESSAGE_SELECT} WHERE m.course_id = ? ORDER BY m.idx, m.created_at, m.message_id`)
    .all(courseId) as CourseMessageRow[];
}

export function findCourseMessage(db: Db, courseId: string, messageId: string): CourseMessageRow | undefined {
  return statement(db, `${MESSAGE_SELECT} WHERE m.course_id = ? AND m.message_id = ?`)
    .get(courseId, messageId) as CourseMessageRow | undefined;
}

export function nextMessageIndex(db: Db, courseId: string): number {
  return statement(db, 'SELECT COALESCE(MAX(idx), -1) + 1 FROM course_messages WHERE course_id = ?')
    .pluck().get(courseId) as number;
}

export function insertCourseMessage(db: Db, row: {
  message_id: string; course_id: string; category: CourseMessageCategory; text: string;
  attachment_id: string | null; idx: number; created_at: string;
}): void {
  statement(db, `INSERT INTO course_messages (message_id, course_id, category, text, attachment_id, idx, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
    row.message_id, row.course_id, row.category, row.text, row.attachment_id, row.idx, row.created_at,
  );
}

export function updateCourseMessage(db: Db, messageId: string, text: string, attachmentId: string | null): void {
  statement(db, 'UPDATE course_messages SET text = ?, attachment_id = ? WHERE message_id = ?')
    .run(text, attachmentId, messageId);
}

export function deleteCourseMessage(db: Db, messageId: string): void {
  statement(db, 'DELETE FROM course_messages WHERE message_id = ?').run(messageId);
}

export function setCourseMessageIndex(db: Db, messageId: string, idx: number): void {
  statement(db, 'UPDATE course_messages SET idx = ? WHERE message_id = ?').run(idx, messageId);
}

export function touchCourse(db: Db, courseId: string, now: string): void {
  statement(db, 'UPDATE courses SET updated_at = ? WHERE course_id = ?').run(now, courseId);
}

// ---- the checkout product of a charged course ----

export function insertCourseProduct(db: Db, row: {
  product_id: string; group_id: string; name: string; asset_id: string; amount: string; channels: string; now: string;
}): void {
  statement(db, `INSERT INTO products (product_id, group_id, name, description, type, price_asset_id, price_amount,
      price_channels, status, created_at)
    VALUES (?, ?, ?, '', 'course', ?, ?, ?, 'normal', ?)`).run(
    row.product_id, row.group_id, row.name, row.asset_id, row.amount, row.channels, row.now,
  );
}

/** Re-prices (and re-enables) a course's product; earlier buyers keep their PAID orders. */
export function updateCourseProduct(db: Db, productId: string, name: string, assetId: string, amount: string): void {
  statement(db, `UPDATE products SET name = ?, price_asset_id = ?, price_amount = ?, status = 'normal'
    WHERE product_id = ?`).run(name, assetId, amount, productId);
}

export function disableCourseProduct(db: Db, productId: string): void {
  statement(db, "UPDATE products SET status = 'disabled' WHERE product_id = ?").run(productId);
}

export function setCourseProductId(db: Db, courseId: string, productId: string): void {
  statement(db, 'UPDATE courses SET product_id = ? WHERE course_id = ?').run(productId, courseId);
}

/** The course a product sells, in this group. */
/**
 * What selling a course by its product needs of it, on the async layer (order.service's purchase check): its
 * state, audience, price and whether the viewer bought it.
 */
export function findCourseSale(
  sql: Sql, groupId: string, productId: string, viewerId: string,
): Promise<Pick<CourseRow, 'state' | 'public' | 'charge_asset_id' | 'purchased'> | undefined> {
  return sql.get<Pick<CourseRow, 'state' | 'public' | 'charge_asset_id' | 'purchased'>>(`SELECT c.state, c.public, c.charge_asset_id,
      CASE WHEN EXISTS (SELECT 1 FROM orders o WHERE o.product_id = c.product_id AND o.user_id = ? AND o.state = 'PAID')
        THEN 1 ELSE 0 END AS purchased
    FROM courses c JOIN users u ON u.user_id = c.lecturer_id WHERE c.group_id = ? AND c.product_id = ?
    ORDER BY c.course_id LIMIT 1`, viewerId, groupId, productId);
}

export function findCourseIdByProduct(db: Db, groupId: string, productId: string): string | undefined {
  return statement(db, 'SELECT course_id FROM courses WHERE group_id = ? AND product_id = ?')
    .pluck().get(groupId, productId) as string | undefined;
}
