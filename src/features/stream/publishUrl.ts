/** Seconds left before a publish URL stops working (§9: valid 5 minutes); 0 once expired or unreadable. */
export function publishSecondsLeft(expiresAt: string, nowMs: number): number {
  const end = Date.parse(expiresAt);
  if (isNaN(end) || nowMs >= end) return 0;
  return Math.ceil((end - nowMs) / 1000);
}

/** A price a person typed: a decimal above zero, at most 2 decimals (fiat). */
export function isStreamPrice(value: string): boolean {
  return /^\d+(\.\d{1,2})?$/.test(value) && /[1-9]/.test(value);
}
