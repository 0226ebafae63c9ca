import { luckycoinCalls } from '../../../contract/api/luckycoin';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { luckycoinHandlers } from './luckycoin.handlers';

// Lucky-coin packs (§7): contract/api/luckycoin.ts says who may call what. Packs sent and claims
// tried are counted per user.
export const luckycoinRoutes = mountCalls(luckycoinCalls, {
  create: { before: [rateLimit(LIMITS.luckycoinCreatesPerUser, signedInUser)], handle: (c, { body }) => luckycoinHandlers.create(c, body) },
  get: (c, { params }) => luckycoinHandlers.get(c, params.id),
  share: (c, { params }) => luckycoinHandlers.share(c, params.id),
  claim: { before: [rateLimit(LIMITS.luckycoinClaimsPerUser, signedInUser)], handle: (c, { params }) => luckycoinHandlers.claim(c, params.id) },
});
