import { afterAll, afterEach, beforeAll } from 'vitest';
import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
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
