import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { InvoiceOrder, InvoiceOrderPage, InvoiceTitleList, type InvoiceTitle } from '../../../contract/invoice';
import { PERSONAS, STANDINS } from '../../test/standins';
import { SEED_COMPANY, SEED_INVOICE_IDS } from '../../seed/money';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const G = '/api/groups/demo';
const { joinOrder, renewOrder, personalTitle, companyTitle } = SEED_INVOICE_IDS;
const COMPANY = { kind: 'company', name: 'Shenzhen Example Ltd.', tax_number: '91440300 ma5fq1xx3e' };

/** Extra PAID CNY orders for the member, to page through. */
async function addPaidOrders(count: number) {
  const insert = (...values: string[]) => server.sql.run(`INSERT INTO orders (order_id, group_id, user_id, product_id, kind, quantity, state, asset_id,
      amount, channel, created_at, expires_at, paid_at, updated_at)
    VALUES (?, 'demo', ?, '10000000-0000-4000-8000-000000000001', 'renew', 1, 'PAID', 'cny', '144.00', 'wechat', ?, ?, ?, ?)`, ...values);
  for (let i = 0; i < count; i++) {
    const at = new Date(Date.UTC(2025, 0, 1 + i)).toISOString();
    await insert(`extra-${String(i).padStart(2, '0')}`, PERSONAS.member.user_id, at, at, at, at);
  }
}

describe('invoiceable orders (/invoice_orders)', () => {
  test("the member's CNY-paid orders, newest first, each with its invoice; crypto-paid orders are not listed", async () => {
    const { token } = await server.login('member');
    const res = await server.get(`${G}/invoice_orders`, token);
    expect(is(res.body.data, InvoiceOrderPage)).toBe(true);
    const items = res.body.data.items as InvoiceOrder[];
    expect(items.map((o) => o.order_id)).toEqual([renewOrder, joinOrder]);
    expect(items[0]).toMatchObject({ product_name: 'Demo Academy membership', kind: 'renew', quantity: 2, amount: '288.00', symbol: 'CNY', channel: 'alipay', invoice: null });
    expect(items[1]!.invoice).toMatchObject({ state: 'issued', title_kind: 'company', title_name: SEED_COMPANY.name, invoice_number: expect.any(String), notice_mixin: true });
    // The member's USDT orders (a course, an article) are theirs but not invoiceable.
    expectError(await server.get(`${G}/invoice_orders/68000000-0000-4000-8000-000000000001`, token), 409, 103010);
  });

  test('pages of 20 by offset', async () => {
    await addPaidOrders(25);
    const { token } = await server.login('member');
    const first = (await server.get(`${G}/invoice_orders`, token)).body.data.items as InvoiceOrder[];
    expect(first).toHaveLength(20);
    const rest = (await server.get(`${G}/invoice_orders?offset=20&limit=20`, token)).body.data.items as InvoiceOrder[];
    expect(rest).toHaveLength(7);
    expect(new Set([...first, ...rest].map((o) => o.order_id)).size).toBe(27);
    expectError(await server.get(`${G}/invoice_orders?limit=0`, token), 400, 100400);
    expectError(await server.get(`${G}/invoice_orders?offset=-1`, token), 400, 100400);
  });

  test('makes out an invoice to a company title (copied in), once; then the notices', async () => {
    const { token } = await server.login('member');
    const made = await server.post(`${G}/invoice_orders/${renewOrder}/makeout_invoice`, { title_id: companyTitle }, token);
    expect(made.status).toBe(200);
    expect(made.body.data.invoice).toMatchObject({
      state: 'requested', title_kind: 'company', title_name: SEED_COMPANY.name, title_tax_number: SEED_COMPANY.taxNumber,
      invoice_number: null, notice_phone: null, notice_mixin: false, issued_at: null,
    });
    expectError(await server.post(`${G}/invoice_orders/${renewOrder}/makeout_invoice`, { title_id: personalTitle }, token), 409, 103011);
    // Renaming the title later leaves the invoice as it was asked for.
    await server.put(`${G}/invoice_titles/${companyTitle}`, { kind: 'company', name: 'Renamed Ltd.', tax_number: SEED_COMPANY.taxNumber }, token);
    expect((await server.get(`${G}/invoice_orders/${renewOrder}`, token)).body.data.invoice.title_name).toBe(SEED_COMPANY.name);

    const phoned = await server.post(`${G}/invoice_orders/${renewOrder}/notice_phone`, { phone: '139 0000 0000' }, token);
    expect(phoned.body.data.invoice.notice_phone).toBe('+8613900000000');
    expectError(await server.post(`${G}/invoice_orders/${renewOrder}/notice_phone`, { phone: '+1 415 555 0100' }, token), 400, 103002);
    const walleted = await server.post(`${G}/invoice_orders/${renewOrder}/notice_mixin`, {}, token);
    expect(walleted.body.data.invoice).toMatchObject({ notice_phone: '+8613900000000', notice_mixin: true });
  });

  test('the invoicing vendor\'s stand-in issues a requested invoice (as the staff would): issued, with its number; once', async () => {
    const { token } = await server.login('member');
    expectError(await server.post(`${STANDINS}/control/invoice/issue`, { order_id: renewOrder }), 404, 404);
    await server.post(`${G}/invoice_orders/${renewOrder}/makeout_invoice`, { title_id: companyTitle }, token);
    const issued = await server.post(`${STANDINS}/control/invoice/issue`, { order_id: renewOrder });
    expect(issued.body.data).toMatchObject({ order_id: renewOrder, state: 'issued', invoice_number: expect.stringMatching(/^\d{20}$/) });
    expect((await server.get(`${G}/invoice_orders/${renewOrder}`, token)).body.data.invoice).toMatchObject({
      state: 'issued', invoice_number: issued.body.data.invoice_number, issued_at: expect.any(String),
    });
    expectError(await server.post(`${STANDINS}/control/invoice/issue`, { order_id: renewOrder }), 404, 404);
  });

  test('concurrent requests for one order make one invoice', async () => {
    const { token } = await server.login('member');
    const results = await Promise.all([personalTitle, companyTitle, personalTitle].map((title_id) =>
      server.post(`${G}/invoice_orders/${renewOrder}/makeout_invoice`, { title_id }, token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await server.sql.value('SELECT count(*) FROM invoices WHERE order_id = ?', renewOrder)).toBe(1);
  });

  test('refusals: notices before the invoice, unknown title, bad body', async () => {
    const { token } = await server.login('member');
    expectError(await server.post(`${G}/invoice_orders/${renewOrder}/notice_mixin`, {}, token), 409, 103014);
    expectError(await server.post(`${G}/invoice_orders/${renewOrder}/notice_phone`, { phone: '13900000000' }, token), 409, 103014);
    expectError(await server.post(`${G}/invoice_orders/${renewOrder}/makeout_invoice`, { title_id: 'nope' }, token), 404, 404);
    expectError(await server.post(`${G}/invoice_orders/${renewOrder}/makeout_invoice`, {}, token), 400, 100400);
    expectError(await server.post(`${G}/invoice_orders/nope/makeout_invoice`, { title_id: personalTitle }, token), 404, 404);
  });

  test("another member's order or title is not found (404)", async () => {
    const { token } = await server.login('admin');
    expect((await server.get(`${G}/invoice_orders`, token)).body.data.items).toEqual([]);
    expectError(await server.get(`${G}/invoice_orders/${renewOrder}`, token), 404, 404);
    const own = (await server.post(`${G}/invoice_titles`, { kind: 'personal', name: 'Adam' }, token)).body.data as InvoiceTitle;
    expectError(await server.post(`${G}/invoice_orders/${renewOrder}/makeout_invoice`, { title_id: own.title_id }, token), 404, 404);
    expectError(await server.post(`${G}/invoice_orders/${renewOrder}/notice_mixin`, {}, token), 404, 404);
    expectError(await server.get(`${G}/invoice_titles/${companyTitle}`, token), 404, 404);
    expectError(await server.put(`${G}/invoice_titles/${companyTitle}`, { kind: 'personal', name: 'x' }, token), 404, 404);
    expectError(await server.call('DELETE', `${G}/invoice_titles/${companyTitle}`, { token }), 404, 404);
    // The member's title is still there; with the member's own token, the member's title works on their order.
    const member = (await server.login('member')).token;
    expectError(await server.post(`${G}/invoice_orders/${renewOrder}/makeout_invoice`, { title_id: own.title_id }, member), 404, 404);
    expect((await server.get(`${G}/invoice_titles/${companyTitle}`, member)).body.data.name).toBe(SEED_COMPANY.name);
  });

  test('members only', async () => {
    expectError(await server.get(`${G}/invoice_orders`), 401, 100401);
    expectError(await server.get(`${G}/invoice_orders`, (await server.login('pending')).token), 403, 100461);
    expectError(await server.get(`${G}/invoice_titles`, (await server.login('pending')).token), 403, 100461);
  });
});

describe('notices: sent once the invoice is issued (issue 13 point 6)', () => {
  const PHONE = '+8613900000000';
  const member = PERSONAS.member.user_id;
  type Sent = { text: string; sent_at: string };
  const smsTo = async (phone = PHONE) =>
    (await server.get(`${STANDINS}/sms/messages?phone=${encodeURIComponent(phone)}`)).body.data as Sent[];
  /** The member's wallet messages about this order's invoice (the seed's issued invoice has one of its own). */
  const walletAbout = async (number: string) =>
    ((await server.get(`${STANDINS}/mixin/messages?user_id=${member}`)).body.data as Sent[]).filter((m) => m.text.includes(number));
  const issue = () => server.post(`${STANDINS}/control/invoice/issue`, { order_id: renewOrder });
  const invoiceOf = async (token: string) => (await server.get(`${G}/invoice_orders/${renewOrder}`, token)).body.data.invoice;
  const choose = (kind: 'phone' | 'mixin', token: string, headers: Record<string, string> = {}) =>
    server.call('POST', `${G}/invoice_orders/${renewOrder}/notice_${kind}`, { token, body: kind === 'phone' ? { phone: '139 0000 0000' } : {}, headers });

  async function requested() {
    const { token } = await server.login('member');
    expect((await server.post(`${G}/invoice_orders/${renewOrder}/makeout_invoice`, { title_id: companyTitle }, token)).status).toBe(200);
    return token;
  }

  test('issuing sends one SMS to the chosen phone and one wallet message with the number, in the member\'s language; never again', async () => {
    const token = await requested();
    // Chosen in Chinese (the app's lang cookie): waiting for the invoice, nothing sent.
    expect((await choose('phone', token, { Cookie: 'lang=zh' })).body.data.invoice).toMatchObject({ notice_phone: PHONE, notice_phone_sent_at: null });
    expect((await choose('mixin', token)).body.data.invoice).toMatchObject({ notice_mixin: true, notice_mixin_sent_at: null });
    expect(await smsTo()).toEqual([]);

    server.clock.advance(3600);
    const issued = await issue();
    expect(issued.status).toBe(200);
    const number = issued.body.data.invoice_number as string;
    const invoice = await invoiceOf(token);
    expect(invoice).toMatchObject({ state: 'issued', notice_phone_sent_at: invoice.issued_at, notice_mixin_sent_at: invoice.issued_at });
    const sms = await smsTo();
    expect(sms).toHaveLength(1);
    // The order as the member knows it: what, how much, and the day it was paid in China (UTC+8).
    const paidAt = (await server.get(`${G}/invoice_orders/${renewOrder}`, token)).body.data.paid_at as string;
    const paidOn = new Date(Date.parse(paidAt) + 8 * 3600_000).toISOString().slice(0, 10);
    expect(sms[0]).toMatchObject({
      phone: PHONE, sent_at: invoice.issued_at,
      text: `【Demo Academy】您于 ${paidOn} 支付的订单「Demo Academy membership」（¥288.00）的发票已开具，发票号码：${number}。`,
    });
    const wallet = await walletAbout(number);
    expect(wallet).toHaveLength(1);
    expect(wallet[0]!.text).toBe(sms[0]!.text);

    // Issuing again, or choosing the same notices again, sends nothing more; another number is refused.
    expectError(await issue(), 404, 404);
    expect((await choose('phone', token)).status).toBe(200);
    expect((await choose('mixin', token)).status).toBe(200);
    expectError(await server.post(`${G}/invoice_orders/${renewOrder}/notice_phone`, { phone: '13700000000' }, token), 409, 103015);
    expect(await smsTo()).toHaveLength(1);
    expect(await smsTo('+8613700000000')).toEqual([]);
    expect(await walletAbout(number)).toHaveLength(1);
    expect((await invoiceOf(token)).notice_phone).toBe(PHONE);

    // The phone's and the wallet's stand-in inboxes show them.
    expect((await server.get(`${STANDINS}/sms`)).text).toContain(`发票号码：${number}`);
    const inbox = await server.get(`${STANDINS}/mixin/inbox`);
    expect(inbox.status).toBe(200);
    expect(inbox.text).toContain(`发票号码：${number}`);
    expect(inbox.text).toContain(PERSONAS.member.full_name);
  });

  test('a notice chosen after the invoice is issued is sent at once, once', async () => {
    const token = await requested();
    const number = (await issue()).body.data.invoice_number as string;
    expect(await smsTo()).toEqual([]);
    expect(await walletAbout(number)).toEqual([]);

    server.clock.advance(60);
    const walleted = await choose('mixin', token, { 'Accept-Language': 'ja-JP,ja;q=0.9' });
    expect(walleted.body.data.invoice.notice_mixin_sent_at).toBe(new Date(server.clock.now).toISOString());
    expect((await walletAbout(number)).map((m) => m.text)).toEqual([expect.stringContaining(`請求書番号：${number}`)]);
    // No language in the request: the one the member chose with before.
    expect((await choose('phone', token)).body.data.invoice.notice_phone_sent_at).toBe(new Date(server.clock.now).toISOString());
    expect((await smsTo()).map((m) => m.text)).toEqual([expect.stringContaining(`請求書番号：${number}`)]);

    await choose('mixin', token);
    await choose('phone', token);
    expect(await walletAbout(number)).toHaveLength(1);
    expect(await smsTo()).toHaveLength(1);
  });

  test('with no language known, the message is in Chinese, then English', async () => {
    const token = await requested();
    await choose('phone', token);
    const number = (await issue()).body.data.invoice_number as string;
    const [sms] = await smsTo();
    expect(sms!.text).toContain(`发票号码：${number}`);
    expect(sms!.text).toContain(`Demo Academy: the invoice for your order of Demo Academy membership (¥288.00, paid `);
    expect(sms!.text).toContain(`Invoice number: ${number}.`);
  });

  test('10 concurrent issue calls issue once and send once', async () => {
    const token = await requested();
    await choose('phone', token);
    await choose('mixin', token);
    const results = await Promise.all(Array.from({ length: 10 }, issue));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    results.filter((r) => r.status !== 200).forEach((r) => expectError(r, 404, 404));
    const number = results.find((r) => r.status === 200)!.body.data.invoice_number as string;
    expect(await smsTo()).toHaveLength(1);
    expect(await walletAbout(number)).toHaveLength(1);
  });

  test("another member's invoice cannot be noticed (404), and sends nothing", async () => {
    await requested();
    const number = (await issue()).body.data.invoice_number as string;
    const { token } = await server.login('admin');
    expectError(await server.post(`${G}/invoice_orders/${renewOrder}/notice_phone`, { phone: '13900000000' }, token), 404, 404);
    expectError(await server.post(`${G}/invoice_orders/${renewOrder}/notice_mixin`, {}, token), 404, 404);
    expect(await smsTo()).toEqual([]);
    expect(await walletAbout(number)).toEqual([]);
    expect(await server.sql.value("SELECT count(*) FROM outbox_messages WHERE channel = 'wallet' AND user_id = ?", PERSONAS.admin.user_id)).toBe(0);
  });

  test('the seeded issued invoice had its wallet notice sent when it was issued', async () => {
    const { token } = await server.login('member');
    const seeded = (await server.get(`${G}/invoice_orders/${joinOrder}`, token)).body.data.invoice;
    expect(seeded).toMatchObject({ notice_mixin: true, notice_mixin_sent_at: seeded.issued_at, notice_phone: null, notice_phone_sent_at: null });
    expect(await walletAbout(seeded.invoice_number)).toEqual([
      { user_id: member, group_id: 'demo', text: expect.stringContaining(`Invoice number: ${seeded.invoice_number}.`), sent_at: seeded.issued_at },
    ]);
  });

  test('stand-in inbox reads: a phone or a user is required', async () => {
    expectError(await server.get(`${STANDINS}/sms/messages`), 400, 100400);
    expectError(await server.get(`${STANDINS}/mixin/messages`), 400, 100400);
    expect((await server.get(`${STANDINS}/mixin/messages?user_id=nobody`)).body.data).toEqual([]);
  });
});

describe('invoice titles (/invoice_titles)', () => {
  test('list, add personal and company (tax number normalised), edit, delete', async () => {
    const { token } = await server.login('member');
    const listed = await server.get(`${G}/invoice_titles`, token);
    expect(is(listed.body.data, InvoiceTitleList)).toBe(true);
    expect(listed.body.data.map((t: InvoiceTitle) => t.title_id)).toEqual([personalTitle, companyTitle]);
    const company = await server.post(`${G}/invoice_titles`, COMPANY, token);
    expect(company.body.data).toMatchObject({ kind: 'company', name: 'Shenzhen Example Ltd.', tax_number: '91440300MA5FQ1XX3E' });
    const id = company.body.data.title_id as string;
    const edited = await server.put(`${G}/invoice_titles/${id}`, { kind: 'personal', name: ' Mia ' }, token);
    expect(edited.body.data).toMatchObject({ kind: 'personal', name: 'Mia', tax_number: '' });
    expect((await server.call('DELETE', `${G}/invoice_titles/${id}`, { token })).body.data).toEqual({ title_id: id });
    expectError(await server.get(`${G}/invoice_titles/${id}`, token), 404, 404);
  });

  test('a company needs a valid tax number; a person has none; blanks refused; at most 20', async () => {
    const { token } = await server.login('member');
    expectError(await server.post(`${G}/invoice_titles`, { kind: 'company', name: 'X Ltd.' }, token), 400, 103012);
    expectError(await server.post(`${G}/invoice_titles`, { ...COMPANY, tax_number: '12345' }, token), 400, 103012);
    expectError(await server.post(`${G}/invoice_titles`, { ...COMPANY, tax_number: '91440300MA5FQ1XXIO' }, token), 400, 103012);
    expectError(await server.post(`${G}/invoice_titles`, { kind: 'personal', name: 'Mia', tax_number: '91440300MA5FQ1XX3E' }, token), 400, 100400);
    expectError(await server.post(`${G}/invoice_titles`, { kind: 'personal', name: '  ' }, token), 400, 100400);
    expectError(await server.post(`${G}/invoice_titles`, { kind: 'shop', name: 'Mia' }, token), 400, 100400);
    for (let i = 0; i < 18; i++) expect((await server.post(`${G}/invoice_titles`, { kind: 'personal', name: `P${i}` }, token)).status).toBe(200);
    expectError(await server.post(`${G}/invoice_titles`, { kind: 'personal', name: 'one more' }, token), 409, 103013);
  });
});
