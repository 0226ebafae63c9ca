import { courseCalls } from '../../../contract/api/course';
import { mountCalls } from '../mount';
import { courseHandlers } from './course.handlers';
import { courseProgressHandlers } from './course.progress.handlers';

// Courses (§7): contract/api/course.ts says who may call what. The spec writes the collections with a
// trailing slash; both spellings answer.
export const courseRoutes = mountCalls(courseCalls, {
  list: (c, { query }) => courseHandlers.list(c, query),
  tags: (c) => courseHandlers.tags(c),
  get: (c, { params }) => courseHandlers.get(c, params.id),
  messages: (c, { params }) => courseHandlers.messages(c, params.id),
  openGet: (c, { params }) => courseHandlers.openGet(c, params.id),
  openMessages: (c, { params }) => courseHandlers.openMessages(c, params.id),
  finish: (c, { params }) => courseHandlers.finish(c, params.id),
  update: (c, { params, body }) => courseHandlers.update(c, params.id, body),
  settings: (c, { params, body }) => courseHandlers.settings(c, params.id, body),
  post: (c, { params }) => courseHandlers.post(c, params.id, params.action),
  favor: (c, { params }) => courseHandlers.favor(c, params.id, true),
  unfavor: (c, { params }) => courseHandlers.favor(c, params.id, false),
  progress: (c, { params }) => courseProgressHandlers.read(c, params.id),
  savePosition: (c, { params, body }) => courseProgressHandlers.savePosition(c, params.id, params.message, body),
  markDone: (c, { params, body }) => courseProgressHandlers.markDone(c, params.id, params.message, body.done),
  inProgress: (c) => courseProgressHandlers.inProgress(c),
});
