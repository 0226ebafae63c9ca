import { AMOUNT_MAX_CNY, amountProblem } from '../../../contract/amount';

/** Seconds left before a publish URL stops working (§9: valid 5 minutes); 0 once expired or unreadable. */
export function publishSecondsLeft(expiresAt: string, nowMs: number): number {
  const end = Date.parse(expiresAt);
  if (isNaN(end) || nowMs >= end) return 0;
  return Math.ceil((end - nowMs) / 1000);
}

/** The most a stream's price may be: what one amount may be worth (contract/amount.ts), in yuan. */
export const STREAM_PRICE_MAX = AMOUNT_MAX_CNY;

/**
 * Why a price typed in yuan (trimmed) cannot be sent, or null: the one syntax of amounts
 * (contract/amount.ts), above 0, at most 2 decimals (fiat), at most STREAM_PRICE_MAX.
 */
export function streamPriceProblem(value: string): 'invalid' | 'too_large' | null {
  const problem = amountProblem(value, { places: 2, max: STREAM_PRICE_MAX });
  return problem === 'too_large' ? 'too_large' : problem ? 'invalid' : null;
}

/**
 * A push URL as streaming software asks for it: the server (`rtmp://host/app`) and the stream key
 * (the last path segment with the signed query). Null when the URL has no key to split off.
 */
export function splitPublishUrl(url: string): { server: string; key: string } | null {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  const scheme = path.indexOf('://');
  const slash = path.lastIndexOf('/');
  // No scheme, no path after the host (the last slash is the scheme's), or nothing after the last slash.
  if (scheme < 0 || slash <= scheme + 2 || slash === path.length - 1) return null;
  return { server: path.slice(0, slash), key: url.slice(slash + 1) };
}
