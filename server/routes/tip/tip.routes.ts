import { Hono } from 'hono';
import { defaulted, type } from 'superstruct';
import { TipRankPeriod, TipTransferRequest } from '../../../contract/tip';
import type { GroupEnv } from '../../context';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireMember } from '../auth/auth.middleware';
import { tipHandlers } from './tip.handlers';

/** `period` defaults to the current week. */
export const TipRankQuery = type({ period: defaulted(TipRankPeriod, 'week') });

// Kudos are sent and ranked by members and staff (§6: still allowed in mute mode).
export const tipRoutes = new Hono<GroupEnv>()
  .post('/tip/gen_transfer', requireMember, rateLimit(LIMITS.tipTransfersPerUser, signedInUser),
    jsonBody(TipTransferRequest), (c) => tipHandlers.genTransfer(c, c.req.valid('json')))
  .get('/tips/rank', requireMember, queryParams(TipRankQuery), (c) => tipHandlers.rank(c, c.req.valid('query').period));
