import type { Context } from 'hono';
import { NftTicketStatus } from '../../../contract/nft';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { currentNftStatus, resetNftCheck, startNftCheck } from './nft.service';

type ViewerContext = Context<ViewerEnv>;

export const nftHandlers = {
  async check(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, NftTicketStatus, { status: await startNftCheck(deps, group, viewer.user.user_id) });
  },

  async status(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, NftTicketStatus, { status: await currentNftStatus(deps, group, viewer.user.user_id) });
  },

  async reset(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    return sendData(c, NftTicketStatus, { status: await resetNftCheck(deps, group, viewer.user.user_id) });
  },
};
