// Profit's calls (issue 13 point 4): every call answers the caller's own records in this group only,
// so a signed-in caller is all they ask for.
import { ProfitDetail, ProfitDetailQuery, ProfitOverview, ProfitRevenue, ProfitUserStatus } from '../profit';
import { call } from './call';

export const profitCalls = {
  overview: call({ method: 'GET', path: '/profits', access: 'user', summary: "The caller's profit totals and months", response: ProfitOverview }),
  detail: call({ method: 'GET', path: '/profits/detail', access: 'user', summary: "A month's profit records, one asset's with asset_id, with the month's tax", query: ProfitDetailQuery, response: ProfitDetail }),
  revenue: call({ method: 'GET', path: '/profits/revenue', access: 'user', summary: "The caller's profit by asset over every month", response: ProfitRevenue }),
  userStatus: call({ method: 'GET', path: '/profits/user_status', access: 'user', summary: 'What a payout still needs from the caller (a +86 phone, KYC)', response: ProfitUserStatus }),
};
