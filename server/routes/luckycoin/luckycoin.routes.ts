import { Hono } from 'hono';
import { LuckycoinCreateBody } from '../../../contract/luckycoin';
import type { GroupEnv } from '../../context';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { jsonBody } from '../../lib/validation';
import { requireMember } from '../auth/auth.middleware';
import { luckycoinHandlers } from './luckycoin.handlers';

// Members send, open and claim packs (§6: also in mute mode, where sending packs stays allowed).
export const luckycoinRoutes = new Hono<GroupEnv>()
  .post('/luckycoin/create', requireMember, jsonBody(LuckycoinCreateBody),
    rateLimit(LIMITS.luckycoinCreatesPerUser, signedInUser), (c) => luckycoinHandlers.create(c, c.req.valid('json')))
  .get('/luckycoin/:id', requireMember, (c) => luckycoinHandlers.get(c, c.req.param('id')))
  .put('/luckycoin/:id/claim', requireMember, rateLimit(LIMITS.luckycoinClaimsPerUser, signedInUser),
    (c) => luckycoinHandlers.claim(c, c.req.param('id')));
