import type { Signal } from '@preact/signals';
import { convert, formatAssetAmount, formatMoney, type PricedAsset } from '../../lib/format';
import type { InfinitePage } from '../../lib/pager';
import type { Currency } from '../../lib/settings';
import { groupResource } from '../../lib/resource';
import type { RewardItem, RewardKind, RewardTotal } from '../../../contract/reward';
import {
  type Vault, type VaultOverview, type VaultWithdrawBody, type VaultWithdrawResult, type VaultWithdrawal,
} from '../../../contract/vault';
import { fetchRewards, fetchVaults, fetchWithdrawals, postVaultPin, postWithdrawal } from './api';

/** The vaults, the PIN's state and whether I may set it (GET /vaults/). */
export const vaultOverview = groupResource(fetchVaults);

export const profitVaultOf = (overview: VaultOverview): Vault | undefined => overview.vaults.find((v) => v.withdrawable);

/** The owner sets the withdrawal PIN; the vaults come back with it set. */
export function setVaultPin(group: string, pin: string): Promise<VaultOverview> {
  return postVaultPin(group, pin).then((overview) => {
    vaultOverview.put(group, overview);
    return overview;
  });
}

/**
 * Withdraws from the profit vault. Whatever the answer, the vaults are read again: a withdrawal
 * moves the balances, a wrong PIN the tries left, a lock its end.
 */
export function withdraw(group: string, body: VaultWithdrawBody): Promise<VaultWithdrawResult> {
  return postWithdrawal(group, body).then(
    (result) => vaultOverview.reload(group).then(() => result),
    (err: unknown) => vaultOverview.reload(group).then(() => Promise.reject(err)),
  );
}

/** A page of a vault's withdrawals, for <InfiniteList>. */
export function loadWithdrawalPage(group: string, vaultId: string, offset: number): Promise<InfinitePage<VaultWithdrawal>> {
  return fetchWithdrawals(group, vaultId, offset).then((page) => ({ items: page.items, ended: !page.has_more }));
}

/** A page of the rewards, for <InfiniteList>; the totals (the same on every page) go to `totals`. */
export function loadRewardPage(
  group: string, kind: RewardKind | null, offset: number, totals: Signal<RewardTotal[] | null>,
): Promise<InfinitePage<RewardItem>> {
  return fetchRewards(group, kind, offset).then((page) => {
    totals.value = page.totals;
    return { items: page.items, ended: !page.has_more };
  });
}


/**
 * A new id for one withdrawal request (POST /vaults/withdraw `request_id`): a retry of the same
 * request sends it again, so the server withdraws once. 32 hex digits from the platform's random
 * source (crypto.randomUUID is missing on the older webviews).
 */
export function newWithdrawalRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let id = '';
  for (let i = 0; i < bytes.length; i++) id += (bytes[i]! < 16 ? '0' : '') + bytes[i]!.toString(16);
  return id;
}

/** The asset fields an amount is shown with. */
export type ShownAsset = { asset_id: string; symbol: string; precision: number; price_cny?: string };

/** An exact amount with its symbol: '35.109 USDT', '432.00 CNY'. */
export function amountText(amount: string, asset: ShownAsset): string {
  return `${formatAssetAmount(amount, { ...asset, price_cny: asset.price_cny || '' })} ${asset.symbol}`;
}

/**
 * The amount's value in my currency (§9: by price_cny, exact, rounded once), or null: in my
 * currency already, or no price to convert with.
 */
export function valueText(amount: string, asset: ShownAsset, currency: Currency, prices: readonly PricedAsset[]): string | null {
  if (asset.asset_id.toLowerCase() === currency || asset.symbol.toLowerCase() === currency) return null;
  const known = prices.some((p) => p.asset_id === asset.asset_id) || !asset.price_cny
    ? prices : prices.concat({ asset_id: asset.asset_id, symbol: asset.symbol, price_cny: asset.price_cny, precision: asset.precision });
  const value = convert(amount, asset.asset_id, currency, known);
  return value === null ? null : formatMoney(value, currency);
}
