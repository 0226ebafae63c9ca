// Theme and overlays on a 360×640 phone (issue 10, points 9 and 13): the app paints in the
// system's colour scheme from the first frame and follows it while open; a toast never covers the
// top bar's title; the screen's one h1 is that title.
import type { Page } from '@playwright/test';
import { expect, holdEntryScript, loginAs, openGroup, resetServer, test } from './fixtures';

const GROUP = 'demo';
const ALBUM = '61000000-0000-4000-8000-000000000001';
/** --bg of each theme (src/styles/theme.css). */
const BACKGROUND = { light: 'rgb(244, 245, 247)', dark: 'rgb(17, 19, 23)' };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const bootBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.getElementById('boot')!).backgroundColor);

test.describe('on a phone in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('with no saved choice the app paints dark from the first frame, and follows the system while open', async ({ page }) => {
    // Hold the app's script: what shows meanwhile is index.html, its inline script and boot.css.
    const release = await holdEntryScript(page);
    await page.goto(`/#/${GROUP}`, { waitUntil: 'commit' });
    await expect(page.locator('#boot')).toBeVisible();
    await expect(page.locator('#app')).toBeEmpty();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => bootBackground(page)).toBe(BACKGROUND.dark);

    release();
    await expect(page.locator('.app-top-bar')).toBeVisible();
    const body = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await body()).toBe(BACKGROUND.dark);

    // The phone switches to light mode while the app is open.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(body).toBe(BACKGROUND.light);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a chosen light theme stays light on a dark phone, and "same as the system" goes back to dark', async ({ page }) => {
    await openGroup(page, GROUP, 'settings');
    await expect(page.getByRole('radio', { name: 'Same as the system' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('radio', { name: 'Light', exact: true }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('radio', { name: 'Same as the system' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('an old saved dark-mode switch still paints dark before the script runs', async ({ page }) => {
  await openGroup(page, GROUP);
  await expect(page.locator('.app-top-bar')).toBeVisible();
  await page.evaluate(() => {
    localStorage.removeItem('grp:v1:settings.theme');
    localStorage.setItem('grp:v1:settings.dark', 'true');
  });
  const release = await holdEntryScript(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => bootBackground(page)).toBe(BACKGROUND.dark);
  release();
  await expect(page.locator('.app-top-bar')).toBeVisible();
  await openGroup(page, GROUP, 'settings');
  const dark = page.getByRole('radio', { name: 'Dark', exact: true });
  await expect(dark).toBeVisible({ timeout: 15_000 });
  await expect(dark).toBeChecked();
});

test('a toast shows below the top bar, never over its title, and the title is the one h1', async ({ page }) => {
  await loginAs(page, GROUP, 'member', { direct: true });
  await openGroup(page, GROUP, `albums/${ALBUM}`);
  const title = page.locator('.app-top-bar__title');
  await expect(title).not.toBeEmpty();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveClass(/app-top-bar__title/);
  // A dialog that greets the person may sit over the page: out of the way first.
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');

  const favour = page.getByRole('button', { name: /favourites/ });
  await favour.click();
  const toast = page.locator('.ui-toast').first();
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const titleBox = (await title.boundingBox())!;
  const barBox = (await page.locator('.app-top-bar').boundingBox())!;
  // Below the whole bar (its back button too), not only its title.
  expect(toastBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  const overlaps = (a: typeof toastBox, b: typeof toastBox) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps(toastBox, titleBox)).toBe(false);
  // Nor over the bottom tabs.
  const nav = page.locator('.app-bottom-nav');
  if (await nav.count()) expect(overlaps(toastBox, (await nav.boundingBox())!)).toBe(false);
});

test('a toast over an open sheet stays below its title and close button', async ({ page }) => {
  // A newcomer's checkout: at 360×640 it is as tall as a sheet gets, its head near the top bar.
  const sheet = await openNewcomerCheckout(page);

  // A refused code is said under its field, not in a toast (issue 26 point 12).
  await sheet.getByRole('button', { name: /^Coupon/ }).click();
  const code = sheet.getByRole('textbox', { name: 'Coupon code' });
  await code.fill('NOSUCHCODE');
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(code).toHaveAccessibleDescription('Incorrect code');
  await expect(code).toHaveValue('NOSUCHCODE');
  const toasts = page.locator('.ui-toast');
  await expect(toasts).toHaveCount(0);

  // Two codes that give coupons: two toasts, one below the other.
  for (const right of ['WELCOME5', 'NEWBIE20']) {
    await code.fill(right);
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(code).toHaveValue('');
  }
  await expect(toasts.nth(1)).toBeVisible();

  const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const title = (await sheet.locator('.ui-sheet__title').boundingBox())!;
  const close = (await sheet.getByRole('button', { name: 'Close' }).boundingBox())!;
  for (const toast of await toasts.all()) {
    const box = (await toast.boundingBox())!;
    expect(overlaps(box, title)).toBe(false);
    expect(overlaps(box, close)).toBe(false);
  }
  // Still the app's live region that announces it.
  await expect(page.locator('.ui-toasts [role="status"]')).toContainText('Claim success');
});

type Box = { x: number; y: number; width: number; height: number };

/** A newcomer (the `pending` persona) with the owner's code opens the checkout to join; the open sheet. */
async function openNewcomerCheckout(page: Page) {
  await loginAs(page, GROUP, 'pending', { direct: true });
  const invitation = page.getByRole('textbox', { name: /^Invitation code/ });
  await invitation.fill('DEMOPERM');
  await invitation.blur();
  const buy = page.getByRole('button', { name: 'Pay to join' });
  await expect(buy).toBeEnabled({ timeout: 20_000 });
  await buy.click();
  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  await expect(sheet).toBeVisible();
  return sheet;
}

test('a focus ring inside the checkout sheet is drawn whole, never cut by the panel that scrolls', async ({ page }) => {
  const sheet = await openNewcomerCheckout(page);
  await expect(sheet.getByRole('radio').first()).toBeVisible();

  // Walk the sheet by keyboard, as a person with a keyboard would; each focused control's ring
  // (its outline, offset included) must lie within every ancestor that clips (overflow not visible).
  const cut: string[] = [];
  let seen = 0;
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !el.closest('[role="dialog"]')) return null;
      const style = getComputedStyle(el);
      const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30)}"`;
      if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) return { label, problem: 'no focus ring' };
      const grow = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      // A radio's ring can sit on its label row: measure the element that is drawn.
      const r = el.getBoundingClientRect();
      const ring = { left: r.left - grow, top: r.top - grow, right: r.right + grow, bottom: r.bottom + grow };
      for (let a = el.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        // The clip is the padding box: inside the borders.
        const left = c.left + a.clientLeft;
        const top = c.top + a.clientTop;
        const clip = { left, top, right: left + a.clientWidth, bottom: top + a.clientHeight };
        // Only the sides that matter across the scroll direction: a ring scrolled out of view is not cut.
        const sidesCut = (s.overflowX !== 'visible' && (ring.left < clip.left - 0.5 || ring.right > clip.right + 0.5))
          || (s.overflowY !== 'visible' && r.top >= clip.top && r.bottom <= clip.bottom
            && (ring.top < clip.top - 0.5 || ring.bottom > clip.bottom + 0.5));
        if (sidesCut) return { label, problem: `ring cut by ${a.className || a.tagName}` };
      }
      return { label, problem: null };
    });
    if (!found) break;
    seen++;
    if (found.problem) cut.push(`${found.label}: ${found.problem}`);
  }
  expect(seen).toBeGreaterThan(3);
  expect(cut).toEqual([]);
});
