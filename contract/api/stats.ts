// The admin portal's statistics calls (issue 14 point 5), for admins and the owner: spec §7 GET
// /admin/stat/user, and GET /admin/stat/profit (not in §7's list: the profit_stat section's data,
// named alike). Both take a range of calendar days, both ends included.
import { AdminDashboard, ProfitStat, StatRangeQuery, UserStat } from '../stats';
import { call } from './call';

export const statsCalls = {
  user: call({ method: 'GET', path: '/admin/stat/user', access: 'admin', summary: 'Members per day from start to end (new, paid, renewed, active, churned), with totals', query: StatRangeQuery, response: UserStat }),
  profit: call({ method: 'GET', path: '/admin/stat/profit', access: 'admin', summary: "The group's income from paid orders per day and asset from start to end, with totals", query: StatRangeQuery, response: ProfitStat }),
  dashboard: call({ method: 'GET', path: '/admin/dashboard', access: 'admin', summary: "The admin portal's landing: active and new members, the last 30 days' income, the last 7 days' activity, and what needs attention", response: AdminDashboard }),
};
