import type { Context } from 'hono';
import { TipRank, TipTransfer, type TipRankPeriod, type TipTransferRequest } from '../../../contract/tip';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { createTipTransfer, tipRank } from './tip.service';

type ViewerContext = Context<ViewerEnv>;

export const tipHandlers = {
  genTransfer(c: ViewerContext, body: TipTransferRequest) {
    const { deps, group, viewer } = c.var;
    return sendData(c, TipTransfer, createTipTransfer(deps, group, viewer, body));
  },

  rank(c: ViewerContext, period: TipRankPeriod) {
    const { deps, group, viewer } = c.var;
    return sendData(c, TipRank, tipRank(deps, group, viewer, period));
  },
};
