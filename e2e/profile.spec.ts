// The member's own profile in the group on a phone against the reference server (issue 13 point 1):
// nickname and bio, and privacy mode hiding the activity history from other members.
import { PHONE } from '../scripts/chromium.mjs';
import { expect, expectNoHello, loginAs, resetServer, test } from './fixtures';

const GROUP = 'demo';
const MEMBER_ID = '00000000-0000-4000-8000-000000000004';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test.use({ ...PHONE, locale: 'en-US' });

test('a member sets a nickname and bio, turns privacy mode on, and another member sees no history', async ({ page, browser }) => {
  await loginAs(page, GROUP, 'member', { direct: true });
  await expectNoHello(page);
  await page.goto(`/#/${GROUP}/me`);
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/me/profile$`));

  await page.getByLabel('Nickname').fill('Mimi');
  await page.getByLabel('About you').fill('Reading about markets on weekends.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.getByRole('switch', { name: 'Privacy mode' }).check();
  await expect(page.getByRole('switch', { name: 'Privacy mode' })).toBeChecked();

  // Another member (the lecturer) on the member's page: the new nickname and bio, no activities.
  const other = await browser.newContext({ ...PHONE, locale: 'en-US' });
  const lecturer = await other.newPage();
  await loginAs(lecturer, GROUP, 'lecturer', { direct: true });
  await lecturer.goto(`/#/${GROUP}/members/${MEMBER_ID}`);
  await expect(lecturer.getByText('Mimi', { exact: true })).toBeVisible();
  await expect(lecturer.getByText('Reading about markets on weekends.')).toBeVisible();
  await expect(lecturer.getByText('No activity yet.')).toBeVisible();

  // Privacy mode off: the history is back.
  await page.reload();
  await page.getByRole('switch', { name: 'Privacy mode' }).uncheck();
  await expect(page.getByRole('switch', { name: 'Privacy mode' })).not.toBeChecked();
  await lecturer.reload();
  await expect(lecturer.getByText('Renewed the membership').first()).toBeVisible();
  await other.close();
});
