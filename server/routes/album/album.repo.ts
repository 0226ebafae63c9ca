import { jsonTextValues, type Sql } from '../../db/sql';

export type AlbumRow = {
  album_id: string;
  group_id: string;
  creator_id: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  favorite_count: number;
  favored: number;
};

// On the async layer (db/sql.ts): one text for both engines, but for a list of ids (jsonTextValues). `favored`
// is a CASE giving 0 or 1 (PostgreSQL's EXISTS is a boolean); adding a record or a favourite twice is
// `ON CONFLICT DO NOTHING` (SQLite's INSERT OR IGNORE is not PostgreSQL's).

// @viewer: the caller's id ('' for a guest).
const SELECT = `SELECT a.album_id, a.group_id, a.creator_id, a.name, a.description, a.created_at, a.updated_at,
    (SELECT COUNT(*) FROM album_favorites f WHERE f.album_id = a.album_id) AS favorite_count,
    CASE WHEN EXISTS (SELECT 1 FROM album_favorites f WHERE f.album_id = a.album_id AND f.user_id = @viewer) THEN 1 ELSE 0 END AS favored
  FROM course_albums a`;

export function listAlbums(sql: Sql, groupId: string, offset: number, limit: number, viewerId: string | null): Promise<AlbumRow[]> {
  return sql.all<AlbumRow>(`${SELECT} WHERE a.group_id = @group ORDER BY a.created_at DESC, a.album_id DESC
    LIMIT @limit OFFSET @offset`, { viewer: viewerId ?? '', group: groupId, limit, offset });
}

export function findAlbum(sql: Sql, groupId: string, albumId: string, viewerId: string | null): Promise<AlbumRow | undefined> {
  return sql.get<AlbumRow>(`${SELECT} WHERE a.group_id = @group AND a.album_id = @album`,
    { viewer: viewerId ?? '', group: groupId, album: albumId });
}

/** These albums of the group, newest first (as listed). */
export async function findAlbums(sql: Sql, groupId: string, albumIds: string[], viewerId: string | null): Promise<AlbumRow[]> {
  if (albumIds.length === 0) return [];
  return sql.all<AlbumRow>(`${SELECT} WHERE a.group_id = @group AND a.album_id IN (${jsonTextValues(sql.dialect, '@ids')})
    ORDER BY a.created_at DESC, a.album_id DESC`,
    { viewer: viewerId ?? '', group: groupId, ids: JSON.stringify(albumIds) });
}

export type AlbumRecordRow = { album_id: string; course_id: string; added_at: string };

/** Records of these albums, oldest addition first. */
export async function listAlbumRecords(sql: Sql, albumIds: string[]): Promise<AlbumRecordRow[]> {
  if (albumIds.length === 0) return [];
  return sql.all<AlbumRecordRow>(`SELECT album_id, course_id, added_at FROM course_album_records
    WHERE album_id IN (${jsonTextValues(sql.dialect, '?')}) ORDER BY added_at, course_id, album_id`, JSON.stringify(albumIds));
}

export async function insertAlbum(sql: Sql, row: {
  album_id: string; group_id: string; creator_id: string; name: string; description: string; now: string;
}): Promise<void> {
  await sql.run(`INSERT INTO course_albums (album_id, group_id, creator_id, name, description, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`, row.album_id, row.group_id, row.creator_id, row.name, row.description, row.now, row.now);
}

export async function updateAlbum(sql: Sql, albumId: string, name: string, description: string, now: string): Promise<void> {
  await sql.run('UPDATE course_albums SET name = ?, description = ?, updated_at = ? WHERE album_id = ?', name, description, now, albumId);
}

export async function deleteAlbum(sql: Sql, albumId: string): Promise<void> {
  await sql.run('DELETE FROM course_albums WHERE album_id = ?', albumId);
}

/** True when the record was added (false: it was already there). */
export async function addAlbumCourse(sql: Sql, albumId: string, courseId: string, now: string): Promise<boolean> {
  return (await sql.run('INSERT INTO course_album_records (album_id, course_id, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    albumId, courseId, now)).changes > 0;
}

export async function removeAlbumCourse(sql: Sql, albumId: string, courseId: string): Promise<boolean> {
  return (await sql.run('DELETE FROM course_album_records WHERE album_id = ? AND course_id = ?', albumId, courseId)).changes > 0;
}

export async function setAlbumFavorite(sql: Sql, albumId: string, userId: string, favored: boolean, now: string): Promise<void> {
  if (favored) {
    await sql.run('INSERT INTO album_favorites (album_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', albumId, userId, now);
  } else {
    await sql.run('DELETE FROM album_favorites WHERE album_id = ? AND user_id = ?', albumId, userId);
  }
}
