// Albums' calls (spec §7). Members list albums; one album is public (a guest sees its public
// courses); lecturers edit them and their courses.
import { optional, type } from '../struct';
import { Album, AlbumInput, AlbumList } from '../album';
import { queryInteger } from '../bounds';
import { FavorResult, QueryFlag } from '../course';
import { call } from './call';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const AlbumListQuery = type({
  offset: optional(queryInteger()),
  limit: optional(queryInteger(1, 100)),
  course_records: optional(QueryFlag),
});

export const albumCalls = {
  list: call({ method: 'GET', path: '/course-albums/', access: 'member', summary: "The group's albums, paged by offset; course_records adds each album's courses", query: AlbumListQuery, response: AlbumList }),
  create: call({ method: 'POST', path: '/course-albums/', access: 'lecturer', summary: 'A new album', body: AlbumInput, response: Album }),
  get: call({ method: 'GET', path: '/course-albums/:id', access: 'guest', summary: 'One album with the courses the caller may see', response: Album }),
  update: call({ method: 'PUT', path: '/course-albums/:id', access: 'lecturer', summary: "An album's name, description and cover", body: AlbumInput, response: Album }),
  remove: call({ method: 'DELETE', path: '/course-albums/:id', access: 'lecturer', summary: 'Deletes an album (its courses stay); answers it as it was', response: Album }),
  addCourse: call({ method: 'POST', path: '/course-albums/:id/courses/:courseId', access: 'lecturer', summary: 'Puts a course the caller may edit into the album', response: Album }),
  removeCourse: call({ method: 'DELETE', path: '/course-albums/:id/courses/:courseId', access: 'lecturer', summary: 'Takes a course out of the album', response: Album }),
  favor: call({ method: 'POST', path: '/course-albums/:id/favor', access: 'member', summary: "Adds the album to the caller's favourites", response: FavorResult }),
  unfavor: call({ method: 'POST', path: '/course-albums/:id/unfavor', access: 'member', summary: "Takes the album out of the caller's favourites", response: FavorResult }),
};
