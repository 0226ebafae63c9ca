import { AMOUNT_MAX_CNY, amountProblem } from '../../../contract/amount';
import { compare, toFixed } from '../../../contract/money';
import { FIAT_BENCHMARK_MIN, type PaymentChannel, type ProductChannel } from '../../../contract/product';
import { RENEWAL_PERIODS } from '../../../contract/order';
import { convert, type PricedAsset } from '../../lib/format';

// The membership's price as the admin portal's payment and crypto sections set it (issue 14),
// checked before anything is sent. They mirror the server's rules (PUT /products/{id}/price in
// server/routes/product/product.handlers.ts), which stay the judge.
//
// The model: the price a year is one fiat benchmark in yuan; every accepted asset's price follows
// from it by the asset's price_cny (as the checkout converts it), so there is one number to keep.

/** The benchmark's currency and its places (fen). */
export const BENCHMARK_ASSET = 'cny';
export const BENCHMARK_PLACES = 2;

/** The largest benchmark: what one amount may be worth (contract/amount.ts), in yuan. */
export const BENCHMARK_MAX = AMOUNT_MAX_CNY;

/** Why a typed benchmark cannot be saved; null when it can. */
export type BenchmarkProblem = 'number' | 'places' | 'min' | 'max' | null;

/**
 * §5 "Error Order Amount" and §5/§9 "fiat benchmark price: more than 0.01": the trimmed text a plain
 * decimal (the one syntax of contract/amount.ts: no sign, letters, exponent or bare point), at most 2
 * places, more than 0.01 and at most BENCHMARK_MAX (issue 22).
 */
export function benchmarkProblem(raw: string): BenchmarkProblem {
  const text = raw.trim();
  const problem = amountProblem(text, { max: BENCHMARK_MAX, allowZero: true });
  if (problem === 'too_large') return 'max';
  if (problem) return 'number';
  const dot = text.indexOf('.');
  if (dot >= 0 && text.length - dot - 1 > BENCHMARK_PLACES) return 'places';
  if (compare(text, FIAT_BENCHMARK_MIN) <= 0) return 'min';
  return null;
}

/** The price a year in yuan, to the fen: the benchmark itself, or another asset's price converted. */
export function benchmarkOf(price: { asset_id: string; amount: string }, assets: readonly PricedAsset[]): string | null {
  const cny = convert(price.amount, price.asset_id, BENCHMARK_ASSET, assets);
  return cny === null ? null : toFixed(cny, BENCHMARK_PLACES);
}

/** What one accepted way of paying charges for a year. */
export interface ChannelPrice {
  channel: PaymentChannel;
  asset_id: string;
  symbol: string;
  /** In the channel's asset, rounded half-up to its places; null without a rate to convert with. */
  amount: string | null;
}

/** Each channel's price a year, from the price by the assets' price_cny (§9), as the checkout charges it. */
export function channelPrices(
  price: { asset_id: string; amount: string },
  channels: readonly ProductChannel[],
  assets: readonly (PricedAsset & { precision?: number })[],
): ChannelPrice[] {
  return channels.map((ch) => {
    const asset = assets.filter((a) => a.asset_id.toLowerCase() === ch.asset_id.toLowerCase())[0];
    const amount = convert(price.amount, price.asset_id, ch.asset_id, assets);
    return {
      channel: ch.channel,
      asset_id: ch.asset_id,
      symbol: ch.symbol,
      amount: amount === null ? null : toFixed(amount, asset && typeof asset.precision === 'number' ? asset.precision : BENCHMARK_PLACES),
    };
  });
}

/** A channel as PUT /products/{id}/price takes it. */
export interface ChannelInput {
  channel: PaymentChannel;
  asset_id: string;
}

/** The ways of paying in money other than crypto: WeChat Pay and Alipay charge yuan, reborn its coin. */
export const FIAT_CHANNELS: readonly ChannelInput[] = [
  { channel: 'wechat', asset_id: 'cny' },
  { channel: 'alipay', asset_id: 'cny' },
  { channel: 'reborn', asset_id: 'rc' },
];

const sameChannel = (a: ChannelInput, b: ChannelInput) =>
  a.channel === b.channel && a.asset_id.toLowerCase() === b.asset_id.toLowerCase();

export function hasChannel(channels: readonly ChannelInput[], entry: ChannelInput): boolean {
  return channels.some((ch) => sameChannel(ch, entry));
}

/** The channels with one fiat channel switched on or off: the fiat ones in their fixed order, then the wallet's. */
export function withFiatChannel(channels: readonly ChannelInput[], entry: ChannelInput, on: boolean): ChannelInput[] {
  const fiat = FIAT_CHANNELS.filter((f) => (sameChannel(f, entry) ? on : hasChannel(channels, f)));
  return fiat.map(plain).concat(channels.filter((ch) => ch.channel === 'mixin').map(plain));
}

/** The channels with the wallet taking exactly these crypto assets, in this order. */
export function withWalletAssets(channels: readonly ChannelInput[], assetIds: readonly string[]): ChannelInput[] {
  return channels
    .filter((ch) => ch.channel !== 'mixin')
    .map(plain)
    .concat(assetIds.map((asset_id) => ({ channel: 'mixin' as const, asset_id })));
}

const plain = (ch: ChannelInput): ChannelInput => ({ channel: ch.channel, asset_id: ch.asset_id });

/** §5: a price is valid only with at least one channel. */
export const noChannelLeft = (channels: readonly ChannelInput[]) => channels.length === 0;

/** The maximum renewal period's choices: the renewal periods, and the current value when it is not one (an older setting). */
export function maxRenewalChoices(current: number | undefined): number[] {
  const choices: number[] = RENEWAL_PERIODS.slice();
  if (typeof current === 'number' && choices.indexOf(current) < 0) choices.push(current);
  return choices.sort((a, b) => a - b);
}
