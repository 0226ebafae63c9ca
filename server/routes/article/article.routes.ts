import { Hono } from 'hono';
import { ArticleBroadcastBody, ArticleCreate, ArticleListQuery, ArticleUpdate } from '../../../contract/article';
import type { GroupEnv } from '../../context';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireAdmin, requireMember } from '../auth/auth.middleware';
import { articleHandlers, articleIdOf } from './article.handlers';

// Members and staff read articles and claim rewards; owner and admins create, edit, delete and
// broadcast them (§6). The spec writes the collection with a trailing slash; both spellings answer.
export const articleRoutes = new Hono<GroupEnv>()
  .get('/articles', requireMember, queryParams(ArticleListQuery), (c) => articleHandlers.list(c, c.req.valid('query')))
  .get('/articles/', requireMember, queryParams(ArticleListQuery), (c) => articleHandlers.list(c, c.req.valid('query')))
  .post('/articles/create', requireAdmin, jsonBody(ArticleCreate), (c) => articleHandlers.create(c, c.req.valid('json')))
  .post('/articles/broadcast', requireAdmin, jsonBody(ArticleBroadcastBody),
    rateLimit(LIMITS.articleBroadcastsPerUser, signedInUser), (c) => articleHandlers.broadcast(c, c.req.valid('json')))
  .get('/articles/:id', requireMember, (c) => articleHandlers.get(c, articleIdOf(c.req.param('id'))))
  .get('/articles/:id/user', requireMember, (c) => articleHandlers.user(c, articleIdOf(c.req.param('id'))))
  .put('/articles/:id', requireAdmin, jsonBody(ArticleUpdate), (c) =>
    articleHandlers.update(c, articleIdOf(c.req.param('id')), c.req.valid('json')))
  .put('/articles/:id/claim', requireMember, (c) => articleHandlers.claim(c, articleIdOf(c.req.param('id'))))
  .delete('/articles/:id', requireAdmin, (c) => articleHandlers.remove(c, articleIdOf(c.req.param('id'))));
