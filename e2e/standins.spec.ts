// Issue 23 point 9 in a real browser: the server with the sandbox off (its real adapters) and the
// outside parties' stand-ins in a process of their own, as `npm run start:standins` runs them, with the
// app built to send people to the stand-ins' pages. A newcomer signs in through the wallet's OAuth
// and pays to join through each of the four channels (the wallet, WeChat Pay's H5, Alipay, the rc
// coin), each page on the stand-ins' origin and back: everything the browser meets on the server's
// side is the production code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { PHONE } from '../scripts/chromium.mjs';
import { launchStandins, type Launched } from '../server/standins/launch';
import { freePort } from '../server/test/child-server';
import { expect, payOnSandboxPage, sandboxPersonaButton } from './fixtures';

const test = base;
test.use({ ...PHONE });
// One pair of processes for the file, its journeys one after the other.
test.describe.configure({ mode: 'serial' });

const SLOW = { timeout: 20_000 };
let launched: Launched;
let folder: string;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'groups-standins-e2e-'));
  const [port, standinsPort] = [await freePort(), await freePort()];
  const standins = `http://127.0.0.1:${standinsPort}`;
  const dist = join(folder, 'dist');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--logLevel', 'error'], {
    env: {
      ...process.env,
      VITE_OAUTH_BASE: `${standins}/sandbox/mixin`, VITE_WECHAT_OAUTH_BASE: `${standins}/sandbox/wechat`,
      VITE_PAY_BASE: `${standins}/sandbox/mixin/pay`, VITE_CAPTCHA_BASE: `${standins}/sandbox/captcha`,
      VITE_REBORN_PAY_BASE: `${standins}/sandbox/reborn/pay`,
    },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the app did not build for the stand-ins:\n${build.stderr}`);
  launched = await launchStandins({
    port, standinsPort, database: join(folder, 'app.db'), staticDir: dist, standinsEnv: { PAYMENT_CONFIRM_DELAY_MS: '0' },
  });
});

test.afterAll(async () => {
  await launched?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A newcomer signs in to demo through the wallet stand-in's authorize page, and is back in the app. */
async function newcomerSignsIn(page: Page): Promise<void> {
  await page.goto(`${launched.server}/#/demo`);
  await page.getByRole('button', { name: /^log in/i }).or(page.getByRole('link', { name: /^log in/i })).first().click();
  await page.waitForURL((url) => url.origin === launched.standins && url.pathname === '/sandbox/mixin/authorize');
  await sandboxPersonaButton(page, 'new').click();
  await page.waitForURL((url) => url.origin === launched.server && url.hash.startsWith('#/demo') && !url.hash.includes('/auth/'), SLOW);
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
  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
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
  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.origin === launched.standins && url.pathname === '/sandbox/alipay/pay', SLOW);
  await payOnSandboxPage(page);
  await expectPaid(page);
});

test('a newcomer pays to join through WeChat Pay (H5): the stand-in\'s H5 page for the order the SDK signed, back to the result', async ({ page }) => {
  await newcomerSignsIn(page);
  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  // Not the default outside WeChat: the person picks it, and the sheet offers WeChat Pay's H5 page.
  await sheet.getByRole('radio', { name: /WeChat Pay/ }).check();
  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
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
  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.origin === launched.standins && url.pathname === '/sandbox/reborn/pay', SLOW);
  await payOnSandboxPage(page, /^\d+(\.\d+)?\s+RC$/);
  await expectPaid(page);
});
