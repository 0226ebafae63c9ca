import { amountProblem, type AmountRule } from './amount';
import { LUCKYCOIN_MAX_SHARES } from './luckycoin';

// The admin's community settings (issue 14 point 3: admin/luckycoin, admin/tip): the least a tip and
// a lucky-coin pack may be worth, in USD, and the most shares a pack may have, written with
// PUT /settings/full. The rules below are the server's (group.routes) and the forms' alike.

/** A USD minimum has at most this many decimal places (the assets it converts into have 8). */
export const USD_MINIMUM_MAX_DECIMALS = 8;
/**
 * The largest USD minimum (issue 22 point 9): a tip or pack worth more is a minimum nobody sends, and
 * stays far below what any asset's amount may be (contract/amount.ts).
 */
export const USD_MINIMUM_MAX = '10000';
/** The rule of a USD minimum in contract/amount.ts terms: above 0, 8 places, at most USD_MINIMUM_MAX. */
export const USD_MINIMUM_RULE: AmountRule = { places: USD_MINIMUM_MAX_DECIMALS, max: USD_MINIMUM_MAX };

export type UsdMinimumProblem = 'empty' | 'invalid' | 'zero' | 'precision' | 'too_large';

const USD_MINIMUM_PROBLEMS = { empty: 'empty', format: 'invalid', zero: 'zero', places: 'precision', too_large: 'too_large' } as const;

/**
 * Why a USD minimum (`tip_min_usd`, `luckycoin_min_usd`) cannot be saved, or null: a plain decimal
 * ("0.5", "2"; contract/amount.ts, so the form trims what was typed first), above 0 (§5: a minimum,
 * so something must be sent), with at most 8 decimals, at most USD_MINIMUM_MAX.
 */
export function usdMinimumProblem(value: string): UsdMinimumProblem | null {
  const problem = amountProblem(value, USD_MINIMUM_RULE);
  return problem === null ? null : USD_MINIMUM_PROBLEMS[problem];
}

/** Why a typed most-shares-per-pack (`luckycoin_max_shares`) cannot be saved, or null: a whole number from 1 to 1000 (§9). */
export function maxSharesProblem(raw: string): 'invalid' | 'range' | null {
  const value = raw.trim();
  if (!/^\d+$/.test(value)) return 'invalid';
  const n = Number(value);
  return n >= 1 && n <= LUCKYCOIN_MAX_SHARES ? null : 'range';
}
