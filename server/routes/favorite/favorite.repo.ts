import type { Sql } from '../../db/sql';
import type { FavoriteType } from '../../../contract/favorite';

export type FavoriteRow = { type: FavoriteType; id: string; created_at: string };

/**
 * The caller's favourites in this group, newest first: published courses and albums, optionally one
 * type, optionally matching `key` in the title or name. Reads one row more than asked so the
 * caller knows whether another page exists. On the async layer (db/sql.ts), one text for both
 * engines: `LIKE … ESCAPE`, `UNION ALL` and `LIMIT … OFFSET` mean the same on each, and a subquery in
 * FROM is named (`AS favorites`), as PostgreSQL requires. SQLite's LIKE ignores ASCII case where PostgreSQL's
 * does not: the key is matched case-insensitively on both by lowering both sides.
 */
export function listFavorites(sql: Sql, query: {
  groupId: string; userId: string; type: FavoriteType | null; key: string; start: number; limit: number;
}): Promise<FavoriteRow[]> {
  const like = query.key ? `%${query.key.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : '';
  return sql.all<FavoriteRow>(`SELECT type, id, created_at FROM (
      SELECT 'course' AS type, f.course_id AS id, f.created_at AS created_at
        FROM course_favorites f JOIN courses c ON c.course_id = f.course_id
        WHERE f.user_id = @user AND c.group_id = @group AND c.state = 'published'
          AND (@like = '' OR lower(c.title) LIKE @like ESCAPE '\\')
      UNION ALL
      SELECT 'album', f.album_id, f.created_at
        FROM album_favorites f JOIN course_albums a ON a.album_id = f.album_id
        WHERE f.user_id = @user AND a.group_id = @group AND (@like = '' OR lower(a.name) LIKE @like ESCAPE '\\')
    ) AS favorites
    WHERE (@type = '' OR type = @type)
    ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @start`, {
    user: query.userId, group: query.groupId, like, type: query.type ?? '', limit: query.limit + 1, start: query.start,
  });
}
