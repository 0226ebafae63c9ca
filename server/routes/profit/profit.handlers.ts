import type { Context } from 'hono';
import {
  ProfitDetail, ProfitOverview, ProfitRevenue, ProfitUserStatus, type ProfitDetailQuery,
} from '../../../contract/profit';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { profitDetail, profitOverview, profitRevenue, profitUserStatus } from './profit.service';

type ViewerContext = Context<ViewerEnv>;

export const profitHandlers = {
  async overview(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, ProfitOverview, await profitOverview(deps.sql, group.group_id, viewer.user.user_id));
  },

  async detail(c: ViewerContext, query: ProfitDetailQuery) {
    const { deps, group, viewer } = c.var;
    return sendData(c, ProfitDetail, await profitDetail(deps.sql, group.group_id, viewer.user.user_id, query.date, query.asset_id));
  },

  async revenue(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, ProfitRevenue, await profitRevenue(deps.sql, group.group_id, viewer.user.user_id));
  },

  async userStatus(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, ProfitUserStatus, await profitUserStatus(deps.sql, group.group_id, viewer.user.user_id, deps.clock()));
  },
};
