import type { WalletToken } from '../../../contract/wallet';
import { nowIso, type AppDeps } from '../../context';
import { apiErrors } from '../../lib/errors';
import { seal, unseal } from '../../lib/sealed';
import { secretsKeyOf } from '../../providers/credentials';
import type { WalletSignIn } from '../../providers/mixin.provider';
import { listAllAssets } from '../asset/asset.repo';
import type { GroupRow } from '../group/group.repo';
import { findWalletSession, upsertWalletSession } from './wallet.repo';

// The person's wallet session with a group's app: kept from their sign-in, sealed with SECRETS_KEY
// (the app and the person as additional data), and used for what only they may ask the wallet.

const owner = (clientId: string, userId: string) => `${clientId}\u0000${userId}`;

/** Keeps the session a sign-in through the wallet gave; call inside the sign-in's transaction. */
export function keepWalletSession(deps: AppDeps, group: GroupRow, signIn: WalletSignIn): void {
  const sealed = seal(secretsKeyOf(deps.env), owner(group.client_id, signIn.identity.user_id), signIn.session);
  upsertWalletSession(deps.db, group.client_id, signIn.identity.user_id, sealed, nowIso(deps.clock));
}

/**
 * What the person's wallet holds, as the wallet reports it with their session, in this server's
 * asset order with each asset's symbol, price and precision (assets this server does not know are
 * left out). Nothing for someone who never signed in through the wallet with this group's app
 * (a phone or WeChat account): there is no wallet to ask.
 */
export async function walletTokens(deps: AppDeps, group: GroupRow, userId: string): Promise<WalletToken[]> {
  const sealed = findWalletSession(deps.db, group.client_id, userId);
  if (sealed === undefined) return [];
  let session: string;
  try {
    session = unseal(secretsKeyOf(deps.env), owner(group.client_id, userId), sealed);
  } catch {
    throw apiErrors.rejected('your wallet session here cannot be read any more: sign in with the wallet again');
  }
  const balances = new Map((await deps.providers.mixin.balances(group, session)).map((entry) => [entry.asset_id.toLowerCase(), entry.balance]));
  return (await listAllAssets(deps.sql)).flatMap((asset) => {
    const balance = balances.get(asset.asset_id.toLowerCase());
    return balance === undefined ? [] : [{
      asset_id: asset.asset_id, symbol: asset.symbol, icon_url: asset.icon_url, balance, price_cny: asset.price_cny, precision: asset.precision,
    }];
  });
}
