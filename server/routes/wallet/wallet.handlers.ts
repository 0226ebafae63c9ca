import type { Context } from 'hono';
import { WalletTokens, type WalletProvider } from '../../../contract/wallet';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';

type ViewerContext = Context<ViewerEnv>;

export const walletHandlers = {
  /** The caller's wallet balances, as the wallet provider reports them. Only the caller's own, whatever group the path names. */
  async tokens(c: ViewerContext, _provider: WalletProvider) {
    const { deps, viewer } = c.var;
    return sendData(c, WalletTokens, await deps.providers.mixin.balances(viewer.user.user_id));
  },
};
