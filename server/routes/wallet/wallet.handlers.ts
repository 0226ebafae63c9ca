import type { Context } from 'hono';
import { WalletTokens, type WalletProvider } from '../../../contract/wallet';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { listWalletTokens } from './wallet.repo';

type ViewerContext = Context<ViewerEnv>;

export const walletHandlers = {
  /**
   * The caller's wallet balances at the provider. The reference server is its own wallet (the
   * sandbox's balances per persona); a real deployment asks the wallet's API with the user's
   * wallet token instead. Only the caller's own, whatever group the path names.
   */
  tokens(c: ViewerContext, _provider: WalletProvider) {
    const { deps, viewer } = c.var;
    return sendData(c, WalletTokens, listWalletTokens(deps.db, viewer.user.user_id));
  },
};
