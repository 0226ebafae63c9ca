import { Hono } from 'hono';
import { StatRangeQuery } from '../../../contract/stats';
import type { GroupEnv } from '../../context';
import { queryParams } from '../../lib/validation';
import { requireAdmin } from '../auth/auth.middleware';
import { statsHandlers } from './stats.handlers';

// The admin portal's statistics (issue 14 point 5), for admins and the owner: §7 GET /admin/stat/user,
// and GET /admin/stat/profit (not in §7's list: the profit_stat section's data, named alike).
export const statsRoutes = new Hono<GroupEnv>()
  .get('/admin/stat/user', requireAdmin, queryParams(StatRangeQuery), (c) => statsHandlers.user(c, c.req.valid('query')))
  .get('/admin/stat/profit', requireAdmin, queryParams(StatRangeQuery), (c) => statsHandlers.profit(c, c.req.valid('query')));
