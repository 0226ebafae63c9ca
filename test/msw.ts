import { afterAll, afterEach, beforeAll } from 'vitest';
import { http, passthrough, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import type { Call } from '../contract/api/call';
import { apiBase } from '../src/lib/http';

/**
 * The one msw server every client test shares; add handlers with `server.use(...)`. The zh and ja
 * texts the app fetches as files go through to test/setup.ts, which serves them from locales/.
 */
export const server = setupServer(http.get('*/assets/:texts/:lang/:file', () => passthrough()));

/** Full URL pattern of a group API path, e.g. apiUrl('demo', '/config'). */
export function apiUrl(group: string, path: string): string {
  return `${apiBase()}/groups/${group}${path}`;
}

/**
 * A handler for a declared call (contract/api): its method and path come from the declaration, so
 * a path changed there cannot leave a mock behind. `group` is the group in the URL (any: '*');
 * `params` fill those of the path's parameters they name; any value matches the others, and the
 * resolver gets them as msw's `params`.
 */
export function mockCall(group: string, declared: Call<string, any, any, any, any, any>, resolver: Resolver): ReturnType<typeof http.get>;
export function mockCall(group: string, declared: Call<string, any, any, any, any, any>, params: Record<string, string>, resolver: Resolver): ReturnType<typeof http.get>;
export function mockCall(group: string, declared: Call<string, any, any, any, any, any>, ...rest: [Resolver] | [Record<string, string>, Resolver]) {
  const [params, resolver] = rest.length === 1 ? [null, rest[0]] : rest;
  const on = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete }[declared.method];
  // The parameters given are filled in; the others still match any value.
  const path = declared.path
    .split('/')
    .map((part) => (part.charAt(0) === ':' && params && params[part.slice(1)] !== undefined ? encodeURIComponent(params[part.slice(1)]) : part))
    .join('/');
  return on(apiUrl(group, path), resolver);
}

type Resolver = HttpResponseResolver<any, any, any>;

/**
 * Opt-in lifecycle: call once at the top of a test file. Unhandled requests
 * fail the test, so a missing handler is never mistaken for a network error.
 */
export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/**
 * A gate for a handler to await, so a test can look at a screen while its request is still out
 * (loading states), then let the answer go: `const page = heldResponse(); … await page.wait(); …
 * page.release()`.
 */
export function heldResponse(): { release: () => void; wait: () => Promise<void> } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { release, wait: () => gate };
}
