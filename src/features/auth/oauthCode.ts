import { useEffect, useRef } from 'preact/hooks';

/**
 * The one-time `code` an authorisation page sends back: in the hash route's
 * query, or in the page's own query when the provider put it before the `#`.
 */
export function readOAuthCode(query: Record<string, string>): string {
  if (query.code) return query.code;
  try {
    return new URLSearchParams(location.search).get('code') || '';
  } catch {
    return '';
  }
}

/** A spent code must not stay in the address bar or in history: drops the page query. */
export function dropPageQuery(): void {
  if (location.search) history.replaceState(history.state, '', location.pathname + location.hash);
}

/**
 * Runs `exchange` once per code: a code is good for one exchange, whatever
 * re-runs the effect (a re-render, a language switch).
 */
export function useCodeExchange(code: string, exchange: () => void): void {
  const done = useRef<string | null>(null);
  const latest = useRef(exchange);
  latest.current = exchange;
  useEffect(() => {
    if (done.current === code) return;
    done.current = code;
    latest.current();
  }, [code]);
}
