// The checkout as a paying newcomer meets it (issue 10, points 3, 4 and 7): a coupon survives a
// reload during payment, a payment left on the wallet can be paid again, and the result page's
// one primary action is on the first screen of a 360×640 phone.
import type { Locator, Page } from '@playwright/test';
import { expectNoHello, expect, loginAs, payOnSandboxPage, resetServer, test } from './fixtures';

const SLOW = { timeout: 20_000 };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** Pat (pending in demo, holding coupons) logs in, applies the owner's code and opens the checkout. */
async function openJoinCheckout(page: Page, firstTime = true): Promise<Locator> {
  if (firstTime) {
    await loginAs(page, 'demo', 'pending', { direct: true });
    await expectNoHello(page);
    const field = page.getByRole('textbox', { name: /^Invitation code/ });
    await field.fill('DEMOPERM');
    await field.blur();
  }
  const buy = page.getByRole('button', { name: 'Pay to join' });
  await expect(buy).toBeEnabled(SLOW);
  await buy.click();
  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Chooses the wallet's 20% discount in the coupon list (which switches the channel to the wallet). */
async function chooseBtcDiscount(sheet: Locator): Promise<void> {
  await sheet.getByRole('button', { name: /^Coupon/ }).click();
  const discount = sheet.getByRole('listitem').getByRole('button', { name: /20% off membership/ });
  await discount.click();
  await expect(discount).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet.getByRole('radio', { name: /Wallet.*BTC/ })).toBeChecked();
}

/** Pays on the wallet: the checking dialog's wallet link, with the amount it carries. */
async function payOnWallet(page: Page, sheet: Locator): Promise<URL> {
  await sheet.getByRole('button', { name: /^Pay / }).click();
  const checking = page.getByRole('dialog', { name: 'Checking payment' });
  await expect(checking).toBeVisible();
  const href = await checking.getByRole('link', { name: 'Open in the wallet app' }).getAttribute('href');
  return new URL(href!, page.url());
}

test('a coupon chosen for a payment left by a reload is still usable when the checkout opens again', async ({ page }) => {
  const sheet = await openJoinCheckout(page);
  await chooseBtcDiscount(sheet);
  const first = await payOnWallet(page, sheet);
  expect(first.searchParams.get('amount')).toMatch(/^0\.00024(0*)$/);

  // The person reloads while the payment is being checked, and buys again.
  await page.reload();
  const again = await openJoinCheckout(page, false);
  await chooseBtcDiscount(again);
  await expect(again.getByText(/0\.00024/).first()).toBeVisible();
  const second = await payOnWallet(page, again);
  expect(second.searchParams.get('amount')).toMatch(/^0\.00024(0*)$/);
  expect(second.searchParams.get('trace')).toBe(first.searchParams.get('trace'));

  await page.goto(second.toString());
  await payOnSandboxPage(page, /^0\.00024\d*\s+BTC$/);
  await page.waitForURL(/#\/demo\/checkout\/result\?order_id=/, SLOW);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible(SLOW);

  // The result page's one primary action is on the first screen of a 360×640 phone.
  const enter = page.getByRole('link', { name: 'Enter the group' });
  await expect(enter).toBeVisible();
  const box = (await enter.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(viewport).toEqual({ width: 360, height: 640 });
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  await expect(page.locator('.ui-btn--primary')).toHaveCount(1);
});

test('a payment cancelled on the wallet page leaves the order unpaid: the result page says nothing was charged, and Pay now pays the same order', async ({ page }) => {
  const sheet = await openJoinCheckout(page);
  await chooseBtcDiscount(sheet);
  const wallet = await payOnWallet(page, sheet);

  await page.goto(wallet.toString());
  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  // The wallet tells nobody of a payment cancelled: the order waits, unpaid, and says so.
  await page.waitForURL(/#\/demo\/checkout\/result\?order_id=/, SLOW);
  await expect(page.getByRole('heading', { name: 'Confirming payment' })).toBeVisible(SLOW);
  await expect(page.getByText('Not paid yet? Nothing was charged, and you can pay now.')).toBeVisible();

  await page.getByRole('button', { name: 'Pay now' }).click();
  const again = page.getByRole('dialog', { name: 'Checkout' });
  await expect(again).toBeVisible();
  // The same order, with the coupon it holds.
  await chooseBtcDiscount(again);
  const second = await payOnWallet(page, again);
  expect(second.searchParams.get('amount')).toMatch(/^0\.00024(0*)$/);
  expect(second.searchParams.get('trace')).toBe(wallet.searchParams.get('trace'));
  await page.goto(second.toString());
  await payOnSandboxPage(page, /^0\.00024\d*\s+BTC$/);
  await page.waitForURL(/#\/demo\/checkout\/result\?order_id=/, SLOW);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible(SLOW);
});
