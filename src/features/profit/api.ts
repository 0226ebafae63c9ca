import { groupApi } from '../../lib/http';
import { ProfitDetail, ProfitOverview, ProfitRevenue, ProfitUserStatus } from '../../../contract/profit';

// Profit (issue 13 point 4). Paths are relative to /api/groups/{group}. Silent: the screens show
// failures in place with a retry.

/** GET /profits: my totals and months. */
export const fetchProfits = (group: string) => groupApi(group).get('/profits', ProfitOverview, { silent: true });

/** GET /profits/detail: a month's records, one asset's with `assetId`. */
export const fetchProfitDetail = (group: string, date: string, assetId: string | null) =>
  groupApi(group).get('/profits/detail', ProfitDetail, { silent: true, query: assetId ? { date, asset_id: assetId } : { date } });

/** GET /profits/revenue: my profit by asset over every month. */
export const fetchProfitRevenue = (group: string) => groupApi(group).get('/profits/revenue', ProfitRevenue, { silent: true });

/** GET /profits/user_status: what a payout still needs. */
export const fetchProfitUserStatus = (group: string) =>
  groupApi(group).get('/profits/user_status', ProfitUserStatus, { silent: true });
