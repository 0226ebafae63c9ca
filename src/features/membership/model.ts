/** Same day and month `years` later, in UTC, as the server counts it (29 February → 1 March). */
export function addYears(iso: string, years: number): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** Where a renewal starts: the current expiry, or now when the membership has already run out. */
export function renewalStart(expiredAt: string, nowMs: number): string {
  const expiry = Date.parse(expiredAt);
  return new Date(isNaN(expiry) || expiry < nowMs ? nowMs : expiry).toISOString();
}

/** The expiry after renewing for `years`. */
export function renewedExpiry(expiredAt: string, years: number, nowMs: number): string {
  return addYears(renewalStart(expiredAt, nowMs), years);
}

/** Years the membership still runs, to one decimal ("current membership already {amount} years"). */
export function remainingYears(expiredAt: string, nowMs: number): number {
  const left = Date.parse(renewalStart(expiredAt, nowMs)) - nowMs;
  return Math.round((left / YEAR_MS) * 10) / 10;
}

/**
 * §5: a renewal may not carry the membership further than `maxYears` from now. Without a
 * known maximum nothing is refused here (the server still refuses with 101001).
 */
export function exceedsMaxPeriod(expiredAt: string, years: number, maxYears: number | undefined, nowMs: number): boolean {
  if (maxYears === undefined) return false;
  return Date.parse(renewedExpiry(expiredAt, years, nowMs)) > Date.parse(addYears(new Date(nowMs).toISOString(), maxYears));
}

/** What the renew page can offer this person. */
export type RenewalAvailability = 'available' | 'disabled' | 'no_expiry';

/**
 * §2: renewal is offered only when the group enables system renewal, and only to a
 * membership that runs out (staff and free members have nothing to renew).
 */
export function renewalAvailability(renewEnabled: boolean, expiredAt: string | null): RenewalAvailability {
  if (!renewEnabled) return 'disabled';
  if (expiredAt === null) return 'no_expiry';
  return 'available';
}
