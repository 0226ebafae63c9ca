import { Hono } from 'hono';
import { optional, type } from 'superstruct';
import { queryInteger, SearchText } from '../../../contract/bounds';
import { DiscussionInput, DiscussionPatch, DiscussionReplyInput } from '../../../contract/discussion';
import type { GroupEnv } from '../../context';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireAdmin, requireMember } from '../auth/auth.middleware';
import { discussionHandlers } from './discussion.handlers';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const DiscussionPageQuery = type({
  offset: optional(queryInteger()),
  limit: optional(queryInteger(1, 100)),
});

// The feed also takes `q`: a substring of the content (issue 11, point 2).
export const DiscussionFeedQuery = type({
  q: optional(SearchText),
  offset: optional(queryInteger()),
  limit: optional(queryInteger(1, 100)),
});

// Posts and replies share one counter per user.
const writes = rateLimit(LIMITS.discussionWritesPerUser, signedInUser);

// Members and staff read and write (§1); authors edit; authors and owner/admin delete; admins stick (§6).
export const discussionRoutes = new Hono<GroupEnv>()
  .get('/discussions', requireMember, queryParams(DiscussionFeedQuery), (c) => discussionHandlers.list(c, c.req.valid('query')))
  .post('/discussions', requireMember, jsonBody(DiscussionInput), writes, (c) => discussionHandlers.create(c, c.req.valid('json')))
  .get('/discussions/:id', requireMember, (c) => discussionHandlers.get(c, c.req.param('id')))
  .patch('/discussions/:id', requireMember, jsonBody(DiscussionPatch), (c) =>
    discussionHandlers.update(c, c.req.param('id'), c.req.valid('json')))
  .delete('/discussions/:id', requireMember, (c) => discussionHandlers.remove(c, c.req.param('id')))
  .put('/discussions/:id/stick', requireAdmin, (c) => discussionHandlers.stick(c, c.req.param('id'), true))
  .put('/discussions/:id/unstick', requireAdmin, (c) => discussionHandlers.stick(c, c.req.param('id'), false))
  .get('/discussions/:id/replies', requireMember, queryParams(DiscussionPageQuery), (c) =>
    discussionHandlers.replies(c, c.req.param('id'), c.req.valid('query')))
  .post('/discussions/:id/replies', requireMember, jsonBody(DiscussionReplyInput), writes, (c) =>
    discussionHandlers.reply(c, c.req.param('id'), c.req.valid('json').content))
  .delete('/discussions/:id/replies/:replyId', requireMember, (c) =>
    discussionHandlers.removeReply(c, c.req.param('id'), c.req.param('replyId')));
