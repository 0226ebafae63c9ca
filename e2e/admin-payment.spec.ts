// The admin portal's payment and favourite-bot sections against the reference server (issue 14,
// slice admin_payment): the admin changes the membership's price a year and a newcomer's join
// screen shows the new price; the admin finds a bot by its identity number, adds it to the
// favourite bots, and the member's home shows its shortcut. On a 360×640 phone, and the price
// journey on a 1280×800 screen too.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, loginAs, phoneOf, resetServer, test } from './fixtures';
import { PHONE } from '../scripts/chromium.mjs';

const GROUP = 'demo';
/** The Weather bot of the sandbox wallet (server/seed/live.ts), not one of demo's favourites. */
const WEATHER_IDENTITY_NUMBER = '7000300003';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

type Screen = 'phone' | 'desktop';

/** The admin signed in on a device of their own: a 360×640 phone or a 1280×800 screen. */
async function adminOn(browser: Browser, baseURL: string | undefined, screen: Screen): Promise<{ context: BrowserContext; page: Page }> {
  if (screen === 'phone') return phoneOf(browser, baseURL, GROUP, 'admin');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', baseURL });
  const page = await context.newPage();
  await loginAs(page, GROUP, 'admin', { direct: true });
  return { context, page };
}

/** Someone new to the wallet and the group, signed in on a phone: the join screen is theirs. */
async function newcomer(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, locale: 'en-US', baseURL });
  const page = await context.newPage();
  await loginAs(page, GROUP, 'new', { direct: true });
  return { context, page };
}

async function priceJourney(browser: Browser, baseURL: string | undefined, screen: Screen): Promise<void> {
  const adam = await adminOn(browser, baseURL, screen);
  try {
    await adam.page.goto(`/#/${GROUP}/admin`);
    await adam.page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Payment/ }).click();
    await expect(adam.page).toHaveURL(new RegExp(`#/${GROUP}/admin/payment$`));
    const price = adam.page.getByRole('region', { name: 'Price a year' });
    const field = price.getByRole('textbox', { name: 'Price a year (CNY)' });
    // 0.0003 BTC a year at ¥480,000 a BTC.
    await expect(field).toHaveValue('144.00');

    // Not more than the fiat benchmark's ¥0.01: refused in place, kept as typed, nothing saved.
    await field.fill('0.01');
    await price.getByRole('button', { name: 'Save price' }).click();
    await expect(price.getByRole('alert')).toHaveText('The price must be more than ¥0.01.');
    await expect(field).toHaveValue('0.01');

    await field.fill('216');
    await expect(price.getByText('0.00045 BTC')).toBeVisible();
    await price.getByRole('button', { name: 'Save price' }).click();
    await expect(adam.page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(field).toHaveValue('216.00');
  } finally {
    await adam.context.close();
  }

  // A newcomer's join screen: ¥216 a year is $30.00 at ¥7.20 a dollar (it was $20.00).
  const pat = await newcomer(browser, baseURL);
  try {
    await pat.page.goto(`/#/${GROUP}`);
    await expect(pat.page.getByTestId('join-price-local')).toHaveText('$30.00');
    await expect(pat.page.getByRole('button', { name: 'Pay to join' })).toBeVisible();
  } finally {
    await pat.context.close();
  }
}

async function favouriteBotJourney(browser: Browser, baseURL: string | undefined): Promise<void> {
  const adam = await adminOn(browser, baseURL, 'phone');
  const mia = await phoneOf(browser, baseURL, GROUP, 'member');
  try {
    const shortcuts = mia.page.getByRole('region', { name: 'Shortcuts' });
    await mia.page.goto(`/#/${GROUP}`);
    await expect(shortcuts.getByRole('link', { name: 'News Bot' })).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: 'Weather' })).toHaveCount(0);

    await adam.page.goto(`/#/${GROUP}/admin`);
    await adam.page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Favourite bots/ }).click();
    await expect(adam.page).toHaveURL(new RegExp(`#/${GROUP}/admin/favorite$`));
    const add = adam.page.getByRole('region', { name: 'Add a bot' });
    await add.getByRole('textbox', { name: 'Identity number or app ID' }).fill(WEATHER_IDENTITY_NUMBER);
    await add.getByRole('button', { name: 'Search' }).click();
    await expect(add.getByText('Forecasts for your city')).toBeVisible();
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(adam.page.getByText('Weather added')).toBeVisible();
    const list = adam.page.getByRole('region', { name: 'Favourite bots' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('listitem').last()).toContainText('Weather');

    // The member's home, read again: Weather is a shortcut, last.
    await mia.page.reload();
    const weather = shortcuts.getByRole('link', { name: 'Weather' });
    await expect(weather).toBeVisible();
    await expect(weather).toHaveAttribute('href', 'https://bots.sandbox.invalid/weather');
    await expect(shortcuts.getByRole('link')).toHaveText(['News Bot', 'Translator', 'Market Watch', 'Weather']);
  } finally {
    await adam.context.close();
    await mia.context.close();
  }
}

test.describe('on a phone (360×640)', () => {
  test('the admin changes the membership price: a newcomer\'s join screen shows the new price', async ({ browser, baseURL }) => {
    await priceJourney(browser, baseURL, 'phone');
  });

  test('the admin adds a favourite bot found by its id: the member\'s home shows its shortcut', async ({ browser, baseURL }) => {
    await favouriteBotJourney(browser, baseURL);
  });
});

test.describe('at 1280×800', () => {
  test('the admin changes the membership price: a newcomer\'s join screen shows the new price', async ({ browser, baseURL }) => {
    await priceJourney(browser, baseURL, 'desktop');
  });
});
