import { callApi } from '../../lib/call';
import { statsCalls } from '../../../contract/api/stats';

// The admin portal's statistics (issue 14 point 5), as contract/api/stats.ts declares them. Silent:
// the screens show failures in place with a retry.
const quiet = { silent: true };

/** Members per day from start to end, both included. */
export const fetchUserStat = (group: string, start: string, end: string) => callApi(group, statsCalls.user, { query: { start, end } }, quiet);

/** Income per day and asset from start to end. */
export const fetchProfitStat = (group: string, start: string, end: string) => callApi(group, statsCalls.profit, { query: { start, end } }, quiet);

/** The admin portal's landing figures (issue 26 point 13). */
export const fetchAdminDashboard = (group: string) => callApi(group, statsCalls.dashboard, {}, quiet);
