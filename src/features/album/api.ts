import { unknown } from 'superstruct';
import { groupApi } from '../../lib/http';
import { FavorResult } from '../../../contract/course';
import { Album, AlbumList, ALBUM_LIST_LIMIT, type AlbumInput } from '../../../contract/album';

// §7 albums. Screens show failures themselves, so calls are silent (§8 redirects still happen).
const quiet = { silent: true };
const path = (id: string) => `/course-albums/${encodeURIComponent(id)}`;

export const fetchAlbums = (group: string, offset = 0) =>
  groupApi(group).get('/course-albums/', AlbumList, { ...quiet, query: { offset, limit: ALBUM_LIST_LIMIT } });

export const fetchAlbum = (group: string, id: string) => groupApi(group).get(path(id), Album, quiet);

export const createAlbum = (group: string, input: AlbumInput) => groupApi(group).post('/course-albums/', input, Album, quiet);

export const updateAlbum = (group: string, id: string, input: AlbumInput) => groupApi(group).put(path(id), input, Album, quiet);

export const deleteAlbum = (group: string, id: string) => groupApi(group).del(path(id), unknown(), quiet);

export const addAlbumCourse = (group: string, id: string, courseId: string) =>
  groupApi(group).post(`${path(id)}/courses/${encodeURIComponent(courseId)}`, {}, unknown(), quiet);

export const removeAlbumCourse = (group: string, id: string, courseId: string) =>
  groupApi(group).del(`${path(id)}/courses/${encodeURIComponent(courseId)}`, unknown(), quiet);

export const favorAlbum = (group: string, id: string, favor: boolean) =>
  groupApi(group).post(`${path(id)}/${favor ? 'favor' : 'unfavor'}`, {}, FavorResult, quiet);
