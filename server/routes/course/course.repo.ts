import { ftsPhrase, usesTrigrams } from '../../db/fts';
import { jsonTextValues, type Dialect, type Sql } from '../../db/sql';
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

// On the async layer (db/sql.ts). One text for both engines but for a course's tags (SQLite's group_concat
// over an ordered subquery, PostgreSQL's string_agg … ORDER BY), the lists of ids (jsonTextValues) and the
// search (FTS5 on SQLite, ILIKE over pg_trgm's indexes on PostgreSQL). Whether the viewer favoured or bought
// a course is a CASE over EXISTS (0/1 on both), a tag or favourite twice is ON CONFLICT DO NOTHING.

const TAGS: Record<Dialect, string> = {
  sqlite: `(SELECT group_concat(tag, char(31)) FROM (SELECT tag FROM course_tags t WHERE t.course_id = c.course_id ORDER BY tag) AS x)`,
  postgres: `(SELECT string_agg(t.tag, chr(31) ORDER BY t.tag) FROM course_tags t WHERE t.course_id = c.course_id)`,
};

// @viewer is the caller's id; '' for a guest matches nobody.
const select = (dialect: Dialect) => `SELECT c.course_id, c.group_id, c.lecturer_id, u.full_name AS lecturer_name,
    u.avatar_url AS lecturer_avatar, c.title, c.description, c.poster_attachment_id, c.start_at, c.finish_at,
    c.finished_at, c.state, c.public, c.charge_asset_id, c.charge_amount, c.product_id, c.comments_enabled, c.downloadable,
    c.created_at, c.updated_at,
    ${TAGS[dialect]} AS tags,
    (SELECT COUNT(*) FROM course_messages m WHERE m.course_id = c.course_id) AS message_count,
    (SELECT COUNT(*) FROM course_favorites f WHERE f.course_id = c.course_id) AS favorite_count,
    CASE WHEN EXISTS (SELECT 1 FROM course_favorites f WHERE f.course_id = c.course_id AND f.user_id = @viewer) THEN 1 ELSE 0 END AS favored,
    CASE WHEN EXISTS (SELECT 1 FROM orders o WHERE o.product_id = c.product_id AND o.user_id = @viewer AND o.state = 'PAID')
      THEN 1 ELSE 0 END AS purchased
  FROM courses c JOIN users u ON u.user_id = c.lecturer_id`;

const SELECT: Record<Dialect, string> = { sqlite: select('sqlite'), postgres: select('postgres') };
const FIND_COURSE = (dialect: Dialect) => `${SELECT[dialect]} WHERE c.group_id = @group AND c.course_id = @course`;

export function findCourse(sql: Sql, groupId: string, courseId: string, viewerId: string | null): Promise<CourseRow | undefined> {
  return sql.get<CourseRow>(FIND_COURSE(sql.dialect), { viewer: viewerId ?? '', group: groupId, course: courseId });
}

/** Several courses by id (album records, favourites), in no particular order. */
export async function findCourses(sql: Sql, groupId: string, courseIds: string[], viewerId: string | null): Promise<CourseRow[]> {
  if (courseIds.length === 0) return [];
  return sql.all<CourseRow>(`${SELECT[sql.dialect]} WHERE c.group_id = @group AND c.course_id IN (${jsonTextValues(sql.dialect, '@ids')})
    ORDER BY c.course_id`, { viewer: viewerId ?? '', group: groupId, ids: JSON.stringify(courseIds) });
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

/** `q` as an ILIKE pattern matching it as a substring (user text is never LIKE syntax). */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * A page of the group's courses; `q` finds a substring of the title or description, `tag` one tag exactly.
 * On SQLite a query of 3+ characters uses the trigram index and ranks by bm25 (title ten times the
 * description), 1–2 characters instr() newest first; on PostgreSQL, `ILIKE '%q%'` over title and
 * description (pg_trgm's indexes serve 3+ characters), and relevance is title matches first, then newest
 * (db/pg/001_baseline.sql's header). The same courses match on both; within a relevance page the order
 * may differ, bm25 weighing more than where the match is.
 */
export function listCourses(sql: Sql, groupId: string, query: CourseQuery, viewerId: string | null): Promise<CourseRow[]> {
  const postgres = sql.dialect === 'postgres';
  const trigram = usesTrigrams(query.q);
  const sort = query.sort === 'relevance' && !trigram ? 'newest' : query.sort;
  const join = trigram && !postgres
    ? `JOIN (SELECT course_id, bm25(courses_fts, 0, 10, 1) AS score FROM courses_fts WHERE courses_fts MATCH @match) s
        ON s.course_id = c.course_id`
    : '';
  let search = '';
  if (postgres && query.q !== '') search = `AND (c.title ILIKE @pattern ESCAPE '\\' OR c.description ILIKE @pattern ESCAPE '\\')`;
  else if (query.q !== '' && !trigram) search = 'AND (instr(lower(c.title), lower(@q)) > 0 OR instr(lower(c.description), lower(@q)) > 0)';
  const relevance = postgres ? `(c.title ILIKE @pattern ESCAPE '\\') DESC` : 's.score';
  const order = sort === 'relevance' ? `${relevance}, ${ORDER_BY.newest}` : ORDER_BY[sort];
  // A separate statement for `all`, so the others keep the (group, state, created) index.
  const state = query.state === 'all' ? '' : 'AND c.state = @state';
  return sql.all<CourseRow>(`${SELECT[sql.dialect]} ${join}
    WHERE c.group_id = @group ${state} ${search}
      AND (@tag = '' OR EXISTS (SELECT 1 FROM course_tags t WHERE t.course_id = c.course_id AND t.tag = @tag))
    ORDER BY ${order} LIMIT @limit OFFSET @offset`, {
    viewer: viewerId ?? '', group: groupId, tag: query.tag,
    ...(state ? { state: query.state } : {}),
    limit: query.limit, offset: query.offset,
    ...(join ? { match: ftsPhrase(query.q) } : {}),
    ...(search && !postgres ? { q: query.q } : {}),
    ...(search && postgres ? { pattern: likePattern(query.q) } : {}),
  });
}

/** Tags of the group's published courses, most used first. */
export function listCourseTags(sql: Sql, groupId: string): Promise<{ name: string; course_count: number }[]> {
  return sql.all<{ name: string; course_count: number }>(`SELECT t.tag AS name, COUNT(*) AS course_count FROM course_tags t
    JOIN courses c ON c.course_id = t.course_id
    WHERE c.group_id = ? AND c.state = 'published'
    GROUP BY t.tag ORDER BY course_count DESC, t.tag`, groupId);
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

export async function insertCourse(
  sql: Sql, row: CourseWrite & { course_id: string; group_id: string; lecturer_id: string; now: string },
): Promise<void> {
  await sql.run(`INSERT INTO courses (course_id, group_id, lecturer_id, title, description, poster_attachment_id,
      start_at, finish_at, state, public, charge_asset_id, charge_amount, comments_enabled, downloadable,
      created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?, ?, ?, ?, ?, ?, ?)`,
  row.course_id, row.group_id, row.lecturer_id, row.title, row.description, row.poster_attachment_id,
  row.start_at, row.finish_at, Number(row.public), row.charge_asset_id, row.charge_amount,
  Number(row.comments_enabled), Number(row.downloadable), row.now, row.now);
}

export async function updateCourse(sql: Sql, courseId: string, row: CourseWrite, now: string): Promise<void> {
  await sql.run(`UPDATE courses SET title = ?, description = ?, poster_attachment_id = ?, start_at = ?,
      finish_at = ?, public = ?, charge_asset_id = ?, charge_amount = ?, comments_enabled = ?, downloadable = ?,
      updated_at = ?
    WHERE course_id = ?`,
  row.title, row.description, row.poster_attachment_id, row.start_at, row.finish_at, Number(row.public),
  row.charge_asset_id, row.charge_amount, Number(row.comments_enabled), Number(row.downloadable), now, courseId);
}

/** Replaces a course's tags (call inside a transaction: the statements run in order). */
export async function setCourseTags(sql: Sql, courseId: string, tags: string[]): Promise<void> {
  await sql.run('DELETE FROM course_tags WHERE course_id = ?', courseId);
  for (const tag of tags) await sql.run('INSERT INTO course_tags (course_id, tag) VALUES (?, ?) ON CONFLICT DO NOTHING', courseId, tag);
}

export async function setCourseState(sql: Sql, courseId: string, state: CourseState, now: string): Promise<void> {
  await sql.run('UPDATE courses SET state = ?, updated_at = ? WHERE course_id = ?', state, now, courseId);
}

export async function setCourseFinished(sql: Sql, courseId: string, now: string): Promise<void> {
  await sql.run('UPDATE courses SET finished_at = ?, updated_at = ? WHERE course_id = ?', now, now, courseId);
}

export async function deleteCourse(sql: Sql, courseId: string): Promise<void> {
  await sql.run('DELETE FROM courses WHERE course_id = ?', courseId);
}

// ---- favourites ----

/** Adds or removes the caller's favourite; true when the state changed. */
export async function setCourseFavorite(sql: Sql, courseId: string, userId: string, favored: boolean, now: string): Promise<boolean> {
  const result = favored
    ? await sql.run('INSERT INTO course_favorites (course_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', courseId, userId, now)
    : await sql.run('DELETE FROM course_favorites WHERE course_id = ? AND user_id = ?', courseId, userId);
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
export function listCourseMessages(sql: Sql, courseId: string): Promise<CourseMessageRow[]> {
  return sql.all<CourseMessageRow>(`${MESSAGE_SELECT} WHERE m.course_id = ? ORDER BY m.idx, m.created_at, m.message_id`, courseId);
}

export function findCourseMessage(sql: Sql, courseId: string, messageId: string): Promise<CourseMessageRow | undefined> {
  return sql.get<CourseMessageRow>(`${MESSAGE_SELECT} WHERE m.course_id = ? AND m.message_id = ?`, courseId, messageId);
}

export async function nextMessageIndex(sql: Sql, courseId: string): Promise<number> {
  return (await sql.value<number>('SELECT COALESCE(MAX(idx), -1) + 1 FROM course_messages WHERE course_id = ?', courseId))!;
}

export async function insertCourseMessage(sql: Sql, row: {
  message_id: string; course_id: string; category: CourseMessageCategory; text: string;
  attachment_id: string | null; idx: number; created_at: string;
}): Promise<void> {
  await sql.run(`INSERT INTO course_messages (message_id, course_id, category, text, attachment_id, idx, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
  row.message_id, row.course_id, row.category, row.text, row.attachment_id, row.idx, row.created_at);
}

export async function updateCourseMessage(sql: Sql, messageId: string, text: string, attachmentId: string | null): Promise<void> {
  await sql.run('UPDATE course_messages SET text = ?, attachment_id = ? WHERE message_id = ?', text, attachmentId, messageId);
}

export async function deleteCourseMessage(sql: Sql, messageId: string): Promise<void> {
  await sql.run('DELETE FROM course_messages WHERE message_id = ?', messageId);
}

export async function setCourseMessageIndex(sql: Sql, messageId: string, idx: number): Promise<void> {
  await sql.run('UPDATE course_messages SET idx = ? WHERE message_id = ?', idx, messageId);
}

export async function touchCourse(sql: Sql, courseId: string, now: string): Promise<void> {
  await sql.run('UPDATE courses SET updated_at = ? WHERE course_id = ?', now, courseId);
}

// ---- the checkout product of a charged course ----

export async function insertCourseProduct(sql: Sql, row: {
  product_id: string; group_id: string; name: string; asset_id: string; amount: string; channels: string; now: string;
}): Promise<void> {
  await sql.run(`INSERT INTO products (product_id, group_id, name, description, type, price_asset_id, price_amount,
      price_channels, status, created_at)
    VALUES (?, ?, ?, '', 'course', ?, ?, ?, 'normal', ?)`,
  row.product_id, row.group_id, row.name, row.asset_id, row.amount, row.channels, row.now);
}

/** Re-prices (and re-enables) a course's product; earlier buyers keep their PAID orders. */
export async function updateCourseProduct(sql: Sql, productId: string, name: string, assetId: string, amount: string): Promise<void> {
  await sql.run(`UPDATE products SET name = ?, price_asset_id = ?, price_amount = ?, status = 'normal'
    WHERE product_id = ?`, name, assetId, amount, productId);
}

export async function disableCourseProduct(sql: Sql, productId: string): Promise<void> {
  await sql.run("UPDATE products SET status = 'disabled' WHERE product_id = ?", productId);
}

export async function setCourseProductId(sql: Sql, courseId: string, productId: string): Promise<void> {
  await sql.run('UPDATE courses SET product_id = ? WHERE course_id = ?', productId, courseId);
}

const FIND_COURSE_ID_BY_PRODUCT = 'SELECT course_id FROM courses WHERE group_id = ? AND product_id = ?';

/** The course a product sells, in this group. */
export function findCourseIdByProduct(sql: Sql, groupId: string, productId: string): Promise<string | undefined> {
  return sql.value<string>(FIND_COURSE_ID_BY_PRODUCT, groupId, productId);
}

