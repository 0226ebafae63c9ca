import { Hono } from 'hono';
import {
  CourseInput, CourseMessageInput, CourseMessageReorder, CourseMessageUpdate,
} from '../../../contract/course';
import type { GroupEnv } from '../../context';
import { jsonBody } from '../../lib/validation';
import { requireLecturer } from '../auth/auth.middleware';
import { courseEditHandlers } from './course-edit.handlers';

// Everything here needs lecturer authority (§6: owner, admin or lecturer).
export const courseEditRoutes = new Hono<GroupEnv>()
  .post('/course-edit', requireLecturer, jsonBody(CourseInput), (c) => courseEditHandlers.create(c, c.req.valid('json')))
  .post('/course-edit/', requireLecturer, jsonBody(CourseInput), (c) => courseEditHandlers.create(c, c.req.valid('json')))
  .delete('/course-edit/course/:id', requireLecturer, (c) => courseEditHandlers.removeCourse(c, c.req.param('id')))
  .post('/course-edit/message', requireLecturer, jsonBody(CourseMessageInput), (c) =>
    courseEditHandlers.addMessage(c, c.req.valid('json')))
  .put('/course-edit/message-reorder', requireLecturer, jsonBody(CourseMessageReorder), (c) =>
    courseEditHandlers.reorder(c, c.req.valid('json')))
  .post('/course-edit/message/:courseId/:messageId', requireLecturer, jsonBody(CourseMessageUpdate), (c) =>
    courseEditHandlers.updateMessage(c, c.req.param('courseId'), c.req.param('messageId'), c.req.valid('json')))
  .delete('/course-edit/message/:courseId/:messageId', requireLecturer, (c) =>
    courseEditHandlers.removeMessage(c, c.req.param('courseId'), c.req.param('messageId')));
