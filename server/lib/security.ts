// Response headers that keep the app's origin the app's own (issue 9, point 5): what a page may
// load and who may frame it, no content sniffing, no full URLs leaked to other sites, and no
// authenticated answer kept in a shared or disk cache.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { ServerEnv } from '../env';

/** The sha256 sources of a page's inline scripts (the dark-mode switch in index.html), for script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (m[1].trim()) hashes.push(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

const sources = (...parts: (string | string[])[]) => parts.flat().filter(Boolean).join(' ');

/**
 * The app's policy. Scripts and styles come from this origin only (plus the hashed inline
 * script); style attributes are set through the CSSOM, which CSP does not govern. Images may come
 * from any https origin: avatars and posters are hosted by the wallet and other services the
 * group picks. Media are the server's attachments or HLS played through blob: URLs, whose worker
 * is a blob: too. CSP_ORIGINS adds the origins a deployment talks to (another API or media host,
 * a stream CDN, the WebSocket base); FRAME_ANCESTORS the host apps allowed to frame the app. The
 * live video's play origin (LIVE_HLS_BASE's, or Tencent's play domain) is added on its own: members'
 * players fetch its playlists, and a setting that works must not also need CSP_ORIGINS.
 * Frames show the group agreement (§1): this origin's own agreement page, or one FRAME_SOURCES names.
 */
/** Where members' players fetch live video from, when it is another origin than the app's. */
function livePlayOrigins(env: Partial<Pick<ServerEnv, 'liveHlsBase' | 'tencentLive'>>): string[] {
  const origins: string[] = [];
  if (env.liveHlsBase && /^https?:\/\//.test(env.liveHlsBase)) origins.push(new URL(env.liveHlsBase).origin);
  if (env.tencentLive) origins.push(`https://${env.tencentLive.playDomain}`);
  return origins;
}

export function appPolicy(
  env: Pick<ServerEnv, 'cspOrigins' | 'frameAncestors' | 'frameSources' | 'mediaBase'> & Partial<Pick<ServerEnv, 'liveHlsBase' | 'tencentLive'>>,
  scriptHashes: string[], host = '',
): string {
  const extra = [...env.cspOrigins, ...(env.mediaBase ? [env.mediaBase] : []), ...livePlayOrigins(env)];
  // The chat socket (/ws) is this origin too, but older WebKit does not let 'self' cover ws: and
  // wss:, so the page's own host is named for them.
  const sockets = host ? [`wss://${host}`, `ws://${host}`] : [];
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", scriptHashes)}`,
    "style-src 'self'",
    `img-src ${sources("'self'", 'data:', 'blob:', 'https:', extra)}`,
    `media-src ${sources("'self'", 'blob:', extra)}`,
    `connect-src ${sources("'self'", sockets, extra)}`,
    `frame-src ${sources("'self'", env.frameSources)}`,
    "worker-src 'self' blob:",
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${sources("'self'", env.frameAncestors)}`,
  ].join('; ');
}

/** The sandbox's stand-in pages: inline CSS, images, forms to this server, no script at all. */
export const SANDBOX_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The sandbox's agreement page, which the app shows in its agreement popup (issue 22 point 13): the
 * sandbox policy, framed by the app's origin. Every ancestor must be allowed, so the host apps
 * allowed to frame the app (FRAME_ANCESTORS) are too. Other sandbox pages are never framed.
 */
export function framedSandboxPolicy(env: Pick<ServerEnv, 'frameAncestors'>): string {
  return SANDBOX_POLICY.replace("frame-ancestors 'none'", `frame-ancestors ${sources("'self'", env.frameAncestors)}`);
}

/** JSON and files under /api are never a page: nothing in them may load or run, nor be framed. */
/** The directive that runs a response as its own unique origin, with no script: API answers and served files. */
export const CSP_ISOLATE = 'sandbox';
export const API_POLICY = `default-src 'none'; frame-ancestors 'none'; ${CSP_ISOLATE}`;

/**
 * Sets the headers an answer to `path` carries: the one source for the app's answers (the middleware
 * below) and for requests answered before the app could read them (unreadRequestHeaders).
 * `authorized`: the request carried credentials, so its answer must not be stored.
 */
export function setSecurityHeaders(headers: Headers, path: string, authorized: boolean): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (/^\/api(\/|$)/.test(path)) {
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', API_POLICY);
    // A member's data must not outlive the session in a cache, shared or on disk.
    if (authorized) headers.set('Cache-Control', 'no-store');
  } else if (/^\/sandbox(\/|$)/.test(path) && (headers.get('Content-Type') ?? '').startsWith('text/html')) {
    // A page that set its own policy (the framed agreement page) keeps it.
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', SANDBOX_POLICY);
  }
}

/**
 * The sandbox's pages when they send the browser on to other origins of the app's (RETURN_ORIGINS:
 * stand-ins on a port of their own): a form's redirect there must be allowed too.
 */
export function sandboxPolicyReturningTo(origins: string[]): string {
  return SANDBOX_POLICY.replace("form-action 'self'", `form-action ${sources("'self'", origins)}`);
}

/** Headers for every answer; the app shell's own policy is set where it is served (lib/static.ts). */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    setSecurityHeaders(c.res.headers, c.req.path, Boolean(c.req.header('Authorization')));
    const returnOrigins = c.var.deps.env.returnOrigins;
    if (returnOrigins.length > 0 && c.res.headers.get('Content-Security-Policy') === SANDBOX_POLICY) {
      c.res.headers.set('Content-Security-Policy', sandboxPolicyReturningTo(returnOrigins));
    }
  };
}

/**
 * The headers of an error answered before the app read the request (server/listen.ts): its JSON is
 * an API answer whatever the path, and since the request may have carried credentials nobody
 * could read, it is never stored either.
 */
export function unreadRequestHeaders(): Headers {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  setSecurityHeaders(headers, '/api', true);
  return headers;
}
