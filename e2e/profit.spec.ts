// Profit on a phone against the reference server (issue 13, point 10 journey (e)): a member opens
// "Rewards and profit" from the me tab, finds the two seeded years month by month in their states
// (claimed green, the others as warnings, distributed read as "Not claimed"), sees what a payout
// still needs and the way to fix it, and opens a month and one asset's record in it.
import { PHONE } from '../scripts/chromium.mjs';
import { expect, loginAs, resetServer, test } from './fixtures';

const GROUP = 'demo';
const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa';
/** --success and --warning of the light theme (src/styles/theme.css). */
const GREEN = 'rgb(27, 127, 59)';
const AMBER = 'rgb(161, 92, 0)';

/** The seed's states by months back (server/seed/profit.ts). */
const STATES = ['Pending', 'Tax calculated', 'Taxed', 'Not claimed', 'Not claimed', ...Array(19).fill('Claimed')];

function monthsAgo(ago: number): { key: string; name: string } {
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - ago, 1));
  return {
    key: at.toISOString().slice(0, 7),
    name: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(at),
  };
}

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test.use({ ...PHONE, locale: 'en-US', colorScheme: 'light' });

test('(e) the profit page shows the seeded months in their states and colours, a month and a record', async ({ page }) => {
  await loginAs(page, GROUP, 'member', { direct: true });
  await page.goto(`/#/${GROUP}/me`);
  await page.getByRole('link', { name: 'Rewards and profit' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/profit$`));

  const months = page.getByRole('region', { name: 'By month' }).getByRole('listitem');
  await expect(months).toHaveCount(24);
  for (let ago = 0; ago < STATES.length; ago++) {
    const row = months.nth(ago);
    const { key, name } = monthsAgo(ago);
    await expect(row).toHaveAttribute('data-month', key);
    await expect(row).toContainText(name);
    const badge = row.locator('.profit-state');
    await expect(badge).toHaveText(STATES[ago]!);
    await expect(badge).toHaveCSS('color', STATES[ago] === 'Claimed' ? GREEN : AMBER);
  }

  // What a payout needs: the +86 phone is there; KYC is not shared with demo, and the way to fix it is the KYC page.
  const needs = page.getByRole('region', { name: 'Payout needs' });
  await expect(needs).toContainText('+86 139****0004');
  await expect(needs).toContainText('Not verified for this group yet.');
  await expect(page.getByText('It is paid on the 1st of the next month; the CNY part is released around the 25th.')).toBeVisible();

  // Six months back: the month that reached the 30% bracket (server/routes/profit/profit.test.ts).
  const big = monthsAgo(6);
  await months.nth(6).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/profit/month\\?date=${big.key}$`));
  await expect(page.getByRole('heading', { name: big.name })).toBeVisible();
  await expect(page.getByTestId('profit-month-tax')).toHaveText('¥5,622.88');
  await expect(page.getByRole('article')).toHaveCount(3);

  await page.getByRole('link', { name: 'BTC, Revenue share: details' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/profit/detail\\?date=${big.key}&asset_id=${BTC}$`));
  // The detail's one record (the month's three articles may still show for a moment after the URL changes).
  const record = page.getByRole('article');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('0.06 BTC');
  await expect(record).toContainText('0.0106219 BTC');
  await expect(record).toContainText(`Paid on${monthsAgo(5).key.replace('-', '/')}/01`);
  await expect(record.locator('.profit-state')).toHaveCSS('color', GREEN);

  // Back on the profit page, the KYC need leads to the KYC page.
  await page.goto(`/#/${GROUP}/profit`);
  await page.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/kyc$`));
});
