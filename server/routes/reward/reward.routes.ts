import { Hono } from 'hono';
import { RewardQuery } from '../../../contract/reward';
import type { GroupEnv } from '../../context';
import { queryParams } from '../../lib/validation';
import { requireAdmin } from '../auth/auth.middleware';
import { rewardHandlers } from './reward.handlers';

/**
 * GET /admin/rewards (§2 admin/reward): the article rewards claimed and the invitation bonuses
 * credited in the group, newest first, with totals per asset; for admins and the owner.
 */
export const rewardRoutes = new Hono<GroupEnv>()
  .get('/admin/rewards', requireAdmin, queryParams(RewardQuery), (c) => rewardHandlers.list(c, c.req.valid('query')));
