import { walletCalls } from '../../../contract/api/wallet';
import { mountCalls } from '../mount';
import { walletHandlers } from './wallet.handlers';

// The buy-crypto hint's balances (contract/api/wallet.ts): a signed-in person, member or not.
export const walletRoutes = mountCalls(walletCalls, {
  tokens: (c, { query }) => walletHandlers.tokens(c, query.provider),
});
