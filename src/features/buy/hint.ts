import { add, compare, isZero, round, sub, toFixed } from '../../../contract/money';
import type { ProductChannel } from '../../../contract/product';
import type { WalletToken } from '../../../contract/wallet';

// The buy-crypto hint (§2, §4, §5, §7, §9; issue 13 point 7) as plain functions: when the wallet
// holds less than a payment asks, what to buy and where.

/** §4: 'approach' opens a choice sheet; c2c, atm and rc go to their page directly. */
export type BuyChoice = 'c2c' | 'atm' | 'rc';
export type BuyHintKind = 'approach' | 'rc';

export interface BuyTarget {
  symbol: string;
  /** Decimal string. */
  amount: string;
}

export interface BuyHint {
  kind: BuyHintKind;
  /** What the wallet holds of the payment's asset, and what the payment needs, in its precision. */
  balance: string;
  needed: string;
  /** What is missing, rounded up to the asset's precision: the amount to buy. */
  target: BuyTarget;
}

/** What a payment from the wallet is made in; the precision, when known, applies when the wallet lacks the asset. */
export interface BuyAsset {
  asset_id: string;
  symbol: string;
  precision?: number;
}

/** §9: the default purchase when nothing says how much of what. */
export const DEFAULT_BUY: BuyTarget = { symbol: 'BTC', amount: '0.1' };

const unit = (precision: number) => (precision <= 0 ? '1' : `0.${'0'.repeat(precision - 1)}1`);

/** Rounds up (a purchase must cover what is missing) to `precision` places. */
export function roundUp(value: string, precision: number): string {
  const near = round(value, precision);
  const up = compare(near, value) < 0 ? add(near, unit(precision)) : near;
  return toFixed(up, precision);
}

/**
 * The hint for paying `amount` of `asset` from the wallet, or null when none is needed: only when
 * the amount is a positive decimal (a form may hold anything typed) and the wallet's balance of
 * the asset is known and below it. Unknown balances show nothing; an asset the wallet does not
 * hold counts as zero.
 */
export function walletBuyHint(
  asset: BuyAsset | null | undefined,
  amount: string | null,
  tokens: readonly WalletToken[] | null,
  kind: BuyHintKind = 'approach',
): BuyHint | null {
  if (!asset || amount === null || tokens === null) return null;
  if (!/^\d+(\.\d+)?$/.test(amount) || isZero(amount)) return null;
  const token = tokens.filter((t) => t.asset_id.toLowerCase() === asset.asset_id.toLowerCase())[0];
  const balance = token ? token.balance : '0';
  if (compare(balance, amount) >= 0) return null;
  const precision = token ? token.precision : asset.precision != null ? asset.precision : (amount.split('.')[1] || '').length;
  return {
    kind,
    balance: toFixed(balance, precision),
    needed: amount,
    target: { symbol: asset.symbol || (token ? token.symbol : DEFAULT_BUY.symbol), amount: roundUp(sub(amount, balance), precision) },
  };
}

/**
 * The checkout's hint for paying `amount` on `channel`: only the wallet's channels (the wallet,
 * and the in-product coin it also holds, whose page is bought on directly).
 */
export function buyHint(channel: ProductChannel | null, amount: string | null, tokens: readonly WalletToken[] | null): BuyHint | null {
  if (!channel || (channel.channel !== 'mixin' && channel.channel !== 'reborn')) return null;
  return walletBuyHint(channel, amount, tokens, channel.channel === 'reborn' ? 'rc' : 'approach');
}

/** The choices the approach sheet offers for a symbol: a swap against USDT makes no sense for USDT itself. */
export function buyChoices(symbol: string): BuyChoice[] {
  return symbol.toUpperCase() === 'USDT' ? ['c2c'] : ['c2c', 'atm'];
}

export interface BuyBases {
  c2c: string;
  atm: string;
  rc: string;
}

/** The external pages of §7; the sandbox stands in unless the build names the real ones. */
export function buyBases(): BuyBases {
  const env = import.meta.env;
  return {
    c2c: env.VITE_BUY_C2C_URL || '/sandbox/buy/c2c',
    atm: env.VITE_BUY_ATM_URL || '/sandbox/buy/atm',
    rc: env.VITE_BUY_RC_URL || '/sandbox/buy/rc',
  };
}

/**
 * The page a choice opens, with the symbol and amount wanted (§7): c2c buys the symbol with
 * fiat from other people, atm the symbol against USDT, rc the in-product coin. 0.1 BTC by default (§9).
 */
export function buyUrl(choice: BuyChoice, target: Partial<BuyTarget> = {}, bases: BuyBases = buyBases()): string {
  const symbol = (target.symbol || DEFAULT_BUY.symbol).toUpperCase();
  const amount = target.amount || DEFAULT_BUY.amount;
  const query = new URLSearchParams();
  if (choice === 'atm') {
    query.set('symbol', symbol);
    query.set('quote', 'USDT');
  } else if (choice === 'c2c') {
    query.set('symbol', symbol);
  }
  query.set('amount', amount);
  const base = bases[choice];
  return `${base}${base.indexOf('?') >= 0 ? '&' : '?'}${query.toString()}`;
}
