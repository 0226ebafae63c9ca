import wretch, { type ConfiguredMiddleware, type WretchError } from 'wretch';
import { validate, type Struct } from 'superstruct';
import { sessionCalls } from '../../contract/api/session';
import { ErrorCode } from '../../contract/errors';
import { TOKEN_EXPIRY_HEADER } from '../../contract/headers';
import { i18n, t } from './i18n';
import { isLoggedIn, logoutGroup, refreshTokens, setSession, tokens } from './session';

/**
 * The group API client (§7, §8). Every call is bound to one group: it sends
 * that group's token only, and its errors log out or redirect that group only.
 *
 * Features call it through a declared call (src/lib/call.ts, contract/api):
 *
 *   const config = await callApi('demo', groupCalls.config, {});
 */

/** §9: a refresh is never repeated within this window, and concurrent triggers share one. */
export const REFRESH_LOCK_MS = 1500;
const DEFAULT_REFRESH_THRESHOLD_S = 60;

export class ApiError extends Error {
  code: number;
  status?: number;
  /** Seconds to wait before trying again (a 429's Retry-After), when the server said. */
  retryAfter?: number;
  constructor(code: number, message: string, status?: number, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Sends `group_id: <group>`, for the calls §7 marks. */
  groupIdHeader?: boolean;
  /** No toast: the caller shows the error inline. Logout and redirects still happen. */
  silent?: boolean;
  signal?: AbortSignal;
}

export type NavigateTarget = {
  kind: 'maintenance' | 'forbidden' | 'permission' | 'install';
  group: string;
  source?: string;
};

interface HttpHooks {
  navigate: (to: NavigateTarget) => void;
  /** `detail`: small print beside the message (the code of an error the catalogue does not name). */
  toast: (message: string, detail?: string) => void;
}

let hooks: HttpHooks = { navigate: () => {}, toast: () => {} };

/** The app plugs in its router and toasts here, so lib never imports app code. */
export function configureHttp(next: Partial<HttpHooks>): void {
  hooks = { ...hooks, ...next };
}

export function apiBase(): string {
  return import.meta.env.VITE_API_BASE || '/api';
}

const thresholds: Record<string, number> = {};

/** From the group's config `token_refresh_threshold` (seconds). */
export function setRefreshThreshold(group: string, seconds: number): void {
  thresholds[group] = seconds;
}

/**
 * The text a person should see for an error: the catalogue's text for its code (the core few in
 * `errors`, the rest in `codes`, fetched after the first paint), else a plain sentence, whose code
 * goes in small print beside it (apiErrorCode). A server's own message is for developers and logs:
 * it never reaches the person.
 */
export function apiErrorText(err: unknown): string {
  return namedErrorText(err) || t('errors:generic');
}

/**
 * "Code N", for the small print beside apiErrorText's general sentence; null when the text
 * already names the problem (the catalogue knows the code, a wait, no response).
 */
export function apiErrorCode(err: unknown): string | null {
  if (!(err instanceof ApiError) || namedErrorText(err) !== null) return null;
  return t('errors:code', { code: err.code });
}

function namedErrorText(err: unknown): string | null {
  if (!(err instanceof ApiError)) return t('errors:unknown');
  if (err.code < 0) return err.message || t('errors:no_response');
  // Rate limits: the wait, in seconds under a minute and in whole minutes (rounded up) beyond.
  if (err.code === ErrorCode.tooManyRequests && err.retryAfter) {
    const seconds = err.retryAfter;
    return seconds < 60
      ? t('errors:too_many.seconds', { count: seconds })
      : t('errors:too_many.minutes', { count: Math.ceil(seconds / 60) });
  }
  // A shut-up member is told until when (the message's detail), in the reader's time zone.
  const values = err.code === ErrorCode.memberShutUp ? { until: localDateTime(err.message.slice(err.message.indexOf(': ') + 2)) } : {};
  for (const key of [`errors:codes.${err.code}`, `codes:${err.code}`]) {
    if (i18n.exists(key)) return i18n.t(key, { defaultValue: '', ...values });
  }
  return null;
}

/** An ISO date-time as "2025/06/01 10:05" in local time ('' when it is not one), without the date library. */
function localDateTime(iso: string): string {
  const d = new Date(Date.parse(iso));
  const two = (n: number) => (n < 10 ? '0' : '') + n;
  return isNaN(d.getTime()) ? '' : `${d.getFullYear()}/${two(d.getMonth() + 1)}/${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** §8 in one place: what the app does about an error, beyond rejecting the call. */
export function routeApiError(group: string, err: unknown, silent = false): void {
  const code = err instanceof ApiError ? err.code : 0;
  if (code === ErrorCode.loginRequired) {
    // A guest's 100401 has no session to end.
    if (isLoggedIn(group) || refreshTokens.value[group]) logoutGroup(group);
  } else if (code === ErrorCode.maintenance) hooks.navigate({ kind: 'maintenance', group });
  else if (code === ErrorCode.forbidden) hooks.navigate({ kind: 'forbidden', group });
  else if (code === ErrorCode.permissionsRequired) hooks.navigate({ kind: 'permission', group, source: location.href });
  else if (code === ErrorCode.installRequired) hooks.navigate({ kind: 'install', group });
  else if (!silent) {
    const detail = apiErrorCode(err);
    if (detail) hooks.toast(apiErrorText(err), detail);
    else hooks.toast(apiErrorText(err));
  }
}

interface RefreshLock {
  running: Promise<boolean> | null;
  doneAt: number;
}
const locks: Record<string, RefreshLock> = {};

/**
 * Exchanges the group's refresh token for a new pair. Concurrent callers share
 * one request, and none starts within REFRESH_LOCK_MS of the last one ending
 * (resolves false then). A refusal by the server logs the group out; a network
 * failure keeps the session for the next try.
 */
export function refreshSession(group: string): Promise<boolean> {
  const lock = locks[group] || (locks[group] = { running: null, doneAt: 0 });
  if (lock.running) return lock.running;
  const refresh_token = refreshTokens.value[group];
  if (!refresh_token || Date.now() - lock.doneAt < REFRESH_LOCK_MS) return Promise.resolve(false);
  const finish = (ok: boolean) => {
    lock.running = null;
    lock.doneAt = Date.now();
    return ok;
  };
  const { method, path, response } = sessionCalls.refresh;
  lock.running = send(group, method, path, { refresh_token }, response, {}, true).then(
    (pair) => {
      // The person may have logged out while the refresh was in flight.
      if (refreshTokens.value[group] === refresh_token) setSession(group, pair);
      return finish(true);
    },
    (err: unknown) => {
      // Only a refusal of the token ends the session: a network failure or a rate limit (429) is
      // tried again by the next call that needs a fresh token.
      const transient = err instanceof ApiError && (err.code === ErrorCode.networkError || err.code === ErrorCode.tooManyRequests);
      if (!transient) logoutGroup(group);
      return finish(false);
    },
  );
  return lock.running;
}

// After every authenticated response: refresh when the token is about to
// expire. The response waits for the refresh, so the caller's next request
// already carries the new token instead of racing the expiry.
const watchExpiry =
  (group: string): ConfiguredMiddleware =>
  (next) =>
  (url, opts) =>
    next(url, opts).then((res) => {
      const expiresAt = Number(res.headers.get(TOKEN_EXPIRY_HEADER));
      const threshold = thresholds[group] != null ? thresholds[group] : DEFAULT_REFRESH_THRESHOLD_S;
      if (!expiresAt || expiresAt * 1000 - Date.now() >= threshold * 1000) return res;
      return refreshSession(group).then(() => res);
    });

function nonce(): string {
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

/**
 * `?a=1&b=x` for the values of a query that are set (null and undefined are left out), or ''.
 * Queries here are flat scalars, which is all this needs (wretch's query addon would cost the
 * first paint more than it does).
 */
export function queryString(query: RequestOptions['query']): string {
  const parts: string[] = [];
  for (const key in query) {
    const value = query[key];
    if (value != null) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Retry-After in seconds (its delta-seconds form, which this server sends), else undefined. */
function retryAfterOf(headers: Headers | undefined): number | undefined {
  const value = headers ? headers.get('Retry-After') : null;
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

function parse<T>(status: number, text: string, struct: Struct<T, any>, retryAfter?: number): T {
  const ok = status >= 200 && status < 300;
  if (!text && !ok) return fail(ErrorCode.networkError, t('errors:no_response'), status);
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // An HTML page from a proxy or a dev server, not our API.
    if (!ok) return fail(status, t('errors:http_status'), status);
    return fail(ErrorCode.invalidResponse, t('errors:invalid_response'), status);
  }
  if (body && typeof body === 'object' && body.code != null) {
    return fail(Number(body.code), String(body.message || ''), status, retryAfter);
  }
  if (!ok) return fail(status, t('errors:http_status'), status);
  const [error, data] = validate(body ? body.data : undefined, struct, { coerce: true });
  if (error) {
    const path = error.path.join('.');
    return fail(ErrorCode.invalidResponse, path ? t('errors:invalid_response_at', { path }) : t('errors:invalid_response'), status);
  }
  return data;
}

function fail(code: number, message: string, status?: number, retryAfter?: number): never {
  throw new ApiError(code, message, status, retryAfter);
}

/** One round trip: builds the request, reads the envelope. Never routes errors. */
async function send<T>(
  group: string,
  method: Method,
  path: string,
  body: unknown,
  struct: Struct<T, any>,
  opts: RequestOptions,
  isRefresh: boolean,
  sent: { token?: string } = {},
): Promise<T> {
  const query = method === 'GET' ? { ...opts.query, nonce: nonce() } : opts.query;
  let req = wretch(`${apiBase()}/groups/${encodeURIComponent(group)}${path}${queryString(query)}`);
  // The refresh call proves itself with the refresh token; the access token may already be dead.
  const token = isRefresh ? undefined : tokens.value[group];
  sent.token = token;
  if (token) req = req.auth(`Bearer ${token}`).middlewares([watchExpiry(group)]);
  if (opts.groupIdHeader) req = req.headers({ group_id: group });
  if (opts.signal) req = req.options({ signal: opts.signal });

  let status: number;
  let text: string;
  let headers: Headers | undefined;
  try {
    const res = await req.fetch(method, '', body as object).res();
    status = res.status;
    headers = res.headers;
    text = await res.text();
  } catch (e) {
    const httpError = e as WretchError;
    if (!httpError || !httpError.response) {
      if (opts.signal && opts.signal.aborted) throw e;
      return fail(ErrorCode.networkError, t('errors:no_response'));
    }
    status = httpError.status;
    headers = httpError.response.headers;
    text = httpError.text || '';
  }
  return parse(status, text, struct, retryAfterOf(headers));
}

/** One call on a group's API, its answer validated with `struct` (src/lib/call.ts sends the declared calls). */
export async function request<T>(
  group: string,
  method: Method,
  path: string,
  body: unknown,
  struct: Struct<T, any>,
  opts: RequestOptions = {},
): Promise<T> {
  const sent: { token?: string } = {};
  let err: unknown;
  try {
    return await send(group, method, path, body, struct, opts, false, sent);
  } catch (first) {
    err = first;
  }
  if (err instanceof ApiError && err.code === ErrorCode.loginRequired && sent.token) {
    // The token may have been renewed while this request was on the way;
    // otherwise renew it now. Either way the request is replayed once.
    const renewed = sent.token !== tokens.value[group] && !!tokens.value[group];
    if (renewed || (await refreshSession(group))) {
      try {
        return await send(group, method, path, body, struct, opts, false);
      } catch (again) {
        err = again;
      }
    }
  }
  if (!(opts.signal && opts.signal.aborted)) routeApiError(group, err, opts.silent);
  throw err;
}

/** Calls on one group's API; every response is validated with the struct given. */
export function groupApi(group: string) {
  return {
    get: <T>(path: string, struct: Struct<T, any>, opts?: RequestOptions) =>
      request(group, 'GET', path, undefined, struct, opts),
    post: <T>(path: string, body: unknown, struct: Struct<T, any>, opts?: RequestOptions) =>
      request(group, 'POST', path, body, struct, opts),
    put: <T>(path: string, body: unknown, struct: Struct<T, any>, opts?: RequestOptions) =>
      request(group, 'PUT', path, body, struct, opts),
    patch: <T>(path: string, body: unknown, struct: Struct<T, any>, opts?: RequestOptions) =>
      request(group, 'PATCH', path, body, struct, opts),
    del: <T>(path: string, struct: Struct<T, any>, opts?: RequestOptions) =>
      request(group, 'DELETE', path, undefined, struct, opts),
  };
}
export type GroupApi = ReturnType<typeof groupApi>;
