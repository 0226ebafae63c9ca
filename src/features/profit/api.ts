import { callApi } from '../../lib/call';
import { profitCalls } from '../../../contract/api/profit';

// Profit (issue 13 point 4), as contract/api/profit.ts declares it. Silent: the screens show
// failures in place with a retry.
const quiet = { silent: true };

/** My totals and months. */
export const fetchProfits = (group: string) => callApi(group, profitCalls.overview, {}, quiet);

/** A month's records, one asset's with `assetId`. */
export const fetchProfitDetail = (group: string, date: string, assetId: string | null) =>
  callApi(group, profitCalls.detail, { query: assetId ? { date, asset_id: assetId } : { date } }, quiet);

/** My profit by asset over every month. */
export const fetchProfitRevenue = (group: string) => callApi(group, profitCalls.revenue, {}, quiet);

/** What a payout still needs. */
export const fetchProfitUserStatus = (group: string) => callApi(group, profitCalls.userStatus, {}, quiet);
