// Bank cards and invoices on a phone against the reference server (issue 13 point 10, journeys (c)
// and (d)).
import { PHONE } from '../scripts/chromium.mjs';
import { expect, expectNoHello, loginAs, resetServer, test } from './fixtures';

const GROUP = 'demo';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test.use({ ...PHONE, locale: 'en-US' });

test('(c) a member adds a bank card, sets it default and sees it masked', async ({ page }) => {
  await loginAs(page, GROUP, 'member', { direct: true });
  await expectNoHello(page);

  await page.goto(`/#/${GROUP}/me`);
  await page.getByRole('link', { name: 'Bank cards' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/accounts$`));
  const cards = page.getByRole('list', { name: 'Your bank cards' }).getByRole('listitem');
  const defaultBadge = page.getByText('Default', { exact: true });
  // Seeded (server/seed/money.ts): two cards, the ICBC one the default.
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByText('Default', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Add a bank card' }).click();
  await page.getByLabel('Card holder').fill('Mia Member');
  // One digit off: the Luhn check refuses it before anything is sent.
  await page.getByLabel('Card number').fill('6222 0212 3456 7890 129');
  await page.getByLabel('Bank').fill('China Merchants Bank');
  await page.getByLabel('Branch (optional)').fill('Shenzhen Futian');
  await page.getByLabel('Mobile phone').fill('139 0000 0000');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('This is not a valid card number: check the digits.')).toBeVisible();
  await page.getByLabel('Card number').fill('6222021234567890128');
  await page.getByRole('button', { name: 'Add card' }).click();

  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/accounts$`));
  await expect(cards).toHaveCount(3);
  const added = cards.filter({ hasText: 'China Merchants Bank' });
  await expect(added.getByLabel('Card number ending in 0128')).toHaveText('•••• 0128');
  await expect(added.getByText('Default', { exact: true })).toHaveCount(0);
  await added.getByRole('button', { name: 'Set as default' }).click();

  // The new default leads the list; the full number is nowhere on the page, nor after a reload.
  await expect(cards.first()).toContainText('China Merchants Bank');
  await expect(cards.first().getByText('Default', { exact: true })).toBeVisible();
  await expect(cards.filter({ has: defaultBadge })).toHaveCount(1);
  await page.reload();
  await expect(cards.first()).toContainText('China Merchants Bank');
  await expect(page.locator('body')).not.toContainText('6222021234567890128');
  await expect(page.locator('body')).not.toContainText('6222 0212');
});

test('(d) a member makes an invoice for a paid order with a company title', async ({ page }) => {
  await loginAs(page, GROUP, 'member', { direct: true });
  await expectNoHello(page);

  await page.goto(`/#/${GROUP}/me`);
  await page.getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/invoice$`));
  const orders = page.getByRole('list', { name: 'Orders you can invoice' }).getByRole('listitem');
  // Seeded (server/seed/money.ts): the two-year renewal paid by Alipay, the join order already invoiced.
  await expect(orders).toHaveCount(2);
  await expect(orders.first()).toContainText('Renewal, 2 years');
  await expect(orders.first()).toContainText('Not invoiced');
  await expect(orders.nth(1)).toContainText('Issued');

  // A new company title, from the order's request page.
  await orders.first().getByRole('link').click();
  await expect(page.getByRole('group', { name: 'Make the invoice out to' })).toBeVisible();
  await page.getByRole('link', { name: 'Add an invoice title' }).click();
  await page.getByRole('radio', { name: 'A company' }).check();
  await page.getByLabel('Company name').fill('Hangzhou Example Software Co., Ltd.');
  await page.getByLabel('Tax number').fill('91330100MA2AXX0Q1O');
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(page.getByText("This is not a valid tax number: check its 18 letters and digits.")).toBeVisible();
  await page.getByLabel('Tax number').fill('91330100ma2axx0q1b');
  await page.getByRole('button', { name: 'Add title' }).click();

  // Back on the request, the new title is one to pick.
  await expect(page).toHaveURL(/#\/demo\/invoice\/make\/b5000000-0000-4000-8000-000000000002$/);
  await page.getByRole('radio', { name: /Hangzhou Example Software/ }).check();
  await page.getByRole('button', { name: 'Request the invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await page.getByLabel('Mainland China mobile number').fill('139 0000 0000');
  await page.getByRole('button', { name: 'Text me' }).click();
  const notices = page.getByRole('list', { name: 'Your notices' });
  await expect(notices.getByRole('listitem').first()).toHaveText('By SMS to +8613900000000Waiting for the invoice to be issued');

  await page.getByRole('link', { name: 'View invoice' }).click();
  const invoice = page.getByRole('region', { name: /^Invoice/ });
  await expect(invoice).toContainText('Requested');
  await expect(invoice).toContainText('Hangzhou Example Software Co., Ltd.');
  await expect(invoice).toContainText('91330100MA2AXX0Q1B');

  await page.goto(`/#/${GROUP}/invoice`);
  await expect(orders.first()).toContainText('Requested');

  // The group's staff issue it (the sandbox stands in): the invoice shows its number.
  const issued = await page.request.post('/sandbox/control/invoice/issue', { data: { order_id: 'b5000000-0000-4000-8000-000000000002' } });
  expect(issued.ok()).toBe(true);
  const { invoice_number: number } = ((await issued.json()) as { data: { invoice_number: string } }).data;
  await page.reload();
  await expect(orders.first()).toContainText('Issued');
  await orders.first().getByRole('link').click();
  await expect(page.getByRole('region', { name: /^Invoice/ })).toContainText(number);
  // Issuing sent the SMS chosen: the page says when, and the sandbox phone got the number, once.
  await expect(notices.getByRole('listitem').first()).toContainText(/^By SMS to \+8613900000000Sent \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  await expect(page.getByLabel('Mainland China mobile number')).toHaveCount(0);
  const sms = await page.request.get('/sandbox/sms/messages?phone=%2B8613900000000');
  const texts = ((await sms.json()) as { data: { text: string }[] }).data.map((m) => m.text);
  expect(texts).toEqual([expect.stringContaining(`Invoice number: ${number}.`)]);
});
