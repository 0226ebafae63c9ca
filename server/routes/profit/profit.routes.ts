import { Hono } from 'hono';
import { ProfitDetailQuery } from '../../../contract/profit';
import type { GroupEnv } from '../../context';
import { queryParams } from '../../lib/validation';
import { requireUser } from '../auth/auth.middleware';
import { profitHandlers } from './profit.handlers';

// Profit (issue 13 point 4): every call answers the caller's own records in this group only.
export const profitRoutes = new Hono<GroupEnv>()
  .get('/profits', requireUser, (c) => profitHandlers.overview(c))
  .get('/profits/detail', requireUser, queryParams(ProfitDetailQuery), (c) => profitHandlers.detail(c, c.req.valid('query')))
  .get('/profits/revenue', requireUser, (c) => profitHandlers.revenue(c))
  .get('/profits/user_status', requireUser, (c) => profitHandlers.userStatus(c));
