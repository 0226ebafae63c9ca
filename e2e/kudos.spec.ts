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
