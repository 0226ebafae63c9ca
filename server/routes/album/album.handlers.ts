import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Album, AlbumList, ALBUM_LIST_LIMIT, type AlbumInput } from '../../../contract/album';
import { FavorResult } from '../../../contract/course';
import type { GroupEnv, ViewerEnv } from '../../context';
import { nowIso } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { courseViewerOf, editableCourseOr404, optionalCourseViewer, type CourseViewer } from '../course/course.access';
import {
  addAlbumCourse, deleteAlbum, findAlbum, insertAlbum, listAlbums, removeAlbumCourse, setAlbumFavorite, updateAlbum,
  type AlbumRow,
} from './album.repo';
import { mediaLinks } from '../attachment/attachment.links';
import { presentAlbums } from './album.service';

const viewerOf = (c: Context<ViewerEnv>) => courseViewerOf(c.var.viewer, c.var.deps.clock());

function albumOr404(c: Context<GroupEnv> | Context<ViewerEnv>, albumId: string, viewer: CourseViewer | null): AlbumRow {
  const row = findAlbum(c.var.deps.db, c.var.group.group_id, albumId, viewer ? viewer.userId : null);
  if (!row) throw apiErrors.notFound();
  return row;
}

function sendAlbum(c: Context<GroupEnv> | Context<ViewerEnv>, albumId: string, viewer: CourseViewer | null) {
  const row = albumOr404(c, albumId, viewer);
  return sendData(c, Album, presentAlbums(c.var.deps.db, c.var.group.group_id, [row], viewer, true, mediaLinks(c.var.deps))[0]!);
}

export const albumHandlers = {
  list(c: Context<ViewerEnv>, query: { offset?: number; limit?: number; course_records?: boolean }) {
    const viewer = viewerOf(c);
    const { db } = c.var.deps;
    const rows = listAlbums(db, c.var.group.group_id, query.offset ?? 0, query.limit ?? ALBUM_LIST_LIMIT, viewer.userId);
    return sendData(c, AlbumList, presentAlbums(db, c.var.group.group_id, rows, viewer, query.course_records ?? false, mediaLinks(c.var.deps)));
  },

  /** Public: a guest sees the album with its public courses only (members-only ones are left out). */
  get(c: Context<GroupEnv>, albumId: string) {
    return sendAlbum(c, albumId, optionalCourseViewer(c));
  },

  create(c: Context<ViewerEnv>, input: AlbumInput) {
    const viewer = viewerOf(c);
    const albumId = randomUUID();
    insertAlbum(c.var.deps.db, {
      album_id: albumId, group_id: c.var.group.group_id, creator_id: viewer.userId, name: input.name,
      description: input.description ?? '', now: nowIso(c.var.deps.clock),
    });
    return sendAlbum(c, albumId, viewer);
  },

  update(c: Context<ViewerEnv>, albumId: string, input: AlbumInput) {
    const viewer = viewerOf(c);
    const row = albumOr404(c, albumId, viewer);
    updateAlbum(c.var.deps.db, albumId, input.name, input.description ?? row.description, nowIso(c.var.deps.clock));
    return sendAlbum(c, albumId, viewer);
  },

  remove(c: Context<ViewerEnv>, albumId: string) {
    const viewer = viewerOf(c);
    const row = albumOr404(c, albumId, viewer);
    const album = presentAlbums(c.var.deps.db, c.var.group.group_id, [row], viewer, true, mediaLinks(c.var.deps))[0]!;
    deleteAlbum(c.var.deps.db, albumId);
    return sendData(c, Album, album);
  },

  addCourse(c: Context<ViewerEnv>, albumId: string, courseId: string) {
    const viewer = viewerOf(c);
    albumOr404(c, albumId, viewer);
    editableCourseOr404(c.var.deps.db, c.var.group.group_id, courseId, viewer.userId);
    if (!addAlbumCourse(c.var.deps.db, albumId, courseId, nowIso(c.var.deps.clock))) {
      throw apiErrors.rejected('the course is already in this album');
    }
    return sendAlbum(c, albumId, viewer);
  },

  removeCourse(c: Context<ViewerEnv>, albumId: string, courseId: string) {
    const viewer = viewerOf(c);
    albumOr404(c, albumId, viewer);
    if (!removeAlbumCourse(c.var.deps.db, albumId, courseId)) throw apiErrors.notFoundWith('the course is not in this album');
    return sendAlbum(c, albumId, viewer);
  },

  favor(c: Context<ViewerEnv>, albumId: string, favored: boolean) {
    const viewer = viewerOf(c);
    albumOr404(c, albumId, viewer);
    setAlbumFavorite(c.var.deps.db, albumId, viewer.userId, favored, nowIso(c.var.deps.clock));
    const row = albumOr404(c, albumId, viewer);
    return sendData(c, FavorResult, { favored: row.favored === 1, favorite_count: row.favorite_count });
  },
};
