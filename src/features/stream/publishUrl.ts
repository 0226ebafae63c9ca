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
