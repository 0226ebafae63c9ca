import type { Context } from 'hono';
import { TipRank, TipTransfer, type TipRankPeriod, type TipTransferRequest } from '../../../contract/tip';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { createTipTransfer, tipRank } from './tip.service';

type ViewerContext = Context<ViewerEnv>;

export const tipHandlers = {
  async genTransfer(c: ViewerContext, body: TipTransferRequest) {
    const { deps, group, viewer } = c.var;
    return sendData(c, TipTransfer, await createTipTransfer(deps, group, viewer, body));
  },

  async rank(c: ViewerContext, period: TipRankPeriod) {
    const { deps, group, viewer } = c.var;
    return sendData(c, TipRank, await tipRank(deps, group, viewer, period));
  },
};
