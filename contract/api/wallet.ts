// The caller's wallet (issue 13 point 7): what it holds, for the buy-crypto hint to compare with what
// a checkout asks, and its balances of the assets a scene takes. A pending member pays to join, so
// membership is not required.
import { enums, optional, type } from '../struct';
import { ASSET_SCENES } from '../asset';
import { UserAssets } from '../user';
import { WalletProvider, WalletTokens } from '../wallet';
import { call } from './call';

export const WalletTokensQuery = type({ provider: WalletProvider });
export const MyAssetsQuery = type({ scene: optional(enums(ASSET_SCENES)) });

export const walletCalls = {
  assets: call({ method: 'GET', path: '/users/me/assets', access: 'user', summary: "The caller's wallet balances of the assets a scene takes", query: MyAssetsQuery, response: UserAssets }),
  tokens: call({ method: 'GET', path: '/users/me/tokens', access: 'user', summary: "What the caller's wallet holds, per asset", query: WalletTokensQuery, response: WalletTokens }),
};
