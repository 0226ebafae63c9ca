import { callApi } from '../../lib/call';
import { albumCalls } from '../../../contract/api/album';
import { ALBUM_LIST_LIMIT, type AlbumInput } from '../../../contract/album';

// §7 albums, as contract/api/album.ts declares them. Screens show failures themselves, so calls
// are silent (§8 redirects still happen).
const quiet = { silent: true };

export const fetchAlbums = (group: string, offset = 0) => callApi(group, albumCalls.list, { query: { offset, limit: ALBUM_LIST_LIMIT } }, quiet);

export const fetchAlbum = (group: string, id: string) => callApi(group, albumCalls.get, { params: { id } }, quiet);

export const createAlbum = (group: string, input: AlbumInput) => callApi(group, albumCalls.create, { body: input }, quiet);

export const updateAlbum = (group: string, id: string, input: AlbumInput) => callApi(group, albumCalls.update, { params: { id }, body: input }, quiet);

export const deleteAlbum = (group: string, id: string) => callApi(group, albumCalls.remove, { params: { id } }, quiet);

export const addAlbumCourse = (group: string, id: string, courseId: string) =>
  callApi(group, albumCalls.addCourse, { params: { id, courseId } }, quiet);

export const removeAlbumCourse = (group: string, id: string, courseId: string) =>
  callApi(group, albumCalls.removeCourse, { params: { id, courseId } }, quiet);

export const favorAlbum = (group: string, id: string, favor: boolean) =>
  callApi(group, favor ? albumCalls.favor : albumCalls.unfavor, { params: { id } }, quiet);
