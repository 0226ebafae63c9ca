import { articleCalls } from '../../../contract/api/article';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { articleHandlers, articleIdOf } from './article.handlers';

// Articles (§7): contract/api/article.ts says who may call what. Broadcasts are counted per user.
export const articleRoutes = mountCalls(articleCalls, {
  list: (c, { query }) => articleHandlers.list(c, query),
  create: (c, { body }) => articleHandlers.create(c, body),
  broadcast: { before: [rateLimit(LIMITS.articleBroadcastsPerUser, signedInUser)], handle: (c, { body }) => articleHandlers.broadcast(c, body) },
  get: (c, { params }) => articleHandlers.get(c, articleIdOf(params.id)),
  user: (c, { params }) => articleHandlers.user(c, articleIdOf(params.id)),
  update: (c, { params, body }) => articleHandlers.update(c, articleIdOf(params.id), body),
  claim: (c, { params }) => articleHandlers.claim(c, articleIdOf(params.id)),
  remove: (c, { params }) => articleHandlers.remove(c, articleIdOf(params.id)),
});
