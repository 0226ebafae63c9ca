// Check-in tasks on a phone against the reference server (issue 11, point 11 e): an admin creates a
// daily task; a member finds it from the me tab, joins, checks in with a line and a photo and sees
// the streak and today filled in the calendar; the admin then sees the statistics chart and
// downloads the CSV, with the member in it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, phoneOf, resetServer, test } from './fixtures';

const GROUP = 'demo';
const SLIDE = new URL('../server/seed/media/slide.jpg', import.meta.url);

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a member joins a check-in task, checks in and sees the streak; the admin sees the chart and downloads the CSV', async ({ browser, baseURL }) => {
  const title = `Evening stretch ${Date.now() % 100000}`;
  const admin = await phoneOf(browser, baseURL, GROUP, 'admin');
  await admin.page.goto(`/#/${GROUP}/checkin`);
  await admin.page.getByRole('link', { name: 'New task' }).click();
  await expect(admin.page).toHaveURL(new RegExp(`#/${GROUP}/checkin/create$`));
  await admin.page.getByLabel('Title').fill(title);
  await admin.page.getByLabel('Description').fill('Ten minutes of stretching before bed.');
  await admin.page.getByRole('checkbox', { name: 'Members may patch missed check-ins' }).check();
  await admin.page.getByRole('button', { name: 'Create' }).click();
  await expect(admin.page).toHaveURL(new RegExp(`#/${GROUP}/checkin/[0-9a-f-]{36}/preview$`));
  const taskUrl = new URL(admin.page.url()).hash;
  await expect(admin.page.getByRole('heading', { name: title })).toBeVisible();

  const member = await phoneOf(browser, baseURL, GROUP, 'member');
  const { page } = member;
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Me', exact: true }).click();
  await page.getByRole('navigation', { name: 'Membership and settings' }).getByRole('link', { name: 'Check-in' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/checkin$`));
  await page.getByRole('list', { name: 'Check-in tasks' }).getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`${taskUrl}$`));

  await page.getByRole('button', { name: 'Join' }).click();
  await page.getByRole('button', { name: 'Check in' }).click();
  await page.getByLabel('Check-in text').fill('Stretched for ten minutes.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add an image' }).click();
  await (await chooser).setFiles({ name: 'slide.jpg', mimeType: 'image/jpeg', buffer: readFileSync(fileURLToPath(SLIDE)) });
  await expect(page.getByRole('button', { name: /^Remove/ })).toBeVisible();
  await page.getByRole('form', { name: 'Your check-in' }).getByRole('button', { name: 'Check in' }).click();

  await expect(page.getByText('Checked in today')).toBeVisible();
  const streak = page.getByRole('region', { name: 'day in a row' });
  await expect(streak.locator('strong')).toHaveText('1');
  await expect(streak).toContainText('1 check-in');
  await expect(page.locator('.checkin-day--done.checkin-day--today')).toHaveCount(1);
  const feed = page.getByRole('list', { name: 'Check-ins' });
  await expect(feed).toContainText('Stretched for ten minutes.');
  const image = feed.getByRole('img', { name: 'Image 1' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await member.context.close();

  const stats = admin.page;
  await stats.goto(`/${taskUrl}`);
  await stats.getByRole('navigation', { name: 'Task tools' }).getByRole('link', { name: 'Statistics' }).click();
  await expect(stats).toHaveURL(new RegExp(`#/${GROUP}/checkin/[0-9a-f-]{36}/statistics$`));
  const chart = stats.getByRole('img', { name: /check-ins: 1\.$/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(1);
  await expect(stats.getByRole('region', { name: 'Members' }).getByRole('row')).toHaveCount(2);
  await expect(stats.getByRole('region', { name: 'Members' })).toContainText('Mia');

  const download = stats.waitForEvent('download');
  await stats.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^checkin-[0-9a-f-]{36}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toBe('member,user id,joined at,check-ins,streak,last check-in,qualified');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Mia');
  await admin.context.close();
});
