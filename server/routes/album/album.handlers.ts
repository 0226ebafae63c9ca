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

async function albumOr404(c: Context<GroupEnv> | Context<ViewerEnv>, albumId: string, viewer: CourseViewer | null): Promise<AlbumRow> {
  const row = await findAlbum(c.var.deps.sql, c.var.group.group_id, albumId, viewer ? viewer.userId : null);
  if (!row) throw apiErrors.notFound();
  return row;
}

async function sendAlbum(c: Context<GroupEnv> | Context<ViewerEnv>, albumId: string, viewer: CourseViewer | null) {
  const row = await albumOr404(c, albumId, viewer);
  return sendData(c, Album, (await presentAlbums(c.var.deps, c.var.group.group_id, [row], viewer, true, mediaLinks(c.var.deps)))[0]!);
}

export const albumHandlers = {
  async list(c: Context<ViewerEnv>, query: { offset?: number; limit?: number; course_records?: boolean }) {
    const viewer = viewerOf(c);
    const { deps } = c.var;
    const rows = await listAlbums(deps.sql, c.var.group.group_id, query.offset ?? 0, query.limit ?? ALBUM_LIST_LIMIT, viewer.userId);
    return sendData(c, AlbumList, await presentAlbums(deps, c.var.group.group_id, rows, viewer, query.course_records ?? false, mediaLinks(deps)));
  },

  /** Public: a guest sees the album with its public courses only (members-only ones are left out). */
  async get(c: Context<GroupEnv>, albumId: string) {
    return sendAlbum(c, albumId, await optionalCourseViewer(c));
  },

  async create(c: Context<ViewerEnv>, input: AlbumInput) {
    const viewer = viewerOf(c);
    const albumId = randomUUID();
    await insertAlbum(c.var.deps.sql, {
      album_id: albumId, group_id: c.var.group.group_id, creator_id: viewer.userId, name: input.name,
      description: input.description ?? '', now: nowIso(c.var.deps.clock),
    });
    return sendAlbum(c, albumId, viewer);
  },

  async update(c: Context<ViewerEnv>, albumId: string, input: AlbumInput) {
    const viewer = viewerOf(c);
    const row = await albumOr404(c, albumId, viewer);
    await updateAlbum(c.var.deps.sql, albumId, input.name, input.description ?? row.description, nowIso(c.var.deps.clock));
    return sendAlbum(c, albumId, viewer);
  },

  async remove(c: Context<ViewerEnv>, albumId: string) {
    const viewer = viewerOf(c);
    const row = await albumOr404(c, albumId, viewer);
    const album = (await presentAlbums(c.var.deps, c.var.group.group_id, [row], viewer, true, mediaLinks(c.var.deps)))[0]!;
    await deleteAlbum(c.var.deps.sql, albumId);
    return sendData(c, Album, album);
  },

  async addCourse(c: Context<ViewerEnv>, albumId: string, courseId: string) {
    const viewer = viewerOf(c);
    await albumOr404(c, albumId, viewer);
    await editableCourseOr404(c.var.deps.sql, c.var.group.group_id, courseId, viewer.userId);
    if (!await addAlbumCourse(c.var.deps.sql, albumId, courseId, nowIso(c.var.deps.clock))) {
      throw apiErrors.rejected('the course is already in this album');
    }
    return sendAlbum(c, albumId, viewer);
  },

  async removeCourse(c: Context<ViewerEnv>, albumId: string, courseId: string) {
    const viewer = viewerOf(c);
    await albumOr404(c, albumId, viewer);
    if (!await removeAlbumCourse(c.var.deps.sql, albumId, courseId)) throw apiErrors.notFoundWith('the course is not in this album');
    return sendAlbum(c, albumId, viewer);
  },

  async favor(c: Context<ViewerEnv>, albumId: string, favored: boolean) {
    const viewer = viewerOf(c);
    await albumOr404(c, albumId, viewer);
    await setAlbumFavorite(c.var.deps.sql, albumId, viewer.userId, favored, nowIso(c.var.deps.clock));
    const row = await albumOr404(c, albumId, viewer);
    return sendData(c, FavorResult, { favored: row.favored === 1, favorite_count: row.favorite_count });
  },
};
