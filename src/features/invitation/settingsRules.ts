import { compare, div, mul, normalize } from '../../../contract/money';
import { INVITATION_BONUS_RATE, INVITATION_BONUS_RATE_MAX } from '../../../contract/invitation';

// The invitation bonus rate as the admin portal's invitation section takes it (issue 14): typed as a
// percentage, sent as the decimal the server keeps (PUT /settings/full invitation_bonus_rate,
// 0 to 0.5 with at most 4 places: server/routes/group/group.service.ts, the judge).

/** Most places of a typed percentage (12.25% = a rate of 0.1225). */
export const BONUS_PERCENT_PLACES = 2;
/** The highest percentage: INVITATION_BONUS_RATE_MAX as a percentage. */
export const BONUS_PERCENT_MAX = normalize(mul(INVITATION_BONUS_RATE_MAX, 100));

/** Why a typed percentage cannot be saved; null when it can. */
export type BonusPercentProblem = 'number' | 'places' | 'max' | null;

/** A plain decimal (no sign, letters or exponent), at most 2 places, from 0 to 50. */
export function bonusPercentProblem(raw: string): BonusPercentProblem {
  const text = raw.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return 'number';
  // Trailing zeros do not count: 12.250% is 12.25%.
  const plain = normalize(text);
  const dot = plain.indexOf('.');
  if (dot >= 0 && plain.length - dot - 1 > BONUS_PERCENT_PLACES) return 'places';
  if (compare(text, BONUS_PERCENT_MAX) > 0) return 'max';
  return null;
}

/** The rate for a valid percentage, exactly ('12.5' → '0.125'). */
export const rateOfPercent = (percent: string): string => normalize(div(percent.trim(), 100, BONUS_PERCENT_PLACES + 2));

/** The group's rate as a percentage ('0.125' → '12.5'); the default rate when the server sent none. */
export const percentOfRate = (rate: string | undefined): string => normalize(mul(rate === undefined ? INVITATION_BONUS_RATE : rate, 100));
