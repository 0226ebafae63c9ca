import type { Context } from 'hono';
import { WalletTokens, type WalletProvider } from '../../../contract/wallet';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { walletTokens } from './wallet.service';

type ViewerContext = Context<ViewerEnv>;

export const walletHandlers = {
  /** The caller's wallet balances, as the wallet reports them to their session. Only the caller's own, whatever group the path names. */
  async tokens(c: ViewerContext, _provider: WalletProvider) {
    const { deps, group, viewer } = c.var;
    return sendData(c, WalletTokens, await walletTokens(deps, group, viewer.user.user_id));
  },
};
