import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { FavoriteType } from '../../../contract/favorite';

export type FavoriteRow = { type: FavoriteType; id: string; created_at: string };

/**
 * The caller's favourites in this group, newest first: published courses and albums, optionally one
 * type, optionally matching `key` in the title or name. Reads one row more than asked so the
 * caller knows whether another page exists.
 */
export function listFavorites(db: Db, query: {
  groupId: string; userId: string; type: FavoriteType | null; key: string; start: number; limit: number;
}): FavoriteRow[] {
  const like = query.key ? `%${query.key.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : '';
  return statement(db, `SELECT type, id, created_at FROM (
      SELECT 'course' AS type, f.course_id AS id, f.created_at AS created_at
        FROM course_favorites f JOIN courses c ON c.course_id = f.course_id
        WHERE f.user_id = @user AND c.group_id = @group AND c.state = 'published'
          AND (@like = '' OR c.title LIKE @like ESCAPE '\\')
      UNION ALL
      SELECT 'album', f.album_id, f.created_at
        FROM album_favorites f JOIN course_albums a ON a.album_id = f.album_id
        WHERE f.user_id = @user AND a.group_id = @group AND (@like = '' OR a.name LIKE @like ESCAPE '\\')
    )
    WHERE (@type = '' OR type = @type)
    ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @start`).all({
    user: query.userId, group: query.groupId, like, type: query.type ?? '', limit: query.limit + 1, start: query.start,
  }) as FavoriteRow[];
}
