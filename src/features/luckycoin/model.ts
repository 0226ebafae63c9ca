import { signal } from '@preact/signals';
import { groupResource } from '../../lib/resource';
import { go } from '../../lib/paths';
import { openInHost } from '../../lib/host';
import { assetAmountMax, assetAmountProblem } from '../../../contract/amount';
import { add, compare, div, mul, toFixed } from '../../../contract/money';
import { formatAssetAmount } from '../../lib/format';
import { LUCKYCOIN_MAX_SHARES, type LuckycoinCreateBody, type LuckycoinMode } from '../../../contract/luckycoin';
import type { Asset } from '../../../contract/asset';
import { createLuckycoinPack, fetchLuckycoinAssets, shareLuckycoinPack } from './api';

export { LUCKYCOIN_MODES, LUCKYCOIN_GREETING_MAX } from '../../../contract/luckycoin';

/** The assets a pack may be sent in, per group. */
export const luckycoinAssets = groupResource(fetchLuckycoinAssets);

/** The least a pack may be worth in USD when the settings do not say (server/README "Lucky-coin packs"). */
export const DEFAULT_LUCKYCOIN_MIN_USD = '0.1';

/** The wallet URL of each pack this page created and has not seen paid: its page offers it again. */
export const packPayUrls = signal<Record<string, string>>({});

/** What the send form holds, as typed. */
export interface LuckycoinDraft {
  assetId: string;
  amount: string;
  shares: string;
  mode: LuckycoinMode;
  greeting: string;
}

/** What the §5 checks need besides the draft: the chosen asset, USD's price and the admin's limits. */
export interface LuckycoinLimits {
  asset: Asset | undefined;
  /** USD's price_cny; the USD minimum is checked only when it is known. */
  usdPriceCny: string | null;
  /** The admin's maximum (never above 1000). */
  maxShares: number;
  minUsd: string;
}

/** A refusal of the draft: an i18n key under `luckycoin:send.errors` and its values. */
export type LuckycoinProblem =
  | { field: 'asset'; key: 'asset_required' }
  | { field: 'amount'; key: 'amount_invalid' }
  | { field: 'amount'; key: 'amount_decimals'; values: { count: number } }
  | { field: 'amount'; key: 'amount_too_large'; values: { max: string; symbol: string } }
  | { field: 'shares'; key: 'shares_invalid' }
  | { field: 'shares'; key: 'shares_max'; values: { max: number } }
  | { field: 'amount'; key: 'below_shares' }
  | { field: 'amount'; key: 'below_minimum'; values: { minimum: string; symbol: string } };

const WHOLE = /^\d+$/;

/** One smallest unit of a precision ("0.00000001" for 8). */
function unit(precision: number): string {
  return precision > 0 ? `0.${'0'.repeat(precision - 1)}1` : '1';
}

export function maxSharesOf(adminMax: number | undefined): number {
  return Math.min(LUCKYCOIN_MAX_SHARES, adminMax && adminMax > 0 ? adminMax : LUCKYCOIN_MAX_SHARES);
}

/** The smallest amount of `asset` worth `minUsd`, rounded up to its precision (as the server words it). */
export function minimumInAsset(minUsd: string, usdPriceCny: string, asset: Asset): string {
  const cny = mul(minUsd, usdPriceCny);
  const rounded = div(cny, asset.price_cny, asset.precision);
  const enough = compare(mul(rounded, asset.price_cny), cny) >= 0 ? rounded : add(rounded, unit(asset.precision));
  return toFixed(enough, asset.precision);
}

/** §5 checks of a new pack, in the server's order; null when it may be sent. */
export function luckycoinProblem(draft: LuckycoinDraft, limits: LuckycoinLimits): LuckycoinProblem | null {
  const { asset } = limits;
  if (!asset) return { field: 'asset', key: 'asset_required' };
  // The one syntax of amounts (contract/amount.ts) on what was typed, trimmed; the asset's maximum.
  const amount = draft.amount.trim();
  const problem = assetAmountProblem(amount, asset);
  if (problem === 'too_large') return { field: 'amount', key: 'amount_too_large', values: { max: assetAmountMax(asset), symbol: asset.symbol } };
  if (problem === 'places') return { field: 'amount', key: 'amount_decimals', values: { count: asset.precision } };
  if (problem) return { field: 'amount', key: 'amount_invalid' };
  const sharesText = draft.shares.trim();
  const shares = WHOLE.test(sharesText) ? Number(sharesText) : 0;
  if (shares < 1) return { field: 'shares', key: 'shares_invalid' };
  if (shares > limits.maxShares) return { field: 'shares', key: 'shares_max', values: { max: limits.maxShares } };
  if (compare(amount, mul(unit(asset.precision), shares)) < 0) return { field: 'amount', key: 'below_shares' };
  const usd = limits.usdPriceCny;
  if (usd && compare(asset.price_cny, 0) > 0 && compare(mul(amount, asset.price_cny), mul(limits.minUsd, usd)) < 0) {
    const minimum = minimumInAsset(limits.minUsd, usd, asset);
    // Said trimmed and grouped ('0.1 USDT', not '0.10000000 USDT'; issue 26 point 8).
    return { field: 'amount', key: 'below_minimum', values: { minimum: formatAssetAmount(minimum, asset), symbol: asset.symbol } };
  }
  return null;
}

export function createBody(draft: LuckycoinDraft): LuckycoinCreateBody {
  return {
    asset_id: draft.assetId,
    amount: draft.amount.trim(),
    shares: Number(draft.shares.trim()),
    greeting: draft.greeting.trim(),
    mode: draft.mode,
  };
}

/** Leaving for the wallet's pay page (the wallet host opens it in place, a browser in a new tab); replaced in tests. */
export const luckycoinPayWindow = {
  open(url: string): void {
    openInHost(url);
  },
};

function absolute(url: string): string {
  try {
    return new URL(url, location.href).href;
  } catch {
    return url;
  }
}

/**
 * Creates the pack, goes to its page (which waits for the payment) and opens the wallet's pay
 * page, as the checkout opens it for an order; the wallet's page links back to the pack.
 */
export function sendLuckycoinPack(group: string, draft: LuckycoinDraft): Promise<string> {
  return createLuckycoinPack(group, createBody(draft)).then(({ pack, pay_url }) => {
    const url = absolute(pay_url);
    packPayUrls.value = { ...packPayUrls.value, [pack.pack_id]: url };
    go('group-luckycoin-id', { group, id: pack.pack_id });
    luckycoinPayWindow.open(url);
    return pack.pack_id;
  });
}

/**
 * The done screen's "Share to chat": the pack goes to the group chat as the sender's red-packet message
 * (the server shares a pack once, so a second tap answers the same message), then the chat opens on it.
 */
export function shareLuckycoinToChat(group: string, packId: string): Promise<void> {
  return shareLuckycoinPack(group, packId).then(() => go('group-conversation', { group }));
}
