import { Hono } from 'hono';
import { QuizSubmission } from '../../../contract/quiz';
import type { GroupEnv } from '../../context';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { jsonBody } from '../../lib/validation';
import { requireUser } from '../auth/auth.middleware';
import { quizHandlers } from './quiz.handlers';

// The entry quiz comes before joining, so any signed-in user who is not banned takes it.
export const quizRoutes = new Hono<GroupEnv>()
  .get('/quizzes/:id', requireUser, (c) => quizHandlers.get(c, c.req.param('id')))
  .get('/quizzes/:id/result', requireUser, (c) => quizHandlers.result(c, c.req.param('id')))
  .get('/quizzes/:id/record', requireUser, (c) => quizHandlers.record(c, c.req.param('id')))
  .post('/quizzes/:id/submit', requireUser, jsonBody(QuizSubmission), rateLimit(LIMITS.quizSubmissionsPerUser, signedInUser), (c) =>
    quizHandlers.submit(c, c.req.param('id'), c.req.valid('json').answers));
