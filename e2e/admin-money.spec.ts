// The group's money in the admin portal against the reference server (issue 14 point 7, journey (f)):
// the owner opens the vaults, sets the withdrawal PIN the first time, and withdraws from the profit
// vault: a wrong PIN first (refused, the tries left said), then the right one; the new balance and
// the withdrawal show, and the sandbox wallet confirms it. On a 360×640 phone and a 1280×800 screen.
import type { Page } from '@playwright/test';
import { expect, loginAs, resetServer, test } from './fixtures';

const GROUP = 'demo';
const PIN = '246810';
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function withdrawAfterAWrongPin(page: Page) {
  await loginAs(page, GROUP, 'owner', { direct: true });
  await page.goto(`/#/${GROUP}/admin`);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Vaults/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/admin/vaults$`));

  // The seeded paid orders fill the vaults: 35.109 USDT of profit among them.
  const profit = page.getByRole('region', { name: 'Profit vault' });
  await expect(profit.getByText('35.109 USDT')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Master vault' }).getByText('39.3 USDT')).toBeVisible();
  await expect(profit.getByText('Withdrawals start once the owner sets a withdrawal PIN.')).toBeVisible();

  // The first time: the owner sets the PIN, typed twice.
  const setup = page.getByRole('region', { name: 'Withdrawal PIN' });
  await setup.getByLabel('New PIN (6 digits)').fill(PIN);
  await setup.getByLabel('The same PIN again').fill(PIN);
  await setup.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByText('Withdrawal PIN set')).toBeVisible();
  await expect(setup).toHaveCount(0);

  await profit.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/admin/vaults/withdraw$`));
  const form = page.getByRole('form', { name: 'Profit vault' });
  await form.getByLabel('Asset').selectOption({ label: 'USDT' });
  await expect(form.getByText(/^Available: 35\.109 USDT/)).toBeVisible();
  await form.getByLabel('Amount').fill('1.123456789');
  // The asset's 8 decimals are enforced as typed.
  await expect(form.getByLabel('Amount')).toHaveValue('');
  await form.getByLabel('Amount').pressSequentially('1.123456789');
  await expect(form.getByLabel('Amount')).toHaveValue('1.12345678');
  await form.getByLabel('Amount').fill('1.5');
  await form.getByLabel('Note').fill('November payout');

  // A wrong PIN: refused, nothing withdrawn, the tries left said.
  await form.getByLabel('Withdrawal PIN').fill('135791');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('1.5 USDT to the owner’s wallet (“November payout”). This cannot be undone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByText('Wrong PIN. 4 tries left before your withdrawals are locked.')).toBeVisible();
  await expect(form.getByLabel('Withdrawal PIN')).toHaveValue('');
  await expect(form.getByText(/^Available: 35\.109 USDT/)).toBeVisible();

  // The right PIN: withdrawn, with the new balance and the history entry.
  await form.getByLabel('Withdrawal PIN').fill(PIN);
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  const done = page.getByRole('region', { name: 'Withdrawal sent' });
  await expect(done.getByText('1.5 USDT is on its way to the owner’s wallet (“November payout”).')).toBeVisible();
  await expect(done.getByText('The profit vault now holds 33.609 USDT.')).toBeVisible();
  await expect(done.getByText('By Olivia Owner', { exact: false })).toBeVisible();

  // Back at the vaults: the balances moved, and the sandbox wallet confirms the transfer.
  await done.getByRole('link', { name: 'Back to the vaults' }).click();
  await expect(page.getByRole('region', { name: 'Profit vault' }).getByText('33.609 USDT')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Master vault' }).getByText('37.8 USDT')).toBeVisible();
  const history = page.getByRole('region', { name: 'Withdrawals' });
  await expect(history.getByText('1.5 USDT')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Withdrawals' }).getByText('Sent', { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('on a 360×640 phone', () => {
  test('(f) the owner withdraws from the profit vault with the right PIN after a wrong one', async ({ page }) => {
    await withdrawAfterAWrongPin(page);
  });
});

test.describe('at 1280×800', () => {
  test.use(DESKTOP);
  test('(f) the owner withdraws from the profit vault with the right PIN after a wrong one, the sections beside', async ({ page }) => {
    await withdrawAfterAWrongPin(page);
    // The section list stays beside the page, the vaults marked as the one open.
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Vaults/ })).toHaveAttribute('aria-current', 'page');
  });
});
