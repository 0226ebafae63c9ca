// The wallet balance's call (issue 13 point 7): the buy-crypto hint compares it with what a
// checkout asks. A pending member pays to join, so membership is not required.
import { type } from '../struct';
import { WalletProvider, WalletTokens } from '../wallet';
import { call } from './call';

export const WalletTokensQuery = type({ provider: WalletProvider });

export const walletCalls = {
  tokens: call({ method: 'GET', path: '/users/me/tokens', access: 'user', summary: "What the caller's wallet holds, per asset", query: WalletTokensQuery, response: WalletTokens }),
};
