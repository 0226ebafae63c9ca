import type { LuckycoinMode } from '../../../contract/luckycoin';

// BigInt literals need ES2020; the client's build (which type-checks these files via the seed) targets ES2019.
const ZERO = BigInt(0);
const ONE = BigInt(1);
const TWO = BigInt(2);

/**
 * Share splitting, in whole smallest units of the asset (BigInt, so nothing passes through a
 * float). Shares are decided at claim time, one at a time, from what is left: the claim that
 * takes the last share takes the whole remainder, so the shares always sum exactly to the amount,
 * and every share is at least one unit (the pack holds at least one unit per share).
 */

/** A decimal string as a count of 10^-precision units ('1.5', 8 → 150000000 units). */
export function toUnits(amount: string, precision: number): bigint {
  const [whole, fraction = ''] = amount.split('.');
  if (fraction.length > precision && /[1-9]/.test(fraction.slice(precision))) {
    throw new RangeError(`${amount} has more than ${precision} decimals`);
  }
  return BigInt(whole! + fraction.slice(0, precision).padEnd(precision, '0'));
}

/** Units back to a decimal string with exactly `precision` decimals. */
export function fromUnits(units: bigint, precision: number): string {
  const digits = units.toString().padStart(precision + 1, '0');
  return precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

/** A uniform integer in [0, bound) from a [0, 1) source; bound may exceed 2^53. */
export function randomBelow(bound: bigint, random: () => number): bigint {
  if (bound <= ONE) return ZERO;
  // Two draws give 2^52 × 2^52 levels: more than enough resolution for 18-decimal amounts of any size.
  const scale = TWO ** BigInt(52);
  const draw = BigInt(Math.floor(random() * 2 ** 52)) * scale + BigInt(Math.floor(random() * 2 ** 52));
  return (draw * bound) / (scale * scale);
}

/** Weight of a claimer in contribution mode: 1 + whole years of membership, at most 5. */
export function contributionWeight(memberDays: number): bigint {
  return BigInt(1 + Math.min(4, Math.max(0, Math.floor(memberDays / 365))));
}

export type ShareInput = {
  mode: LuckycoinMode;
  /** The pack's total and number of shares, in units. */
  total: bigint;
  shares: number;
  /** What is left, and how many shares are left (≥ 1). */
  remaining: bigint;
  sharesLeft: number;
  random: () => number;
  /** Contribution mode: this claimer's weight (contributionWeight). */
  weight: bigint;
};

/**
 * The next claim's share.
 * - equal: total / shares each, the remainder spread one unit at a time to the first claims.
 * - random: "double mean": uniform in [1, 2 × remaining / sharesLeft − 1], so each claim's
 *   expected share is the mean of what is left (fair whatever the claiming order).
 * - contribution: the mean of what is left scaled by the claimer's weight (1–5 by years of
 *   membership) against an average claimer of weight 1, capped so every later share keeps a unit.
 */
export function nextShare(input: ShareInput): bigint {
  const { remaining, sharesLeft } = input;
  if (sharesLeft <= 1) return remaining;
  const left = BigInt(sharesLeft);
  const keep = left - ONE; // one unit for every later share
  let share: bigint;
  switch (input.mode) {
    case 'equal': {
      const shares = BigInt(input.shares);
      const index = shares - left; // 0-based position of this claim
      share = input.total / shares + (index < input.total % shares ? ONE : ZERO);
      break;
    }
    case 'random': {
      const upper = (TWO * remaining) / left - ONE; // ≥ 1 as remaining ≥ sharesLeft
      share = ONE + randomBelow(upper, input.random);
      break;
    }
    case 'contribution':
      share = (remaining * input.weight) / (input.weight + keep);
      break;
  }
  if (share < ONE) share = ONE;
  return share > remaining - keep ? remaining - keep : share;
}

/** Splits a whole pack (for tests and for the seed): claims in order, each with its weight. */
export function splitPack(
  mode: LuckycoinMode, total: bigint, shares: number, random: () => number, weights: bigint[] = [],
): bigint[] {
  const result: bigint[] = [];
  let remaining = total;
  for (let i = 0; i < shares; i += 1) {
    const share = nextShare({
      mode, total, shares, remaining, sharesLeft: shares - i, random, weight: weights[i] ?? ONE,
    });
    result.push(share);
    remaining -= share;
  }
  return result;
}

/** A small seeded generator (mulberry32) for reproducible tests. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
