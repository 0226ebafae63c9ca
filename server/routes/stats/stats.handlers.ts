import type { Context } from 'hono';
import { AdminDashboard, ProfitStat, STAT_RANGE_MAX_DAYS, statRangeProblem, UserStat, type StatRangeQuery } from '../../../contract/stats';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { adminDashboard, profitStat, userStat } from './stats.service';

type ViewerContext = Context<ViewerEnv>;

const RANGE_MESSAGES = {
  start: 'start is not a calendar date (YYYY-MM-DD)',
  end: 'end is not a calendar date (YYYY-MM-DD)',
  order: 'start must not be after end',
  too_long: `the range is longer than ${STAT_RANGE_MAX_DAYS} days`,
} as const;

/** The range, or 400 100400 saying what is wrong with it. */
function checkedRange(query: StatRangeQuery): StatRangeQuery {
  const problem = statRangeProblem(query.start, query.end);
  if (problem) throw apiErrors.validation(RANGE_MESSAGES[problem]);
  return query;
}

export const statsHandlers = {
  async user(c: ViewerContext, query: StatRangeQuery) {
    const { start, end } = checkedRange(query);
    const { deps, group } = c.var;
    return sendData(c, UserStat, await userStat(deps.sql, group.group_id, start, end, deps.clock()));
  },

  async profit(c: ViewerContext, query: StatRangeQuery) {
    const { start, end } = checkedRange(query);
    const { deps, group } = c.var;
    return sendData(c, ProfitStat, await profitStat(deps.sql, group.group_id, start, end, deps.clock()));
  },

  async dashboard(c: ViewerContext) {
    const { deps, group } = c.var;
    return sendData(c, AdminDashboard, await adminDashboard(deps.sql, group.group_id, deps.clock()));
  },
};
