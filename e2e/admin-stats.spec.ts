// The admin's statistics against the reference server (issue 14 point 7, journey (g)): the admin opens
// the member statistics from the portal, picks a 30-day period, sees the chart (a drawn canvas) and the
// table of 30 days, and downloads the table as CSV. On a phone (360×640) and on a desktop (1280×800).
// And the portal's index (issue 26 point 13): the owner sees the dashboard's figures and follows what needs
// attention (no withdrawal PIN, a blocked member) to the screen that deals with it.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoHello, loginAs, phoneOf, resetServer, test } from './fixtures';

const GROUP = 'demo';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function desktopOf(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', baseURL });
  const page = await context.newPage();
  await loginAs(page, GROUP, 'admin', { direct: true });
  await expectNoHello(page);
  return { context, page };
}

/**
 * The chart's canvas size on screen, or null while there is none: the chart draws a new canvas when its
 * data comes, so the one a check found visible may be gone by the time it is measured (asked again).
 */
function chartSize(page: Page) {
  return page.locator('.stats-chart canvas').first().boundingBox();
}

async function journey(page: Page) {
  await page.goto(`/#/${GROUP}/admin`);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /Member statistics/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/admin/user_stat$`));
  const days = page.getByRole('table', { name: 'Members by day' }).locator('tbody tr');

  // A week first, then the 30 days.
  await page.getByRole('radio', { name: '7 days' }).check();
  await expect(days).toHaveCount(7);
  await page.getByRole('radio', { name: '30 days' }).check();
  await expect(days).toHaveCount(30);
  await expect(page.getByText(/ – .*, 30 days/)).toBeVisible();

  // The chart is drawn: a canvas with a size, and what it shows in words.
  await expect(page.locator('.stats-chart canvas').first()).toBeVisible();
  await expect.poll(async () => (await chartSize(page))?.width ?? 0).toBeGreaterThan(200);
  await expect.poll(async () => (await chartSize(page))?.height ?? 0).toBeGreaterThan(100);
  await expect(page.getByText(/\(30 days\): \d+ new members, \d+ paid joins/)).toBeVisible();
  // The seeded year of history fills the days: no closed day of the 30 (today is live) without active members.
  const active = await days.locator('td:nth-child(5)').allTextContents();
  for (const cell of active.slice(0, 29)) expect(Number(cell)).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^demo-members-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Date,New members,Paid joins,Renewals,Active members,Churned');
  expect(lines).toHaveLength(31);
  expect(lines[30]).toMatch(/^\d{4}-\d{2}-\d{2}(,\d+){5}$/);
  await expect(page.getByText('CSV saved')).toBeVisible();
}

test('(g) on a phone, the admin opens member statistics, picks 30 days, sees the chart and downloads the CSV', async ({ browser, baseURL }) => {
  const { context, page } = await phoneOf(browser, baseURL, GROUP, 'admin');
  try {
    await journey(page);
    // At 360 px the section is a page of its own.
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
  } finally {
    await context.close();
  }
});

test('(g) on a desktop, the same, with the sections beside it', async ({ browser, baseURL }) => {
  const { context, page } = await desktopOf(browser, baseURL);
  try {
    await journey(page);
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    // The chart fills its column.
    await expect.poll(async () => (await chartSize(page))?.width ?? 0).toBeGreaterThan(600);
  } finally {
    await context.close();
  }
});

test('the admin sees the income of the last 30 days by asset, and one asset alone', async ({ browser, baseURL }) => {
  const { context, page } = await phoneOf(browser, baseURL, GROUP, 'admin');
  try {
    await page.goto(`/#/${GROUP}/admin/profit_stat`);
    const table = page.getByRole('table', { name: 'Income by day' });
    await expect(table.locator('tbody tr')).toHaveCount(30);
    await expect(table.getByRole('columnheader', { name: 'BTC' })).toBeVisible();
    await page.getByLabel('Asset').selectOption({ label: 'CNY' });
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'CNY', 'Paid orders', 'Value (CNY)']);
    await expect(page.locator('.stats-chart canvas').first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the owner opens the portal on its dashboard, sees the figures, and follows what needs attention to the screen for it (360×640)', async ({ browser, baseURL }) => {
  // Issue 26 point 13: the portal's index is the group at a glance.
  const { context, page } = await phoneOf(browser, baseURL, GROUP, 'owner');
  try {
    await page.goto(`/#/${GROUP}/admin`);
    const glance = page.getByRole('region', { name: 'The group at a glance' });
    // The seeded group: its active members, a year of paid orders, a week of chat, posts and check-ins.
    await expect(glance.getByRole('link', { name: /^Active members \d+ \d+ joined in the last 7 days$/ })).toBeVisible();
    await expect(glance.getByRole('link', { name: /^Income, last 30 days ¥[\d,]+\.\d\d / })).toBeVisible();
    await expect(glance.getByRole('link', { name: /^Activity, last 7 days \d+ \d+ chat messages/ })).toBeVisible();

    // No withdrawal PIN yet: the link leads to the vaults, where it is set.
    await expect(glance.getByRole('heading', { name: 'Needs your attention' })).toBeVisible();
    await glance.getByRole('link', { name: /^No withdrawal PIN yet/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/${GROUP}/admin/vaults$`));
    await expect(page.getByRole('region', { name: 'Withdrawal PIN' }).getByLabel('New PIN (6 digits)')).toBeVisible();

    // Back on the dashboard, the blocked member leads to the members.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`#/${GROUP}/admin$`));
    await glance.getByRole('link', { name: '1 member is blocked or banned' }).click();
    await expect(page).toHaveURL(new RegExp(`#/${GROUP}/members$`));
    await expect(page.getByRole('searchbox', { name: 'Search members' })).toBeVisible();
  } finally {
    await context.close();
  }
});
