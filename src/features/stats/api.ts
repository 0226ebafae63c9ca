import { groupApi } from '../../lib/http';
import { ProfitStat, UserStat } from '../../../contract/stats';

// The admin portal's statistics (issue 14 point 5). Paths are relative to /api/groups/{group}. Silent:
// the screens show failures in place with a retry.

/** GET /admin/stat/user (§7): members per day from start to end, both included. */
export const fetchUserStat = (group: string, start: string, end: string) =>
  groupApi(group).get('/admin/stat/user', UserStat, { silent: true, query: { start, end } });

/** GET /admin/stat/profit: income per day and asset from start to end. */
export const fetchProfitStat = (group: string, start: string, end: string) =>
  groupApi(group).get('/admin/stat/profit', ProfitStat, { silent: true, query: { start, end } });
