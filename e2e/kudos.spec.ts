// Kudos on a phone against the reference server (issue 11, point 11 journey (d)): a member sends
// the lecturer kudos from her profile, pays on the sandbox wallet page, and finds herself in the
// kudos rank once the wallet confirms the payment.
import { PHONE } from '../scripts/chromium.mjs';
import { expect, expectNoHello, loginAs, payOnSandboxPage, resetServer, test } from './fixtures';

const GROUP = 'demo';
/** The lecturer (server/sandbox/personas.ts). */
const LECTURER_ID = '00000000-0000-4000-8000-000000000003';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test.use({ ...PHONE, locale: 'en-US' });

test('(d) a member sends kudos to the lecturer and finds themselves in the tip rank', async ({ page }) => {
  await loginAs(page, GROUP, 'member', { direct: true });
  await expectNoHello(page);

  // This week the member has sent one kudos (server/seed/tips.ts).
  await page.goto(`/#/${GROUP}/tip/rank`);
  const mine = page.getByRole('listitem').filter({ hasText: 'Mia Member (you)' });
  await expect(mine).toContainText('1 kudos');

  await page.goto(`/#/${GROUP}/members/${LECTURER_ID}`);
  await expect(page.getByRole('heading', { name: 'Lena Lecturer' })).toBeVisible();
  await page.getByRole('link', { name: 'Send kudos' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/tip/send\\?to=${LECTURER_ID}$`));
  await expect(page.getByRole('heading', { name: 'Lena Lecturer' })).toBeVisible();

  // Below the minimum (0.1 USD): refused on the spot, in the server's words.
  const amount = page.getByLabel(/^Amount in /);
  await amount.fill('0.00000001');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/^amount must not be lower than /)).toBeVisible();

  await amount.fill('1');
  await page.getByLabel('Message (optional)').fill('Thank you for the course!');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kudos waiting for payment' })).toBeVisible();

  // Outside the wallet: its pay page through the link (or the QR code on another phone).
  await page.getByRole('link', { name: 'Open the wallet' }).click();
  await payOnSandboxPage(page);

  // Back at the rank; the tip counts once the wallet confirms it (the sandbox does within seconds).
  await page.waitForURL((url) => url.hash === `#/${GROUP}/tip/rank`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: 'Mia Member (you)' })).toContainText('2 kudos', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // All time too, where she is among the top senders.
  await page.getByRole('tab', { name: 'All time' }).click();
  await expect(page.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listitem').filter({ hasText: 'Mia Member (you)' })).toContainText('4 kudos');
});

test('a member whose wallet holds less than the kudos is told so, may still send, and is offered to buy what is missing', async ({ page }) => {
  await loginAs(page, GROUP, 'member', { direct: true });
  await expectNoHello(page);
  await page.goto(`/#/${GROUP}/tip/send?to=${LECTURER_ID}`);
  await expect(page.getByRole('heading', { name: 'Lena Lecturer' })).toBeVisible();

  // The member's wallet holds 120.5 USDT and 0.01 BTC (server/seed.ts).
  await page.getByLabel('Amount in USDT').fill('200');
  await expect(page.getByText('Your wallet holds 120.5 USDT; this payment needs 200 USDT.')).toBeVisible();
  // Only said: the wallet is the one to refuse.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kudos waiting for payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Send more kudos' }).click();

  await page.getByText('BTC', { exact: true }).click();
  await page.getByLabel('Amount in BTC').fill('0.05');
  await expect(page.getByText('Your wallet holds 0.01 BTC; this payment needs 0.05 BTC.')).toBeVisible();
  await page.getByRole('button', { name: 'Buy BTC' }).click();
  const choices = page.getByRole('dialog', { name: 'Buy 0.04 BTC' });
  await expect(choices.getByRole('button', { name: /Swap USDT for BTC/ })).toBeVisible();
  await choices.getByRole('button', { name: /With money, from other people/ }).click();
  const kyc = page.getByRole('dialog', { name: 'Verify your identity first' });
  await kyc.getByRole('button', { name: 'Verify identity' }).click();
  await page.waitForURL(new RegExp(`#/${GROUP}/kyc$`));
});
