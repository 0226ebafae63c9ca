import { Hono } from 'hono';
import { optional, type } from 'superstruct';
import { AlbumInput } from '../../../contract/album';
import { queryInteger } from '../../../contract/bounds';
import { QueryFlag } from '../../../contract/course';
import type { GroupEnv } from '../../context';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireLecturer, requireMember } from '../auth/auth.middleware';
import { albumHandlers } from './album.handlers';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const AlbumListQuery = type({
  offset: optional(queryInteger()),
  limit: optional(queryInteger(1, 100)),
  course_records: optional(QueryFlag),
});

// Members list albums; one album is public (guests see its public courses); lecturers edit (§6).
export const albumRoutes = new Hono<GroupEnv>()
  .get('/course-albums', requireMember, queryParams(AlbumListQuery), (c) => albumHandlers.list(c, c.req.valid('query')))
  .get('/course-albums/', requireMember, queryParams(AlbumListQuery), (c) => albumHandlers.list(c, c.req.valid('query')))
  .post('/course-albums', requireLecturer, jsonBody(AlbumInput), (c) => albumHandlers.create(c, c.req.valid('json')))
  .post('/course-albums/', requireLecturer, jsonBody(AlbumInput), (c) => albumHandlers.create(c, c.req.valid('json')))
  .get('/course-albums/:id', (c) => albumHandlers.get(c, c.req.param('id')))
  .put('/course-albums/:id', requireLecturer, jsonBody(AlbumInput), (c) =>
    albumHandlers.update(c, c.req.param('id'), c.req.valid('json')))
  .delete('/course-albums/:id', requireLecturer, (c) => albumHandlers.remove(c, c.req.param('id')))
  .post('/course-albums/:id/courses/:courseId', requireLecturer, (c) =>
    albumHandlers.addCourse(c, c.req.param('id'), c.req.param('courseId')))
  .delete('/course-albums/:id/courses/:courseId', requireLecturer, (c) =>
    albumHandlers.removeCourse(c, c.req.param('id'), c.req.param('courseId')))
  .post('/course-albums/:id/favor', requireMember, (c) => albumHandlers.favor(c, c.req.param('id'), true))
  .post('/course-albums/:id/unfavor', requireMember, (c) => albumHandlers.favor(c, c.req.param('id'), false));
