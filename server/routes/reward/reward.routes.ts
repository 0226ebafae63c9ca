import { rewardCalls } from '../../../contract/api/reward';
import { mountCalls } from '../mount';
import { rewardHandlers } from './reward.handlers';

/** GET /admin/rewards (§2 admin/reward): contract/api/reward.ts, for admins and the owner. */
export const rewardRoutes = mountCalls(rewardCalls, {
  list: (c, { query }) => rewardHandlers.list(c, query),
});
