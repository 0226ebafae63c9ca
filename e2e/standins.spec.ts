// Issue 23 point 9 in a real browser: the server with the sandbox off (its real adapters) and the
// outside parties' stand-ins in a process of their own, as `npm run start:standins` runs them, with the
// app built to send people to the stand-ins' pages. A newcomer signs in through the wallet's OAuth
// and pays to join through each of the four channels (the wallet, WeChat Pay's H5, Alipay, the rc
// coin), each page on the stand-ins' origin and back, and the owner withdraws from the profit vault
// (the group bot's Safe transaction): everything the browser meets on the server's side is the
// production code.
import { test as base, type Page } from '@playwright/test';
import { PHONE } from '../scripts/chromium.mjs';
import type { Launched } from '../server/standins/launch';
import { cspViolations, expect, payOnSandboxPage } from './fixtures';
import { launchStandinsApp, signInThroughWallet, type StandinsApp } from './standinsApp';

// Every page is checked against the Content-Security-Policy, as the other journeys are (fixtures.ts).
const test = base.extend({
  page: async ({ page }, use) => {
    const violations = cspViolations(page);
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
test.use({ ...PHONE });
// One pair of processes for the file, its journeys one after the other.
test.describe.configure({ mode: 'serial' });

const SLOW = { timeout: 20_000 };
let app: StandinsApp | undefined;
let launched: Launched;

test.beforeAll(async () => {
  app = await launchStandinsApp();
  launched = app.launched;
});

test.afterAll(async () => {
  await app?.dispose();
});

/** A newcomer signs in to demo through the wallet stand-in's authorize page, and is back in the app. */
async function newcomerSignsIn(page: Page): Promise<void> {
  await signInThroughWallet(page, launched, 'demo', 'new');
  const field = page.getByRole('textbox', { name: /^Invitation code/ });
  await field.fill('DEMOPERM');
  await field.blur();
  await expect(page.getByRole('button', { name: 'Pay to join' })).toBeEnabled(SLOW);
  await page.getByRole('button', { name: 'Pay to join' }).click();
}

async function expectPaid(page: Page): Promise<void> {
  await page.waitForURL((url) => url.origin === launched.server && url.hash.includes('/checkout/result'), SLOW);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible(SLOW);
}

test('a newcomer signs in through the wallet and pays to join on the wallet\'s pay page; the server reads the bot\'s snapshots', async ({ page }) => {
  await newcomerSignsIn(page);
  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  await sheet.getByRole('radio', { name: /Wallet.*BTC/ }).check();
  await sheet.getByRole('button', { name: /^Pay / }).click();
  const checking = page.getByRole('dialog', { name: 'Checking payment' });
  const walletUrl = new URL((await checking.getByRole('link', { name: 'Open in the wallet app' }).getAttribute('href'))!);
  expect(walletUrl.origin).toBe(launched.standins);
  await page.goto(walletUrl.toString());
  await payOnSandboxPage(page, /^0\.0003\d*\s+BTC$/);
  await expectPaid(page);
});

test('a newcomer pays to join through Alipay: the SDK\'s signed pay URL at the stand-in\'s gateway, back to the result', async ({ page }) => {
  await newcomerSignsIn(page);
  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  await expect(sheet.getByRole('radio', { name: /Alipay/ })).toBeChecked();
  await sheet.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.origin === launched.standins && url.pathname === '/sandbox/alipay/pay', SLOW);
  await payOnSandboxPage(page);
  await expectPaid(page);
});

test('a newcomer pays to join through WeChat Pay (H5): the stand-in\'s H5 page for the order the SDK signed, back to the result', async ({ page }) => {
  await newcomerSignsIn(page);
  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  // Not the default outside WeChat: the person picks it, and the sheet offers WeChat Pay's H5 page.
  await sheet.getByRole('radio', { name: /WeChat Pay/ }).check();
  await sheet.getByRole('button', { name: /^Pay / }).click();
  const checking = page.getByRole('dialog', { name: 'Checking payment' });
  const h5 = new URL((await checking.getByRole('link', { name: 'Open the payment page' }).getAttribute('href'))!);
  expect(`${h5.origin}${h5.pathname}`).toBe(`${launched.standins}/sandbox/wechat/pay`);
  // The server appended where WeChat Pay sends the payer back: the order's result in the app.
  expect(new URL(h5.searchParams.get('redirect_url')!).origin).toBe(launched.server);
  await page.goto(h5.toString());
  await payOnSandboxPage(page, /^\d+(\.\d+)?\s+CNY$/);
  await expectPaid(page);
});

test('a newcomer pays to join in rc: the rc app\'s pay page at VITE_REBORN_PAY_BASE, its signed report to the server, back to the result', async ({ page }) => {
  await newcomerSignsIn(page);
  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  // demo's membership takes the rc coin (server/seed.ts, seedDemoCommerce): the last of its channels.
  await sheet.getByRole('radio', { name: /Reborn coin/ }).check();
  await sheet.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.origin === launched.standins && url.pathname === '/sandbox/reborn/pay', SLOW);
  await payOnSandboxPage(page, /^\d+(\.\d+)?\s+RC$/);
  await expectPaid(page);
});

test('the owner withdraws from the profit vault: the group bot\'s Safe transaction to the owner\'s wallet, confirmed by the wallet', async ({ page }) => {
  await signInThroughWallet(page, launched, 'demo', 'owner');
  await page.goto(`${launched.server}/#/demo/admin/vaults`);
  const setup = page.getByRole('region', { name: 'Withdrawal PIN' });
  await setup.getByLabel('New PIN (6 digits)').fill('246810');
  await setup.getByLabel('The same PIN again').fill('246810');
  await setup.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByText('Withdrawal PIN set')).toBeVisible(SLOW);
  await page.getByRole('region', { name: 'Profit vault' }).getByRole('link', { name: 'Withdraw' }).click();
  const form = page.getByRole('form', { name: 'Profit vault' });
  await form.getByLabel('Asset').selectOption({ label: 'USDT' });
  await form.getByLabel('Amount').fill('2');
  await form.getByLabel('Note').fill('November payout');
  await form.getByLabel('Withdrawal PIN').fill('246810');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  const done = page.getByRole('region', { name: 'Withdrawal sent' });
  await expect(done.getByText('2 USDT is on its way to the owner’s wallet (“November payout”).')).toBeVisible(SLOW);
  // The server's send-wallet-transfers job (every 2 s) sends it through the wallet SDK; the wallet
  // stand-in spends it once every input's signature verifies, and the history says Sent.
  await done.getByRole('link', { name: 'Back to the vaults' }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Withdrawals' }).getByText('Sent', { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
});
