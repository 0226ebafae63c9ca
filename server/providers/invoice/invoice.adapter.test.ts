import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { appDeps } from '../../app';
import { serverJobs } from '../../jobs';
import { SEED_COMPANY, SEED_INVOICE_IDS } from '../../seed/money';
import { sandboxProviders } from '../../sandbox/providers';
import { createTestServer, expectError } from '../../test/helpers';
import { partyHeaders, sandboxPartySecret } from '../signed-party';

// The invoicing vendor on our own signed protocol, at its boundary: a member's request reaches the
// vendor's stand-in signed (and again if it was down), and the vendor's events must carry its
// signature over the body as sent.

const G = '/api/groups/demo';
const { renewOrder, companyTitle } = SEED_INVOICE_IDS;
let vendorDown = false;
const server = createTestServer({}, {
  log: () => {},
  providers: (deps) => {
    const standIns = sandboxProviders(deps);
    return {
      ...standIns,
      invoice: {
        ...standIns.invoice,
        requestInvoice: async (request) => {
          if (vendorDown) throw new Error('the invoicing vendor is down');
          await standIns.invoice.requestInvoice(request);
        },
      },
    };
  },
});
afterAll(() => server.close());
beforeEach(async () => {
  vendorDown = false;
  await server.post('/sandbox/control/reset', {});
  server.clock.now = Date.now();
});

const vendorRequests = () => server.sql.all<{ request_id: string; body: string }>('SELECT request_id, body FROM sandbox_invoice_requests ORDER BY request_id');
const accepted = () => server.sql.value('SELECT vendor_accepted_at FROM invoices WHERE order_id = ?', renewOrder);

async function requestInvoice() {
  const { token } = await server.login('member');
  const made = await server.post(`${G}/invoice_orders/${renewOrder}/makeout_invoice`, { title_id: companyTitle }, token);
  expect(made.status, made.text).toBe(200);
  return token;
}

function postEvent(event: object, key = sandboxPartySecret(appDeps(server.app), 'invoice')) {
  const body = JSON.stringify(event);
  return server.call('POST', '/api/invoices/notifications', { rawBody: body, headers: partyHeaders(key, body, server.clock.now) });
}

describe('requests to the vendor', () => {
  test('a member\'s request reaches the vendor with the title and what was paid', async () => {
    await requestInvoice();
    const [request] = await vendorRequests();
    expect(request.request_id).toBe(renewOrder);
    expect(JSON.parse(request.body)).toMatchObject({
      request_id: renewOrder, group: 'demo', title: { kind: 'company', name: SEED_COMPANY.name, tax_number: SEED_COMPANY.taxNumber },
      currency: 'CNY', amount: expect.any(String), item: expect.any(String),
    });
    expect(await accepted()).not.toBeNull();
  });

  test('a request the vendor did not take is kept and sent again by the resend job after 5 minutes', async () => {
    vendorDown = true;
    await requestInvoice();
    expect(await vendorRequests()).toEqual([]);
    expect(await accepted()).toBeNull();
    vendorDown = false;
    const resend = serverJobs(appDeps(server.app)).find((j) => j.name === 'resend-pending-requests')!;
    expect(await resend.run(server.clock.now + 6 * 60_000)).toBe('sent again 1 invoice request(s)');
    expect((await vendorRequests()).map((r) => r.request_id)).toEqual([renewOrder]);
    expect(await resend.run(server.clock.now + 12 * 60_000)).toBeUndefined();
  });
});

describe('the vendor\'s events', () => {
  test('issued once; the same event or number again changes nothing; another number is 409; unsigned 401; unknown 404', async () => {
    const token = await requestInvoice();
    const event = { event_id: randomUUID(), request_id: renewOrder, invoice_number: '24310000000000000001' };
    expectError(await postEvent(event, 'not-the-key-not-the-key-not-the-key'), 401, 100401);
    expect((await postEvent(event)).body.data).toEqual({ request_id: renewOrder, invoice_number: event.invoice_number });
    expect((await server.get(`${G}/invoice_orders/${renewOrder}`, token)).body.data.invoice)
      .toMatchObject({ state: 'issued', invoice_number: event.invoice_number });
    expect((await postEvent(event)).status).toBe(200);
    expect((await postEvent({ ...event, event_id: randomUUID() })).status).toBe(200);
    expectError(await postEvent({ ...event, event_id: randomUUID(), invoice_number: '24310000000000000002' }), 409, 100409);
    expectError(await postEvent({ ...event, event_id: randomUUID(), request_id: randomUUID() }), 404, 404);
    expectError(await postEvent({ ...event, event_id: randomUUID(), invoice_number: 'INV-1' }), 400, 100400);
    expect((await server.get(`${G}/invoice_orders/${renewOrder}`, token)).body.data.invoice.invoice_number).toBe(event.invoice_number);
  });
});
