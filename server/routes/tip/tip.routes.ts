import { tipCalls } from '../../../contract/api/tip';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { tipHandlers } from './tip.handlers';

// Kudos (§7): contract/api/tip.ts says who may call what. Each transfer asked for records a pending
// tip, so they are counted per user.
export const tipRoutes = mountCalls(tipCalls, {
  genTransfer: { before: [rateLimit(LIMITS.tipTransfersPerUser, signedInUser)], handle: (c, { body }) => tipHandlers.genTransfer(c, body) },
  rank: (c, { query }) => tipHandlers.rank(c, query.period),
});
