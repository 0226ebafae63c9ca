// The admin's content sections against the reference server (issue 14 point 3, journey (e) of point 7):
// the admin creates a coupon batch in the portal, a member claims one from the list the group shows
// and pays less with it, and the admin's list then counts it claimed and used. At 360×640 and at
// 1280×800 (the portal's list beside the section). And the admin publishes an article and broadcasts
// it to the members' home; the sections pass axe in light and dark.
import type { Browser, Page } from '@playwright/test';
import { PHONE } from '../scripts/chromium.mjs';
import { seriousViolationsInBothSchemes, setScheme } from './axe';
import { expect, expectNoHello, loginAs, payOnSandboxPage, resetServer, test, type PersonaKey } from './fixtures';

const SLOW = { timeout: 20_000 };
const GROUP = 'demo';
const VIEWPORTS = [
  { name: '360×640', context: PHONE },
  { name: '1280×800', context: { viewport: { width: 1280, height: 800 } } },
] as const;

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** Someone signed in on a browser of their own at `viewport`. */
async function personOn(browser: Browser, baseURL: string | undefined, persona: Exclude<PersonaKey, 'new'>, context: object) {
  const ctx = await browser.newContext({ ...context, locale: 'en-US', baseURL });
  const page = await ctx.newPage();
  await loginAs(page, GROUP, persona, { direct: true });
  await expectNoHello(page);
  return { context: ctx, page };
}

/** The batch's card in the admin's list, and its usage numbers (claimed, used, expired unused). */
function batchCard(page: Page, code: string) {
  return page.getByRole('article', { name: code });
}
async function usageOf(page: Page, code: string): Promise<string[]> {
  return batchCard(page, code).getByLabel(`Usage of ${code}`).getByRole('definition').allTextContents();
}

for (const { name, context } of VIEWPORTS) {
  test(`(e) at ${name}: the admin creates a coupon batch, a member claims one and pays less with it`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const admin = await personOn(browser, baseURL, 'admin', context);
    const member = await personOn(browser, baseURL, 'member', context);
    try {
      // The admin opens Coupons from the portal's list of sections.
      const { page } = admin;
      await page.goto(`/#/${GROUP}/admin`);
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Coupons/ }).click();
      await expect(page).toHaveURL(new RegExp(`#/${GROUP}/admin/coupon$`));
      await expect(batchCard(page, 'NEWBIE20')).toBeVisible(SLOW);

      await page.getByRole('button', { name: 'New coupon batch' }).click();
      const form = page.getByRole('form', { name: 'New coupon batch' });
      await form.getByRole('textbox', { name: 'Name' }).fill('Spring sale');
      // 100% off is no discount: refused on the spot, nothing sent, the text kept.
      await form.getByRole('textbox', { name: 'Percent off' }).fill('100');
      await form.getByRole('button', { name: 'Create batch' }).click();
      await expect(form.getByText('Enter a percentage above 0 and below 100, with at most 2 decimals.')).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Spring sale');

      await form.getByRole('textbox', { name: 'Percent off' }).fill('25');
      await form.getByRole('combobox', { name: 'Asset' }).selectOption({ label: 'USDT' });
      await form.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'Demo Academy membership' });
      await form.getByRole('combobox', { name: 'Payment method' }).selectOption({ label: 'Wallet' });
      await form.getByRole('button', { name: /^Last day/ }).click();
      const picker = page.getByRole('dialog', { name: 'Last day' });
      const lastDay = new Date(Date.now() + 30 * 86_400_000);
      const iso = `${lastDay.getFullYear()}-${String(lastDay.getMonth() + 1).padStart(2, '0')}-${String(lastDay.getDate()).padStart(2, '0')}`;
      await picker.getByLabel('Date').fill(iso);
      await picker.getByRole('button', { name: 'OK' }).click();
      await form.getByRole('radio', { name: 'Limited', exact: true }).check();
      await form.getByRole('textbox', { name: 'Most claims' }).fill('100');
      await form.getByRole('radio', { name: 'Type a code' }).check();
      await form.getByRole('textbox', { name: 'Coupon code' }).fill('spring25');
      await expect(form.getByRole('checkbox', { name: /List it for members to claim/ })).toBeChecked();
      await form.getByRole('button', { name: 'Create batch' }).click();
      await expect(page.getByText('Coupon batch SPRING25 created')).toBeVisible(SLOW);
      await expect(batchCard(page, 'SPRING25').getByText('Spring sale · 25% off')).toBeVisible();
      expect(await usageOf(page, 'SPRING25')).toEqual(['0', '0', '0']);

      // The member finds it among the coupons the group lists, and claims it with a tap.
      const m = member.page;
      await m.goto(`/#/${GROUP}/coupons`);
      const listed = m.getByRole('region', { name: 'Coupons you can claim' });
      await listed.getByRole('button', { name: 'Claim Spring sale' }).click(SLOW);
      await expect(m.getByText('Claim success')).toBeVisible();

      // Under mine; "Use it" opens the membership's checkout with it: 20 USDT a year, 15 with it.
      await m.getByRole('link', { name: /^My coupons/ }).click();
      await m.getByRole('region', { name: /^Usable/ }).getByRole('link', { name: /Spring sale/ }).click(SLOW);
      await m.getByRole('button', { name: 'Use it' }).click();
      const sheet = m.getByRole('dialog', { name: 'Checkout' });
      await expect(sheet).toBeVisible(SLOW);
      await expect(sheet.getByRole('radio', { name: /Wallet.*USDT/ })).toBeChecked();
      await expect(sheet.getByRole('button', { name: /^Coupon/ })).toContainText('Spring sale');
      await expect(sheet.locator('del')).toContainText('20');
      await sheet.getByRole('button', { name: /^Pay / }).click();
      const checking = m.getByRole('dialog', { name: 'Checking payment' });
      await expect(checking).toBeVisible();
      const wallet = new URL((await checking.getByRole('link', { name: 'Open in the wallet app' }).getAttribute('href'))!, m.url());
      expect(wallet.searchParams.get('amount')).toMatch(/^15(\.0*)?$/);
      await m.goto(wallet.toString());
      await payOnSandboxPage(m, /^15(\.0*)?\s+USDT$/);
      await expect(m.getByRole('heading', { name: 'Payment successful' })).toBeVisible(SLOW);

      // The admin's list counts it: claimed once, used once; and the admin takes it off the members' list.
      await page.reload();
      await expect.poll(() => usageOf(page, 'SPRING25'), SLOW).toEqual(['1', '1', '0']);
      await batchCard(page, 'SPRING25').getByRole('button', { name: 'Stop listing' }).click();
      await expect(page.getByText('SPRING25 is no longer listed')).toBeVisible();
      await expect(batchCard(page, 'SPRING25').getByText('Secret code')).toBeVisible();
    } finally {
      await admin.context.close();
      await member.context.close();
    }
  });
}

/** axe (WCAG 2 A, AA) on the section shown now, in light and dark: no serious or critical violation. */
async function expectAxeClean(page: Page): Promise<void> {
  await setScheme(page, 'light');
  expect(await seriousViolationsInBothSchemes(page, 'the section', { include: '.admin-app__page' })).toEqual([]);
  await setScheme(page, 'light');
}

test('the admin publishes an article with rewards and broadcasts it: the member’s home features it', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await personOn(browser, baseURL, 'admin', PHONE);
  const member = await personOn(browser, baseURL, 'member', PHONE);
  try {
    const { page } = admin;
    await page.goto(`/#/${GROUP}/admin`);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Articles/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/${GROUP}/admin/article$`));
    const list = page.getByRole('list', { name: 'Articles' });
    await expect(list.getByRole('listitem')).toHaveCount(10, SLOW);
    await expectAxeClean(page);

    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Reading the spring reports');
    await page.getByRole('textbox', { name: 'Link' }).fill('example.com/spring');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Enter a link starting with http:// or https://, like https://example.com/article.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Link' }).fill('https://example.com/spring');
    await page.getByRole('textbox', { name: 'Summary' }).fill('What changed this quarter, in five charts.');
    await page.getByRole('checkbox', { name: 'Reward readers' }).check();
    await page.getByRole('textbox', { name: 'Number of rewards' }).fill('5');
    await page.getByRole('combobox', { name: 'Reward asset' }).selectOption({ label: 'USDT' });
    await page.getByRole('textbox', { name: 'Amount of each reward' }).fill('0.1');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Article published')).toBeVisible(SLOW);
    await expect(page).toHaveURL(new RegExp(`#/${GROUP}/admin/article$`));
    const first = list.getByRole('listitem').first();
    await expect(first).toContainText('Reading the spring reports');
    await expect(first).toContainText('Rewards: 5 of 5 left, 0.1 USDT each');

    // Broadcast it with the next one: asked first, then every member's home features them.
    await page.getByRole('checkbox', { name: 'Select for the broadcast: Reading the spring reports' }).check();
    await list.getByRole('listitem').nth(1).getByRole('checkbox').check();
    await expect(page.getByText('2 of 5 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Broadcast', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Broadcast these articles?' });
    await expect(dialog.getByRole('listitem').first()).toHaveText('Reading the spring reports');
    await dialog.getByRole('button', { name: 'Broadcast' }).click();
    await expect(page.getByText('Broadcast to members')).toBeVisible();
    await expect(first.getByText('Featured')).toBeVisible();

    const m = member.page;
    await m.goto(`/#/${GROUP}`);
    await m.reload();
    const articles = m.getByRole('region', { name: 'Articles' });
    await expect(articles.getByRole('list').first()).toContainText('Reading the spring reports', SLOW);

    // The edit page: the article as saved; the invitation and coupon sections pass axe too.
    await first.getByRole('link').click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Reading the spring reports', SLOW);
    await expect(page.getByText('Delete article')).toBeVisible();
    await expectAxeClean(page);
    await page.goto(`/#/${GROUP}/admin/invitation`);
    await expect(page.getByRole('list', { name: 'Codes' }).getByRole('listitem').first()).toBeVisible(SLOW);
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Bonuses' }).click();
    await expect(page.getByText('Bonuses earned in total')).toBeVisible(SLOW);
    await expectAxeClean(page);
    await page.goto(`/#/${GROUP}/admin/coupon`);
    await expect(batchCard(page, 'NEWBIE20')).toBeVisible(SLOW);
    await page.getByRole('button', { name: 'New coupon batch' }).click();
    await expect(page.getByRole('form', { name: 'New coupon batch' })).toBeVisible(SLOW);
    await expectAxeClean(page);
  } finally {
    await admin.context.close();
    await member.context.close();
  }
});
