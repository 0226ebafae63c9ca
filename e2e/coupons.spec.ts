// Coupons and the buy-crypto hint (issue 13, journeys (a) and (f) of point 10): a member claims a
// coupon by code, finds it under their coupons, uses it from its page and pays less; a member claims
// one the group lists with one tap and finds it under mine; a member whose
// wallet holds too little for a renewal is offered to buy, and buying with money from other people
// without an approved KYC leads to the KYC page.
import type { Page } from '@playwright/test';
import { seriousViolationsInBothSchemes, setScheme } from './axe';
import { expect, expectNoHello, loginAs, payOnSandboxPage, resetServer, test } from './fixtures';

const SLOW = { timeout: 20_000 };

/** axe (WCAG 2 A, AA) on what shows now, in light and dark: no serious or critical violation. */
async function expectAxeClean(page: Page): Promise<void> {
  await setScheme(page, 'light');
  expect(await seriousViolationsInBothSchemes(page, 'the page')).toEqual([]);
  await setScheme(page, 'light');
}

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('(a) a member claims a coupon by code, finds it under mine, uses it from its page and pays less', async ({ page }) => {
  await loginAs(page, 'demo', 'member', { direct: true });
  await expectNoHello(page);

  // The me tab leads to the coupons.
  await page.goto('/#/demo/me');
  await page.getByRole('link', { name: /^Coupons/ }).click();
  await page.waitForURL(/#\/demo\/coupons$/);

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('newbie20');
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(page.getByText('Claim success')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '20% off your first year is yours.' })).toBeVisible();

  // Under mine, with the member's other coupons grouped usable, used and expired.
  await page.getByRole('link', { name: /^My coupons/ }).click();
  await page.waitForURL(/#\/demo\/coupons\/mine$/);
  const usable = page.getByRole('region', { name: /^Usable/ });
  await expect(page.getByRole('region', { name: /^Used/ }).getByText('CNY 15 voucher (used)', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Expired/ }).getByText('Spring voucher (expired)', { exact: true })).toBeVisible();
  await usable.getByRole('link', { name: /20% off your first year/ }).click();
  await page.waitForURL(/#\/demo\/coupons\/[0-9a-f-]{36}$/);

  // Its page: "Use it" opens the membership's checkout with this coupon chosen (not the best one,
  // the member's 10% renewal discount), on the wallet's USDT, which the coupon pays in.
  await expect(page.getByText('Pays in')).toBeVisible();
  await page.getByRole('button', { name: 'Use it' }).click();
  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  await expect(sheet).toBeVisible(SLOW);
  await expect(sheet.getByRole('radio', { name: /Wallet.*USDT/ })).toBeChecked();
  await expect(sheet.getByRole('button', { name: /^Coupon/ })).toContainText('20% off your first year');
  // 20 USDT a year, 16 with the coupon: the full price is struck through.
  await expect(sheet.locator('del')).toContainText('20');

  await sheet.getByRole('button', { name: /^Pay / }).click();
  const checking = page.getByRole('dialog', { name: 'Checking payment' });
  await expect(checking).toBeVisible();
  const wallet = new URL((await checking.getByRole('link', { name: 'Open in the wallet app' }).getAttribute('href'))!, page.url());
  expect(wallet.searchParams.get('amount')).toMatch(/^16(\.0*)?$/);
  await page.goto(wallet.toString());
  await payOnSandboxPage(page, /^16(\.0*)?\s+USDT$/);
  await page.waitForURL(/#\/demo\/checkout\/result\?order_id=/, SLOW);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible(SLOW);

  // Spent: now under used.
  await page.goto('/#/demo/coupons/mine');
  await expect(page.getByRole('region', { name: /^Used/ }).getByText('20% off your first year', { exact: true })).toBeVisible(SLOW);
});

test('a member claims a coupon the group lists with one tap and finds it under mine', async ({ page }) => {
  await loginAs(page, 'demo', 'member', { direct: true });
  await expectNoHello(page);
  await page.goto('/#/demo/coupons');

  // demo lists two codes, soonest to expire first; NEWBIE20 stays a code one has to know.
  const listed = page.getByRole('region', { name: 'Coupons you can claim' });
  await expect(listed.getByRole('button', { name: /^Claim / })).toHaveCount(2, SLOW);
  await expect(listed.getByText('50 left')).toBeVisible();
  await expect(listed.getByText('20% off your first year')).toHaveCount(0);
  await expectAxeClean(page);

  await listed.getByRole('button', { name: 'Claim Welcome voucher' }).click();
  await expect(page.getByText('Claim success')).toBeVisible();
  await expect(listed.getByRole('button', { name: /^Claim / })).toHaveCount(1);
  await expect(listed.getByText('Welcome voucher', { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: /^My coupons/ }).click();
  await page.waitForURL(/#\/demo\/coupons\/mine$/);
  await expect(page.getByRole('region', { name: /^Usable/ }).getByText('Welcome voucher', { exact: true })).toBeVisible(SLOW);
});

test('(f) buying crypto with money from other people, KYC not approved, leads to the KYC page', async ({ page }) => {
  await loginAs(page, 'demo', 'member', { direct: true });
  await expectNoHello(page);

  // Seven more years cost 140 USDT; the member's wallet holds 120.5.
  await page.goto('/#/demo/renew');
  await page.getByRole('radio', { name: '7 years' }).check();
  await page.getByRole('button', { name: 'Renew for 7 years' }).click();
  const sheet = page.getByRole('dialog', { name: 'Renew membership' });
  await expect(sheet).toBeVisible(SLOW);
  await sheet.getByRole('radio', { name: /Wallet.*USDT/ }).check();
  await expect(sheet.getByText('Your wallet holds 120.5 USDT; this payment needs 140 USDT.')).toBeVisible(SLOW);
  await expectAxeClean(page);

  // 'approach': a sheet of ways to buy what is missing.
  await sheet.getByRole('button', { name: 'Buy USDT' }).click();
  const choices = page.getByRole('dialog', { name: 'Buy 19.5 USDT' });
  await expect(choices).toBeVisible();
  await expect(choices.getByRole('button', { name: /Swap USDT/ })).toHaveCount(0);
  await expectAxeClean(page);
  await choices.getByRole('button', { name: /With money, from other people/ }).click();

  const kyc = page.getByRole('dialog', { name: 'Verify your identity first' });
  await expect(kyc).toBeVisible();
  await kyc.getByRole('button', { name: 'Verify identity' }).click();
  await page.waitForURL(/#\/demo\/kyc$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
