import { discussionCalls } from '../../../contract/api/discussion';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { discussionHandlers } from './discussion.handlers';

// Posts and replies share one counter per user.
const writes = rateLimit(LIMITS.discussionWritesPerUser, signedInUser);

// Discussions (§7): contract/api/discussion.ts says who may call what.
export const discussionRoutes = mountCalls(discussionCalls, {
  list: (c, { query }) => discussionHandlers.list(c, query),
  create: { before: [writes], handle: (c, { body }) => discussionHandlers.create(c, body) },
  get: (c, { params }) => discussionHandlers.get(c, params.id),
  update: (c, { params, body }) => discussionHandlers.update(c, params.id, body),
  remove: (c, { params }) => discussionHandlers.remove(c, params.id),
  stick: (c, { params }) => discussionHandlers.stick(c, params.id, true),
  unstick: (c, { params }) => discussionHandlers.stick(c, params.id, false),
  feature: (c, { params }) => discussionHandlers.feature(c, params.id, true),
  unfeature: (c, { params }) => discussionHandlers.feature(c, params.id, false),
  like: (c, { params }) => discussionHandlers.like(c, params.id, true),
  unlike: (c, { params }) => discussionHandlers.like(c, params.id, false),
  replies: (c, { params, query }) => discussionHandlers.replies(c, params.id, query),
  reply: { before: [writes], handle: (c, { params, body }) => discussionHandlers.reply(c, params.id, body) },
  likeReply: (c, { params }) => discussionHandlers.likeReply(c, params.id, params.replyId, true),
  unlikeReply: (c, { params }) => discussionHandlers.likeReply(c, params.id, params.replyId, false),
  removeReply: (c, { params }) => discussionHandlers.removeReply(c, params.id, params.replyId),
});
