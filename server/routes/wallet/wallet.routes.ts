import { Hono } from 'hono';
import { type } from 'superstruct';
import { WalletProvider } from '../../../contract/wallet';
import type { GroupEnv } from '../../context';
import { queryParams } from '../../lib/validation';
import { requireUser } from '../auth/auth.middleware';
import { walletHandlers } from './wallet.handlers';

export const WalletTokensQuery = type({ provider: WalletProvider });

// The buy-crypto hint compares these with what a checkout asks (issue 13 point 7). A pending
// member pays to join, so membership is not required.
export const walletRoutes = new Hono<GroupEnv>()
  .get('/users/me/tokens', requireUser, queryParams(WalletTokensQuery), (c) =>
    walletHandlers.tokens(c, c.req.valid('query').provider));
