// Every screen in the table, rendered through the app against the reference server (real routes,
// a seeded temporary database) as the group's owner, so each shows its content rather than an
// empty or error state. test/setup.ts fails a test that renders a text whose namespace was not
// loaded: passing here means each screen's route lists every namespace the screen renders with.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup } from '@testing-library/preact';
import { http } from 'msw';
import { accountCalls } from '../contract/api/account';
import { orderCalls } from '../contract/api/order';
import { createTestServer, type TestServer } from '../server/test/helpers';
import { PRODUCT_IDS } from '../server/seed';
import { ALBUM_IDS, COURSE_IDS } from '../server/seed/courses';
import { SEED_ARTICLE_IDS } from '../server/seed/articles';
import { SEED_BADGE_SHARE_KEYS } from '../server/seed/badges';
import { CHECKIN_IDS } from '../server/seed/checkin';
import { matchScreen, preloadScreen, screens } from '../src/app/screens';
import { i18n } from '../src/lib/i18n';
import { core } from '../locales/en';
import { patternOf, type RouteName } from '../src/lib/paths';
import { logoutGroup, setSession } from '../src/lib/session';
import { closeAllModals } from '../src/ui/modals';
import { renderApp } from './app';
import { server as msw, useMswServer } from './msw';

useMswServer();

let api: TestServer;
let inflight = 0;
const params: Record<string, string> = { group: 'demo', id: COURSE_IDS.showcase, album: ALBUM_IDS[0] };

/** The values of each route's path parameters; the rest come from `params`. */
const PARAMS: Partial<Record<RouteName, Record<string, string>>> = {};
type Tokens = { token: string; refresh_token: string };
let owner: Tokens;
/** Someone joining the group, with an order to pay (staff order nothing). */
let joining: Tokens;
const AS_JOINING: RouteName[] = ['group-order-id', 'group-checkout-result'];

beforeAll(async () => {
  api = createTestServer({ sandbox: true });
  owner = await api.signedIn('owner');
  joining = await api.signedIn('pending');
  const me = await api.get(`/api/groups/demo${accountCalls.me.path}`, owner.token);
  PARAMS['members-id'] = { id: me.body.data.user_id };
  PARAMS['group-articles-id'] = { id: String(SEED_ARTICLE_IDS.paidUnbought) };
  PARAMS['group-badge-id'] = { id: 'first_discussion' };
  for (const name of ['group-checkin-id-edit', 'group-checkin-id-preview', 'group-checkin-id-statistics'] as const) {
    PARAMS[name] = { id: CHECKIN_IDS.reading };
  }
  const order = await api.post(`/api/groups/demo${orderCalls.create.path}`, { product_id: PRODUCT_IDS.demoMembership, quantity: 1, invite_code: 'DEMOPERM' }, joining.token);
  if (!order.body.data) throw new Error(`no order to show: ${order.text}`);
  PARAMS['group-order-id'] = { id: order.body.data.order_id };
});

afterAll(() => {
  logoutGroup('demo');
  api.close();
});

afterEach(() => {
  act(() => closeAllModals());
  cleanup();
  // Each screen starts from the first paint's texts: what an earlier screen loaded must not
  // cover for a namespace this one fails to list.
  for (const ns of Object.keys(i18n.store.data.en || {})) {
    if (!(ns in core)) i18n.removeResourceBundle('en', ns);
  }
});

const match = (name: RouteName) => matchScreen(urlOf(name));

function urlOf(name: RouteName): string {
  const values = { ...params, ...PARAMS[name] };
  return patternOf(name).replace(/\/:(\w+)\??/g, (_, key: string) => `/${values[key]}`);
}

/**
 * Resolves once the screen is there, no request is out, and the page has not changed for a few
 * ticks: each tick is longer than Preact's effect deadline (35 ms), so the effects of the last
 * render, and the requests they send, have run before the page counts as still. The screen's own
 * chunk is loaded before it renders; a chunk a screen loads later for a part of itself is what a
 * very slow machine could still outwait.
 */
async function settled(): Promise<void> {
  let last = '';
  let still = 0;
  for (let i = 0; i < 250 && still < 5; i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 40)));
    const main = document.querySelector('main');
    const now = document.body.innerHTML;
    still = inflight === 0 && !!main && main.childElementCount > 0 && now === last ? still + 1 : 0;
    last = now;
  }
}

describe('every screen renders with only the texts its route loads', () => {
  it.each(screens.map((def) => def.name))('%s', async (name) => {
    msw.use(
      http.all('*/api/*', async ({ request }) => {
        inflight++;
        try {
          const url = new URL(request.url);
          return await api.app.request(url.pathname + url.search, {
            method: request.method,
            headers: request.headers,
            body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
          });
        } finally {
          inflight--;
        }
      }),
    );
    const who = AS_JOINING.indexOf(name) >= 0 ? joining : owner;
    setSession('demo', { token: who.token, refresh_token: who.refresh_token });
    const queries: Partial<Record<RouteName, string>> = {
      'group-checkout-result': `?order_id=${PARAMS['group-order-id']!.id}`,
      'group-badge-share': `?a=${PARAMS['members-id']!.id}&b=${SEED_BADGE_SHARE_KEYS.ownerFirstDiscussion}`,
      'group-checkin-qualify': `?id=${CHECKIN_IDS.reading}`,
    };
    const query = queries[name] || '';
    // The screen's chunk and texts first (what its route loads, no more), so that the page cannot
    // look settled while that chunk is still compiling on a busy machine.
    await preloadScreen(urlOf(name));
    renderApp(`#${urlOf(name)}${query}`);
    await settled();
    expect(document.body.textContent).not.toMatch(/This page could not be found/);
    // Issue 10: each screen has one h1, the top bar's title (the start page, outside any group, its own).
    const h1s = document.querySelectorAll('h1');
    expect(Array.from(h1s, (h) => h.textContent), 'one h1 per screen').toHaveLength(1);
    const inTopBar = !!h1s[0] && !!h1s[0].closest('.app-top-bar');
    expect(inTopBar, 'the h1 is the top-bar title').toBe(!!match(name).params.group);
  });
});
