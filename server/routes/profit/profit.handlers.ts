import type { Context } from 'hono';
import {
  ProfitDetail, ProfitOverview, ProfitRevenue, ProfitUserStatus, type ProfitDetailQuery,
} from '../../../contract/profit';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { profitDetail, profitOverview, profitRevenue, profitUserStatus } from './profit.service';

type ViewerContext = Context<ViewerEnv>;

export const profitHandlers = {
  overview(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, ProfitOverview, profitOverview(deps.db, group.group_id, viewer.user.user_id));
  },

  detail(c: ViewerContext, query: ProfitDetailQuery) {
    const { deps, group, viewer } = c.var;
    return sendData(c, ProfitDetail, profitDetail(deps.db, group.group_id, viewer.user.user_id, query.date, query.asset_id));
  },

  revenue(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, ProfitRevenue, profitRevenue(deps.db, group.group_id, viewer.user.user_id));
  },

  userStatus(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, ProfitUserStatus, profitUserStatus(deps.db, group.group_id, viewer.user.user_id, deps.clock()));
  },
};
