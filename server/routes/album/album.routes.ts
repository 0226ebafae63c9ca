import { albumCalls } from '../../../contract/api/album';
import { mountCalls } from '../mount';
import { albumHandlers } from './album.handlers';

// Albums (§7): contract/api/album.ts says who may call what.
export const albumRoutes = mountCalls(albumCalls, {
  list: (c, { query }) => albumHandlers.list(c, query),
  create: (c, { body }) => albumHandlers.create(c, body),
  get: (c, { params }) => albumHandlers.get(c, params.id),
  update: (c, { params, body }) => albumHandlers.update(c, params.id, body),
  remove: (c, { params }) => albumHandlers.remove(c, params.id),
  addCourse: (c, { params }) => albumHandlers.addCourse(c, params.id, params.courseId),
  removeCourse: (c, { params }) => albumHandlers.removeCourse(c, params.id, params.courseId),
  favor: (c, { params }) => albumHandlers.favor(c, params.id, true),
  unfavor: (c, { params }) => albumHandlers.favor(c, params.id, false),
});
