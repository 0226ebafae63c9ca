import { keyedResource } from '../../lib/resource';
import { searchCourses } from '../course-edit';
import { addAlbumCourse, createAlbum, deleteAlbum, favorAlbum, fetchAlbum, fetchAlbums, removeAlbumCourse, updateAlbum } from './api';
import { ALBUM_LIST_LIMIT, type Album, type AlbumInput } from '../../../contract/album';
import type { Course } from '../../../contract/course';
import type { InfinitePage } from '../../lib/pager';

/** An album with its courses, by id. */
export const albumDetail = keyedResource(fetchAlbum);

/** One page of the group's albums (§9: another page only after a full one). */
export function loadAlbumPage(group: string, offset: number): Promise<InfinitePage<Album>> {
  return fetchAlbums(group, offset).then((items) => ({ items, ended: items.length < ALBUM_LIST_LIMIT }));
}

/**
 * Creates an album, or saves an existing one's name and description. The saved album replaces the
 * loaded one, keeping the courses it had (the answer to a save does not list them).
 */
export function saveAlbum(group: string, input: AlbumInput, id?: string): Promise<Album> {
  if (!id) return createAlbum(group, input);
  return updateAlbum(group, id, input).then((saved) => {
    const before = albumDetail.of(group, id).data;
    albumDetail.put(group, saved.album_id, { ...saved, course_records: before ? before.course_records : saved.course_records });
    return saved;
  });
}

export function removeAlbum(group: string, id: string): Promise<void> {
  return deleteAlbum(group, id).then(() => albumDetail.clear(group));
}

/** How many courses a search for the album editor shows. */
const CANDIDATES = 20;

/** Courses whose title matches, to be added to an album. */
export function searchAlbumCandidates(group: string, q: string): Promise<Course[]> {
  return searchCourses(group, q.trim(), 0, CANDIDATES).then((page) => page.courses);
}

/** Adds a course to an album, or takes it out; the album is asked for again the next time it shows. */
export function setAlbumCourse(group: string, albumId: string, courseId: string, inAlbum: boolean): Promise<unknown> {
  return inAlbum ? addAlbumCourse(group, albumId, courseId) : removeAlbumCourse(group, albumId, courseId);
}

/** Favors or unfavors an album; resolves with what the server now holds. */
export function setAlbumFavored(group: string, id: string, favored: boolean): Promise<boolean> {
  return favorAlbum(group, id, favored).then((result) => result.favored);
}
