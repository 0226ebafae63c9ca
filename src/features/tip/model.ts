import { assetAmountProblem, type AmountAsset } from '../../../contract/amount';
import { add, compare, div, mul, normalize, toFixed } from '../../../contract/money';
import type { Asset } from '../../../contract/asset';
import type { TipRankPeriod, TipTransfer, TipTransferRequest } from '../../../contract/tip';
import { routeUrl } from '../../lib/paths';
import { groupResource, keyedResource } from '../../lib/resource';
import { absoluteUrl, appUrl } from '../checkout';
import { fetchTipAssets, fetchTipRank, genTipTransfer } from './api';

/** The assets of the group's tip scene. */
export const tipAssets = groupResource(fetchTipAssets);

/** The rank by period. */
export const tipRanks = keyedResource((group: string, period: TipRankPeriod) => fetchTipRank(group, period));

/** The spec's default minimum when the settings do not say (server/README "Kudos"). */
export const DEFAULT_TIP_MIN_USD = '0.1';

/** The presets: the minimum times these. */
const PRESET_FACTORS = ['1', '5', '10', '50'];

const unitOf = (decimals: number) => (decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`);

/**
 * §5: the least a tip in `asset` may be, as the server reckons it: `minUsd` converted through the
 * assets' price_cny, rounded up to the asset's precision. Null when a price is missing.
 */
export function tipMinimum(minUsd: string, usdPriceCny: string | null, asset: Pick<Asset, 'price_cny' | 'precision'>): string | null {
  if (!usdPriceCny || !asset.price_cny || compare(asset.price_cny, '0') <= 0) return null;
  const valueCny = mul(minUsd, usdPriceCny);
  const nearest = div(valueCny, asset.price_cny, asset.precision);
  const ceiling = compare(mul(nearest, asset.price_cny), valueCny) < 0 ? add(nearest, unitOf(asset.precision)) : nearest;
  return toFixed(ceiling, asset.precision);
}

/** The amounts offered as buttons: multiples of the minimum. */
export function tipPresets(minimum: string, precision: number): string[] {
  return PRESET_FACTORS.map((k) => normalize(toFixed(mul(minimum, k), precision)));
}

export type TipAmountProblem = 'empty' | 'invalid' | 'precision' | 'too_large' | 'low';

const TIP_AMOUNT_PROBLEMS = { empty: 'empty', format: 'invalid', zero: 'invalid', places: 'precision', too_large: 'too_large' } as const;

/**
 * What is wrong with a typed amount (the server's checks, in its order: the one syntax of
 * contract/amount.ts on the trimmed text, the asset's places and maximum, the minimum); null when
 * it can be sent (trimmed).
 */
export function tipAmountProblem(amount: string, asset: AmountAsset, minimum: string | null): TipAmountProblem | null {
  const value = amount.trim();
  const problem = assetAmountProblem(value, asset);
  if (problem) return TIP_AMOUNT_PROBLEMS[problem];
  if (minimum !== null && compare(value, minimum) < 0) return 'low';
  return null;
}

/** Sends kudos: records the tip and answers the wallet transfer to pay. */
export function sendTip(group: string, body: TipTransferRequest): Promise<TipTransfer> {
  return genTipTransfer(group, body);
}

/**
 * The wallet's pay page for a tip, absolute (a QR code is read on another device) and, like the
 * checkout's wallet payment, told where to come back to once paid: the group's kudos rank.
 */
export function tipPayUrl(group: string, payUrl: string): string {
  const url = new URL(absoluteUrl(payUrl));
  if (!url.searchParams.has('return_to')) url.searchParams.set('return_to', appUrl(routeUrl('group-tip-rank', { group })));
  return url.href;
}
