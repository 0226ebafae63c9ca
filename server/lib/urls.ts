import type { Context } from 'hono';
import type { AppDeps } from '../context';

/** `path` with the params that have a value as its query (an outside party's page and what it shows). */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `${path}?${query.toString()}`;
}

/**
 * The origins this request was addressed to: directly, or through a proxy that says so. The
 * X-Forwarded headers count only with TRUST_PROXY on (behind a proxy that sets them): anyone can
 * send them, and they would make another site's URL pass for ours.
 */
export function requestOrigins(c: Context): string[] {
  const direct = new URL(c.req.url);
  const host = (c.get('deps') as AppDeps).env.trustProxy ? c.req.header('x-forwarded-host') : undefined;
  if (!host) return [direct.origin];
  const proto = c.req.header('x-forwarded-proto') ?? direct.protocol.replace(':', '');
  return [direct.origin, `${proto.split(',')[0].trim()}://${host.split(',')[0].trim()}`];
}

/**
 * Relative or on this server's origin (or one RETURN_ORIGINS names): the only places the sandbox
 * sends a browser back to, so a crafted link cannot turn it into an open redirect.
 */
export function isSameOriginUrl(c: Context, url: string): boolean {
  try {
    const origin = new URL(url, c.req.url).origin;
    return requestOrigins(c).includes(origin) || (c.get('deps') as AppDeps).env.returnOrigins.includes(origin);
  } catch {
    return false;
  }
}
