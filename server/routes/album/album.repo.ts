import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

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

// @viewer: the caller's id ('' for a guest).
const SELECT = `SELECT a.album_id, a.group_id, a.creator_id, a.name, a.description, a.created_at, a.updated_at,
    (SELECT COUNT(*) FROM album_favorites f WHERE f.album_id = a.album_id) AS favorite_count,
    EXISTS (SELECT 1 FROM album_favorites f WHERE f.album_id = a.album_id AND f.user_id = @viewer) AS favored
  FROM course_albums a`;

export function listAlbums(db: Db, groupId: string, offset: number, limit: number, viewerId: string | null): AlbumRow[] {
  return statement(db, `${SELECT} WHERE a.group_id = @group ORDER BY a.created_at DESC, a.album_id DESC
    LIMIT @limit OFFSET @offset`).all({ viewer: viewerId ?? '', group: groupId, limit, offset }) as AlbumRow[];
}

export function findAlbum(db: Db, groupId: string, albumId: string, viewerId: string | null): AlbumRow | undefined {
  return statement(db, `${SELECT} WHERE a.group_id = @group AND a.album_id = @album`)
    .get({ viewer: viewerId ?? '', group: groupId, album: albumId }) as AlbumRow | undefined;
}

export function findAlbums(db: Db, groupId: string, albumIds: string[], viewerId: string | null): AlbumRow[] {
  if (albumIds.length === 0) return [];
  return statement(db, `${SELECT} WHERE a.group_id = @group AND a.album_id IN (SELECT value FROM json_each(@ids))`)
    .all({ viewer: viewerId ?? '', group: groupId, ids: JSON.stringify(albumIds) }) as AlbumRow[];
}

export type AlbumRecordRow = { album_id: string; course_id: string; added_at: string };

/** Records of these albums, oldest addition first. */
export function listAlbumRecords(db: Db, albumIds: string[]): AlbumRecordRow[] {
  if (albumIds.length === 0) return [];
  return statement(db, `SELECT album_id, course_id, added_at FROM course_album_records
    WHERE album_id IN (SELECT value FROM json_each(?)) ORDER BY added_at, course_id`)
    .all(JSON.stringify(albumIds)) as AlbumRecordRow[];
}

export function insertAlbum(db: Db, row: {
  album_id: string; group_id: string; creator_id: string; name: string; description: string; now: string;
}): void {
  statement(db, `INSERT INTO course_albums (album_id, group_id, creator_id, name, description, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`).run(row.album_id, row.group_id, row.creator_id, row.name, row.description, row.now, row.now);
}

export function updateAlbum(db: Db, albumId: string, name: string, description: string, now: string): void {
  statement(db, 'UPDATE course_albums SET name = ?, description = ?, updated_at = ? WHERE album_id = ?')
    .run(name, description, now, albumId);
}

export function deleteAlbum(db: Db, albumId: string): void {
  statement(db, 'DELETE FROM course_albums WHERE album_id = ?').run(albumId);
}

/** True when the record was added (false: it was already there). */
export function addAlbumCourse(db: Db, albumId: string, courseId: string, now: string): boolean {
  return statement(db, 'INSERT OR IGNORE INTO course_album_records (album_id, course_id, added_at) VALUES (?, ?, ?)')
    .run(albumId, courseId, now).changes > 0;
}

export function removeAlbumCourse(db: Db, albumId: string, courseId: string): boolean {
  return statement(db, 'DELETE FROM course_album_records WHERE album_id = ? AND course_id = ?')
    .run(albumId, courseId).changes > 0;
}

export function setAlbumFavorite(db: Db, albumId: string, userId: string, favored: boolean, now: string): void {
  if (favored) {
    statement(db, 'INSERT OR IGNORE INTO album_favorites (album_id, user_id, created_at) VALUES (?, ?, ?)')
      .run(albumId, userId, now);
  } else {
    statement(db, 'DELETE FROM album_favorites WHERE album_id = ? AND user_id = ?').run(albumId, userId);
  }
}
