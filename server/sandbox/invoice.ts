import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { enums, string, type } from 'superstruct';
import { boundedString } from '../../contract/bounds';
import type { AppEnv } from '../context';
import { sendData } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { jsonBody } from '../lib/validation';
import { issueInvoice } from '../routes/invoice/invoice.service';

// The sandbox stands in for the group's staff issuing an invoice (not built in the app yet), so the
// demo and the journeys can see a requested invoice become issued.

const IssueBody = type({ order_id: boundedString(100, 1) });
const Issued = type({ order_id: string(), state: enums(['issued']), invoice_number: string() });

/**
 * POST /sandbox/control/invoice/issue {order_id}: the order's requested invoice is issued with a
 * 20-digit number, and the notices the member chose go out (issueInvoice in invoice.service.ts).
 */
export const invoiceSandboxRoutes = new Hono<AppEnv>().post('/issue', jsonBody(IssueBody), (c) => {
  const { deps } = c.var;
  const orderId = c.req.valid('json').order_id;
  const invoiceNumber = `2431${String(randomInt(0, 1e8)).padStart(8, '0')}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  if (!issueInvoice(deps, orderId, invoiceNumber)) throw apiErrors.notFoundWith('no requested invoice for this order');
  return sendData(c, Issued, { order_id: orderId, state: 'issued' as const, invoice_number: invoiceNumber });
});
