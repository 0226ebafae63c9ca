import { statsCalls } from '../../../contract/api/stats';
import { mountCalls } from '../mount';
import { statsHandlers } from './stats.handlers';

// The admin portal's statistics (issue 14 point 5): contract/api/stats.ts, for admins and the owner.
export const statsRoutes = mountCalls(statsCalls, {
  user: (c, { query }) => statsHandlers.user(c, query),
  profit: (c, { query }) => statsHandlers.profit(c, query),
  dashboard: (c) => statsHandlers.dashboard(c),
});
