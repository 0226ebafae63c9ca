import type { Context } from 'hono';
import { FAVORITES_PAGE_SIZE, FavoriteList, type FavoriteItem, type FavoriteType } from '../../../contract/favorite';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { findAlbums } from '../album/album.repo';
import { presentAlbums } from '../album/album.service';
import { mediaLinks } from '../attachment/attachment.links';
import { courseViewerOf } from '../course/course.access';
import { toCourse } from '../course/course.present';
import { findCourses } from '../course/course.repo';
import { listFavorites } from './favorite.repo';

export const favoriteHandlers = {
  async list(c: Context<ViewerEnv>, query: { start?: number; limit?: number; type?: FavoriteType; key?: string }) {
    const viewer = courseViewerOf(c.var.viewer, c.var.deps.clock());
    const groupId = c.var.group.group_id;
    const media = mediaLinks(c.var.deps);
    const start = query.start ?? 0;
    const limit = query.limit ?? FAVORITES_PAGE_SIZE;
    const rows = await listFavorites(c.var.deps.sql, {
      groupId, userId: viewer.userId, type: query.type ?? null, key: (query.key ?? '').trim(), start, limit,
    });
    const page = rows.slice(0, limit);
    const courses = new Map((await findCourses(c.var.deps.sql, groupId, page.filter((r) => r.type === 'course').map((r) => r.id), viewer.userId))
      .map((row) => [row.course_id, toCourse(row, viewer, media)]));
    const albumRows = await findAlbums(c.var.deps.sql, groupId, page.filter((r) => r.type === 'album').map((r) => r.id), viewer.userId);
    const albums = new Map((await presentAlbums(c.var.deps, groupId, albumRows, viewer, false, media)).map((album) => [album.album_id, album]));
    const items: FavoriteItem[] = page.map((row) => (row.type === 'course'
      ? { type: 'course', favorited_at: row.created_at, course: courses.get(row.id)! }
      : { type: 'album', favorited_at: row.created_at, album: albums.get(row.id)! }));
    const hasMore = rows.length > limit;
    return sendData(c, FavoriteList, { has_more: hasMore, items, next_start: hasMore ? String(start + limit) : null });
  },
};
