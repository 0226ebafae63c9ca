// Foundation journeys on a phone: a guest logs in through the sandbox wallet, changes language
// and theme, meets the not-found and maintenance pages, and outlives an expired access token.
import type { Page, Route } from '@playwright/test';
import { accountCalls } from '../contract/api/account';
import { sessionCalls } from '../contract/api/session';
import {
  PERSONA_NAMES, accessTokenOf, callPath, expect, holdEntryScript, loginAs, loginCallToAction, openGroup, resetServer, setMaintenance, setTokenTtl, test,
} from './fixtures';

const GROUP = 'demo';
const GROUP_NAME = 'Demo Academy';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const groupHeading = (page: Page) => page.getByRole('heading', { level: 2, name: GROUP_NAME });

test('a guest sees the group, logs in through the wallet as a member and lands back home', async ({ page }) => {
  await openGroup(page, GROUP);
  await expect(groupHeading(page)).toBeVisible();
  await expect(loginCallToAction(page)).toBeVisible();
  await expect(page.getByText(PERSONA_NAMES.member)).toHaveCount(0);

  await loginAs(page, GROUP, 'member');

  expect(new URL(page.url()).hash).toMatch(new RegExp(`^#/${GROUP}(/home)?/?$`));
  await expect(groupHeading(page)).toBeVisible();
  // The member's home is the group (its latest courses), not their account; no greeting for a long-time member.
  await expect(page.getByRole('heading', { name: 'Latest courses' })).toBeVisible();
  await expect(loginCallToAction(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Login is kept per group across a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Latest courses' })).toBeVisible();
});

test('the language switches to Chinese in settings, stays after a reload, and switches back', async ({ page }) => {
  await openGroup(page, GROUP, 'settings');
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();

  await page.getByRole('radio', { name: '中文' }).check();
  await expect(page.getByRole('heading', { name: '语言' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '外观' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Language' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);

  await page.reload();
  await expect(page.getByRole('heading', { name: '语言' })).toBeVisible();

  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '语言' })).toHaveCount(0);
});

test('the theme choice switches the theme and the page background, and stays after a reload', async ({ page }) => {
  await openGroup(page, GROUP, 'settings');
  const dark = page.getByRole('radio', { name: 'Dark', exact: true });
  await expect(dark).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  const light = await background();

  await dark.check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(background).not.toBe(light);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('radio', { name: 'Light', exact: true }).check();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  await expect.poll(background).toBe(light);
});

test('while the script is on its way a placeholder shows in the saved theme, and goes when the app renders', async ({ page }) => {
  await openGroup(page, GROUP);
  await expect(groupHeading(page)).toBeVisible();
  await page.evaluate(() => localStorage.setItem('grp:v1:settings.theme', '"dark"'));
  const release = await holdEntryScript(page);

  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#boot')).toBeVisible();
  // The home's layout, not a blank page or a spinner: the top bar, the header, section cards, the tabs.
  await expect(page.locator('#boot .boot__bar')).toBeVisible();
  await expect(page.locator('#boot .boot__ring')).toBeVisible();
  await expect(page.locator('#boot .boot__card')).toHaveCount(2);
  for (const card of await page.locator('#boot .boot__card').all()) await expect(card).toBeVisible();
  const tabs = page.locator('#boot .boot__tabs');
  await expect(tabs).toBeVisible();
  const box = await tabs.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('#app')).toBeEmpty();

  release();
  await expect(groupHeading(page)).toBeVisible();
  await expect(page.locator('#boot')).toBeHidden();
});

test('an unknown page under a group says it could not be found', async ({ page }) => {
  await openGroup(page, GROUP, 'no-such-page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back home' })).toBeVisible();
});

test('a group under maintenance shows the maintenance page', async ({ page, request }) => {
  await setMaintenance(request, GROUP, true);
  await openGroup(page, GROUP);
  await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  expect(new URL(page.url()).hash).toContain(`#/${GROUP}/exception/maintenance`);
  await expect(groupHeading(page)).toHaveCount(0);

  await setMaintenance(request, GROUP, false);
  await page.getByRole('link', { name: 'Retry' }).click();
  await expect(groupHeading(page)).toBeVisible();
});

test('an expired access token is refreshed without logging the person out', async ({ context, page, request }) => {
  // The app refreshes a token that is about to expire after every response. To leave it holding
  // an expired one, as after a night away, its refreshes are held back while the 2 s token
  // expires; tokens issued after that live the default lifetime, so no refresh storm follows.
  const refreshPath = callPath(GROUP, sessionCalls.refresh);
  const isRefresh = (url: URL) => url.pathname === refreshPath;
  const holdRefresh = (route: Route) => route.abort('failed');
  try {
    await context.route(isRefresh, holdRefresh);
    await setTokenTtl(request, 2);
    await loginAs(page, GROUP, 'member', { direct: true });
    await expect(page.getByRole('heading', { name: 'Latest courses' })).toBeVisible();
    await setTokenTtl(request, null);

    // Real server time: the access token the app keeps must really have expired, which the
    // server says by refusing it. Waiting for that refusal is waiting for an event, not a sleep.
    const token = await accessTokenOf(page, GROUP);
    expect(token).toBeTruthy();
    await expect
      .poll(async () => {
        const res = await request.get(callPath(GROUP, accountCalls.me), { headers: { authorization: `Bearer ${token}` } });
        return res.status();
      }, { message: 'the server refuses the expired access token', timeout: 15_000 })
      .toBe(401);
    expect(await accessTokenOf(page, GROUP), 'the app still holds the expired token').toBe(token);

    // The person comes back: the page is gone (nothing left to refresh in the background) and
    // the app opens again on the stored, expired token.
    await page.close();
    await context.unroute(isRefresh, holdRefresh);
    const again = await context.newPage();
    const refresh = again.waitForRequest((req) => req.method() === 'POST' && isRefresh(new URL(req.url())));
    await openGroup(again, GROUP);
    await refresh;

    await expect(again.getByRole('heading', { name: 'Latest courses' })).toBeVisible();
    await expect(loginCallToAction(again)).toHaveCount(0);
    await expect.poll(() => accessTokenOf(again, GROUP)).not.toBe(token);
  } finally {
    await setTokenTtl(request, null);
  }
});

test('the group home is usable with assistive technology and fits a 360 px screen', async ({ page }) => {
  await openGroup(page, GROUP);
  await expect(groupHeading(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const named = (el: Element) =>
      Boolean((el.textContent || '').trim() || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.getAttribute('title'));
    for (const el of document.querySelectorAll('button, a[href], [role="button"], [role="link"]')) {
      if (!named(el) && !el.querySelector('img[alt]:not([alt=""])')) found.push(`unnamed ${el.outerHTML.slice(0, 80)}`);
    }
    for (const img of document.querySelectorAll('img')) {
      if (!img.hasAttribute('alt')) found.push(`img without alt ${img.outerHTML.slice(0, 80)}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) {
      found.push(`page scrolls sideways: ${document.documentElement.scrollWidth}px wide in ${window.innerWidth}px`);
    }
    return found;
  });
  expect(problems).toEqual([]);
});
