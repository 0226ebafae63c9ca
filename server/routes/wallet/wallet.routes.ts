import { walletCalls } from '../../../contract/api/wallet';
import { mountCalls } from '../mount';
import { accountHandlers } from '../account/account.handlers';
import { walletHandlers } from './wallet.handlers';

// The caller's wallet (contract/api/wallet.ts): a signed-in person, member or not.
export const walletRoutes = mountCalls(walletCalls, {
  assets: (c, { query }) => accountHandlers.getMyAssets(c, query.scene),
  tokens: (c, { query }) => walletHandlers.tokens(c, query.provider),
});
