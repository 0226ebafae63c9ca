import { quizCalls } from '../../../contract/api/quiz';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { quizHandlers } from './quiz.handlers';

// Quizzes (§7): contract/api/quiz.ts says who may call what. Submissions are counted per user, so
// answers cannot be tried at will.
export const quizRoutes = mountCalls(quizCalls, {
  get: (c, { params }) => quizHandlers.get(c, params.id),
  result: (c, { params }) => quizHandlers.result(c, params.id),
  record: (c, { params }) => quizHandlers.record(c, params.id),
  submit: { before: [rateLimit(LIMITS.quizSubmissionsPerUser, signedInUser)], handle: (c, { params, body }) => quizHandlers.submit(c, params.id, body.answers) },
});
