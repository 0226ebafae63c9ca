import { randomInt, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { enums, string, type } from 'superstruct';
import { boundedString } from '../../contract/bounds';
import { nowIso, type AppEnv } from '../context';
import { sendData } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { jsonBody } from '../lib/validation';
import { partyRequest, reportToServer } from './party';
import { insertSandboxInvoiceRequest, markSandboxInvoiceIssued, unmarkSandboxInvoiceIssued } from './sandbox.repo';

// The invoicing vendor as the sandbox stands in for it: the reference implementation of our own
// signed protocol for invoices (providers/invoice/invoice.adapter.ts). POST /sandbox/invoice-api/requests
// takes a member's request (signature checked); the vendor's staff issue it with the control below,
// and the stand-in posts its signed event to the server's POST /api/invoices/notifications over HTTP.

export const invoiceApiStandIn = new Hono<AppEnv>()
  .post('/requests', async (c) => {
    const { deps } = c.var;
    const request = await partyRequest(c, 'invoice');
    if (!request.ok) return request.refusal;
    const requestId = request.value.request_id;
    if (typeof requestId !== 'string' || !requestId || requestId.length > 100) {
      return c.json({ message: 'expected {request_id, group, title, item, amount, currency, paid_at}' }, 400);
    }
    await insertSandboxInvoiceRequest(deps.sql, { request_id: requestId, body: JSON.stringify(request.value), received_at: nowIso(deps.clock) });
    return c.json({ request_id: requestId, status: 'accepted' });
  });

const IssueBody = type({ order_id: boundedString(100, 1) });
const Issued = type({ order_id: string(), state: enums(['issued']), invoice_number: string() });

/**
 * POST /sandbox/control/invoice/issue {order_id}: the vendor's staff issue a request it took, with a
 * 20-digit number, and the vendor reports it to the server (which sends the notices the member chose).
 * 404 for a request the vendor does not hold or issued already.
 */
export const invoiceSandboxRoutes = new Hono<AppEnv>().post('/issue', jsonBody(IssueBody), async (c) => {
  const { deps } = c.var;
  const orderId = c.req.valid('json').order_id;
  const invoiceNumber = `2431${String(randomInt(0, 1e8)).padStart(8, '0')}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  // Issued once: the number is taken before it is reported, so a second press finds it issued.
  if (!(await markSandboxInvoiceIssued(deps.sql, orderId, invoiceNumber, nowIso(deps.clock)))) {
    throw apiErrors.notFoundWith('no requested invoice for this order');
  }
  const res = await reportToServer(deps, 'invoice', '/api/invoices/notifications', {
    event_id: randomUUID(), request_id: orderId, invoice_number: invoiceNumber,
  });
  if (res.status !== 200) {
    await unmarkSandboxInvoiceIssued(deps.sql, orderId, invoiceNumber);
    throw apiErrors.unavailable(`the server refused the invoice: HTTP ${res.status}`);
  }
  return sendData(c, Issued, { order_id: orderId, state: 'issued' as const, invoice_number: invoiceNumber });
});
