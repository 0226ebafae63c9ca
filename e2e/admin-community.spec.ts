// The admin's community sections against the reference server (issue 14 point 3): the admin raises
// the least tip in the portal and the member's kudos form refuses less, in the §5 words; the admin
// unpins a pinned post and pins another, and the member's discussion list follows; the admin
// schedules a stream and the member's home shows it coming up, then takes it off again. On a phone
// (360×640); the discussion and schedule journeys also with the admin on a desktop (1280×800).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoHello, loginAs, phoneOf, resetServer, test } from './fixtures';

const GROUP = 'demo';
/** The lecturer (server/sandbox/personas.ts). */
const LECTURER_ID = '00000000-0000-4000-8000-000000000003';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function adminOn(browser: Browser, baseURL: string | undefined, desktop: boolean): Promise<{ context: BrowserContext; page: Page }> {
  if (!desktop) return phoneOf(browser, baseURL, GROUP, 'admin');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', baseURL });
  const page = await context.newPage();
  await loginAs(page, GROUP, 'admin', { direct: true });
  await expectNoHello(page);
  return { context, page };
}

/** Opens a section from the portal's list, as an admin would. */
async function openSection(page: Page, name: RegExp, path: string) {
  await page.goto(`/#/${GROUP}/admin`);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/admin/${path}$`));
}

test('the admin raises the least tip; the member\'s kudos form refuses a smaller one with the §5 message', async ({ browser, baseURL }) => {
  const admin = await phoneOf(browser, baseURL, GROUP, 'admin');
  const member = await phoneOf(browser, baseURL, GROUP, 'member');
  try {
    await openSection(admin.page, /^Kudos/, 'tip');
    const section = admin.page.getByRole('region', { name: 'Least tip' });
    const field = section.getByRole('textbox', { name: 'Least tip in USD' });
    await expect(field).toHaveValue('0.1');

    // 0 is no minimum: refused on the phone, nothing sent, the text kept.
    await field.fill('0');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('alert')).toHaveText('The least amount must be above 0.');
    await expect(field).toHaveValue('0');

    await field.fill('2');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(admin.page.getByText('Least tip saved')).toBeVisible();
    await admin.page.reload();
    await expect(admin.page.getByRole('region', { name: 'Least tip' }).getByRole('textbox', { name: 'Least tip in USD' })).toHaveValue('2');

    // The member's kudos form, in USDT (0.1 USD was 0.1 USDT; now 2 USDT).
    const { page } = member;
    await page.goto(`/#/${GROUP}/tip/send?to=${LECTURER_ID}`);
    await expect(page.getByRole('heading', { name: 'Lena Lecturer' })).toBeVisible();
    await page.getByRole('radio', { name: 'USDT' }).check();
    await expect(page.getByText(/^At least 2 USDT/)).toBeVisible();
    await page.getByLabel('Amount in USDT').fill('1.5');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('amount must not be lower than 2 USDT')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kudos waiting for payment' })).toHaveCount(0);
    await expect(page.getByLabel('Amount in USDT')).toHaveValue('1.5');
  } finally {
    await admin.context.close();
    await member.context.close();
  }
});

for (const desktop of [false, true]) {
  test(`the admin unpins a post and pins another; the member's discussion list follows${desktop ? ' (admin at 1280×800)' : ''}`, async ({ browser, baseURL }) => {
    const admin = await adminOn(browser, baseURL, desktop);
    const member = await phoneOf(browser, baseURL, GROUP, 'member');
    try {
      await openSection(admin.page, /^Discussions/, 'discussion');
      const pinned = admin.page.getByRole('region', { name: 'Pinned posts' });
      const recent = admin.page.getByRole('region', { name: 'Latest posts' });
      // The seed pins three posts; the first in the list was pinned last.
      await expect(pinned.getByRole('listitem')).toHaveCount(3);
      const unpinText = ((await pinned.locator('.discussion-admin__text').first().textContent()) || '').slice(0, 40);
      const pinText = ((await recent.locator('.discussion-admin__text').first().textContent()) || '').slice(0, 40);
      expect(unpinText.length).toBeGreaterThan(10);
      expect(pinText.length).toBeGreaterThan(10);

      const feed = member.page.getByRole('list', { name: 'Discussions' });
      const card = (text: string) => feed.getByRole('listitem').filter({ hasText: text });
      await member.page.goto(`/#/${GROUP}/discussions`);
      await expect(card(unpinText)).toHaveCount(1);
      await expect(card(unpinText)).toContainText('Pinned');
      await expect(card(pinText)).not.toContainText('Pinned');

      await pinned.getByRole('listitem').filter({ hasText: unpinText }).getByRole('button', { name: 'Unpin' }).click();
      await expect(admin.page.getByText('Unpinned', { exact: true })).toBeVisible();
      await expect(recent.getByRole('listitem').filter({ hasText: unpinText })).toHaveCount(1);
      await expect(pinned.getByRole('listitem')).toHaveCount(2);

      await recent.getByRole('listitem').filter({ hasText: pinText }).getByRole('button', { name: 'Pin to top' }).click();
      await expect(admin.page.getByText('Pinned to the top')).toBeVisible();
      await expect(pinned.getByRole('listitem').first()).toContainText(pinText);

      // The member's list, read again: the newly pinned post leads, the unpinned one is an ordinary post.
      await member.page.reload();
      await expect(feed.getByRole('listitem').first()).toContainText(pinText);
      await expect(feed.getByRole('listitem').first()).toContainText('Pinned');
      await expect(card(unpinText)).toHaveCount(1);
      await expect(card(unpinText)).not.toContainText('Pinned');
    } finally {
      await admin.context.close();
      await member.context.close();
    }
  });
}

/** A local day `days` from today, as the picker's date input takes it (the browser runs on this machine's clock). */
function dayFromNow(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

for (const desktop of [false, true]) {
  test(`the admin schedules a stream; the member's home shows it coming up, until it is deleted${desktop ? ' (admin at 1280×800)' : ''}`, async ({ browser, baseURL }) => {
    const admin = await adminOn(browser, baseURL, desktop);
    const member = await phoneOf(browser, baseURL, GROUP, 'member');
    try {
      const { page } = admin;
      await openSection(page, /^Live stream/, 'stream');
      await page.getByRole('link', { name: 'Prepare the streaming software' }).click();
      await expect(page).toHaveURL(new RegExp(`#/${GROUP}/admin/setting/stream_prepare$`));
      const schedule = page.getByRole('region', { name: 'Schedule' });
      const list = schedule.getByRole('list', { name: 'Scheduled streams' });
      // The seed's: in 2 days, in 7 days, and one not announced yet.
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await expect(list.getByRole('listitem').first()).toContainText('Live Q&A: your first portfolio');

      // No time picked: refused on the spot, nothing sent, the title kept.
      const title = `Office hours ${Date.now() % 100000}`;
      await schedule.getByRole('textbox', { name: 'Title' }).fill(title);
      await schedule.getByRole('button', { name: 'Schedule' }).click();
      await expect(schedule.getByText('Pick the date and time it starts.')).toBeVisible();
      await expect(schedule.getByRole('textbox', { name: 'Title' })).toHaveValue(title);

      // Tomorrow at 09:30: the soonest, so first on the schedule and on the member's home.
      await schedule.getByRole('button', { name: /^Starts at/ }).click();
      const picker = page.getByRole('dialog', { name: 'Starts at' });
      await picker.getByLabel('Date').fill(dayFromNow(1));
      await picker.getByRole('combobox', { name: 'Hour' }).selectOption('9');
      await picker.getByRole('combobox', { name: 'Minute' }).selectOption('30');
      await picker.getByRole('button', { name: 'OK' }).click();
      await schedule.getByRole('textbox', { name: 'Description (optional)' }).fill('Bring your questions about the course.');
      await schedule.getByRole('button', { name: 'Schedule' }).click();
      await expect(page.getByText('Stream scheduled')).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(4);
      await expect(list.getByRole('listitem').first()).toContainText(title);
      await expect(list.getByRole('listitem').first()).toContainText(/09:30 AM/);
      await expect(schedule.getByRole('textbox', { name: 'Title' })).toHaveValue('');

      const m = member.page;
      const comingUp = m.getByRole('region', { name: 'Coming up' });
      // The member opens the home afresh (signing in left her there, with the list as it was then).
      await m.goto(`/#/${GROUP}`);
      await m.reload();
      await expect(comingUp.getByRole('listitem').first()).toContainText(title);
      await expect(comingUp.getByRole('listitem').first()).toContainText(`${dayFromNow(1).replace(/-/g, '/')} 09:30`);

      // Taken off the schedule (asked first): gone from the member's home too.
      await list.getByRole('listitem').first().getByRole('button', { name: `Delete “${title}”` }).click();
      await page.getByRole('dialog', { name: 'Take this stream off the schedule?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Taken off the schedule')).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await m.reload();
      await expect(comingUp.getByRole('listitem').first()).toContainText('Live Q&A: your first portfolio');
      await expect(comingUp).not.toContainText(title);
    } finally {
      await admin.context.close();
      await member.context.close();
    }
  });
}
