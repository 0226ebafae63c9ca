import { profitCalls } from '../../../contract/api/profit';
import { mountCalls } from '../mount';
import { profitHandlers } from './profit.handlers';

// Profit (issue 13 point 4): contract/api/profit.ts; every call answers the caller's own records in this group only.
export const profitRoutes = mountCalls(profitCalls, {
  overview: (c) => profitHandlers.overview(c),
  detail: (c, { query }) => profitHandlers.detail(c, query),
  revenue: (c) => profitHandlers.revenue(c),
  userStatus: (c) => profitHandlers.userStatus(c),
});
