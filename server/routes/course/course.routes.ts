import { Hono } from 'hono';
import {
  CourseInput, CourseListQuery, CoursePostAction, CourseSettingsInput,
} from '../../../contract/course';
import type { GroupEnv } from '../../context';
import { check, jsonBody, queryParams } from '../../lib/validation';
import { requireLecturer, requireMember } from '../auth/auth.middleware';
import { courseHandlers } from './course.handlers';

// Members read courses; the open variant serves public courses to anyone; editing needs lecturer
// authority (§6). The spec writes the collection with a trailing slash; both spellings answer.
export const courseRoutes = new Hono<GroupEnv>()
  .get('/courses', requireMember, queryParams(CourseListQuery), (c) => courseHandlers.list(c, c.req.valid('query')))
  .get('/courses/', requireMember, queryParams(CourseListQuery), (c) => courseHandlers.list(c, c.req.valid('query')))
  .get('/course-tags', requireMember, (c) => courseHandlers.tags(c))
  .get('/course-tags/', requireMember, (c) => courseHandlers.tags(c))
  .get('/courses/:id', requireMember, (c) => courseHandlers.get(c, c.req.param('id')))
  .get('/courses/:id/messages', requireMember, (c) => courseHandlers.messages(c, c.req.param('id')))
  .get('/open-courses/:id', (c) => courseHandlers.openGet(c, c.req.param('id')))
  .get('/open-courses/:id/messages', (c) => courseHandlers.openMessages(c, c.req.param('id')))
  .post('/courses/:id/finish', requireLecturer, (c) => courseHandlers.finish(c, c.req.param('id')))
  .put('/courses/:id', requireLecturer, jsonBody(CourseInput), (c) =>
    courseHandlers.update(c, c.req.param('id'), c.req.valid('json')))
  .put('/courses/:id/settings', requireLecturer, jsonBody(CourseSettingsInput), (c) =>
    courseHandlers.settings(c, c.req.param('id'), c.req.valid('json')))
  .post('/courses/:id/post/:action', requireLecturer, (c) =>
    courseHandlers.post(c, c.req.param('id'), check(c.req.param('action'), CoursePostAction, 'query')))
  .post('/courses/:id/favor', requireMember, (c) => courseHandlers.favor(c, c.req.param('id'), true))
  .post('/courses/:id/unfavor', requireMember, (c) => courseHandlers.favor(c, c.req.param('id'), false));
