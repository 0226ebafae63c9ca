import { LUCKYCOIN_MAX_SHARES } from './luckycoin';
import { isZero } from './money';

// The admin's community settings (issue 14 point 3: admin/luckycoin, admin/tip): the least a tip and
// a lucky-coin pack may be worth, in USD, and the most shares a pack may have, written with
// PUT /settings/full. The rules below are the server's (group.routes) and the forms' alike.

/** A USD minimum has at most this many decimal places (the assets it converts into have 8). */
export const USD_MINIMUM_MAX_DECIMALS = 8;
/** And at most this many characters, as the settings column keeps it. */
export const USD_MINIMUM_MAX_LENGTH = 20;

export type UsdMinimumProblem = 'empty' | 'invalid' | 'zero' | 'precision' | 'too_long';

/**
 * Why a typed USD minimum (`tip_min_usd`, `luckycoin_min_usd`) cannot be saved, or null: a plain
 * decimal ("0.5", "2"), above 0 (§5: a minimum, so something must be sent), with at most 8 decimals.
 */
export function usdMinimumProblem(raw: string): UsdMinimumProblem | null {
  const value = raw.trim();
  if (value === '') return 'empty';
  if (value.length > USD_MINIMUM_MAX_LENGTH) return 'too_long';
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return 'invalid';
  if (isZero(value)) return 'zero';
  if ((match[2] || '').length > USD_MINIMUM_MAX_DECIMALS) return 'precision';
  return null;
}

/** Why a typed most-shares-per-pack (`luckycoin_max_shares`) cannot be saved, or null: a whole number from 1 to 1000 (§9). */
export function maxSharesProblem(raw: string): 'invalid' | 'range' | null {
  const value = raw.trim();
  if (!/^\d+$/.test(value)) return 'invalid';
  const n = Number(value);
  return n >= 1 && n <= LUCKYCOIN_MAX_SHARES ? null : 'range';
}
