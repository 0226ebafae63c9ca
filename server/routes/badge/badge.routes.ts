import { Hono } from 'hono';
import type { AppEnv, GroupEnv } from '../../context';
import { LIMITS, rateLimit } from '../../lib/rate-limit';
import { requireMember } from '../auth/auth.middleware';
import { badgeHandlers } from './badge.handlers';

// Badges (§7). Members read their own and other members' badges and seal their own; the share
// page's call is public (a guest opens a shared link), still scoped to the group in the path.
export const badgeRoutes = new Hono<GroupEnv>()
  .get('/badges/my', requireMember, (c) => badgeHandlers.my(c))
  .get('/badges/mychain', requireMember, (c) => badgeHandlers.myChain(c))
  .get('/badges/products', requireMember, (c) => badgeHandlers.products(c))
  .get('/badges/my/:id', requireMember, (c) => badgeHandlers.mine(c, c.req.param('id')))
  .post('/badges/my/:id/seal', requireMember, (c) => badgeHandlers.seal(c, c.req.param('id')))
  .get('/badges/user/:id', requireMember, (c) => badgeHandlers.user(c, c.req.param('id')))
  .get('/badges/share/:a/:b', rateLimit(LIMITS.badgeShareMissesPerAddress), (c) =>
    badgeHandlers.share(c, c.req.param('a'), c.req.param('b')));

// The chain indexer's webhook: not a group's API (no token, no maintenance gate), like payments'.
export const chainRoutes = new Hono<AppEnv>()
  .post('/notifications', (c) => badgeHandlers.chainNotification(c));
