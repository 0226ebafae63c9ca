import { invoiceCalls } from '../../../contract/api/invoice';
import { InvoiceIssued, invoiceNoticeCalls } from '../../../contract/api/notices';
import { sendData } from '../../lib/envelope';
import { mountCalls } from '../mount';
import { invoiceHandlers } from './invoice.handlers';
import { receiveInvoiceEvent } from './invoice.service';

/** §7 invoices: contract/api/invoice.ts, a member's own invoiceable orders and invoice titles (issue 13 point 6). */
export const invoiceRoutes = mountCalls(invoiceCalls, {
  orders: (c, { query }) => invoiceHandlers.orders(c, query),
  order: (c, { params }) => invoiceHandlers.order(c, params.id),
  makeOut: (c, { params, body }) => invoiceHandlers.makeOut(c, params.id, body.title_id),
  noticePhone: (c, { params, body }) => invoiceHandlers.noticePhone(c, params.id, body.phone),
  noticeMixin: (c, { params }) => invoiceHandlers.noticeMixin(c, params.id),
  titles: (c) => invoiceHandlers.titles(c),
  addTitle: (c, { body }) => invoiceHandlers.addTitle(c, body),
  title: (c, { params }) => invoiceHandlers.title(c, params.id),
  editTitle: (c, { params, body }) => invoiceHandlers.editTitle(c, params.id, body),
  removeTitle: (c, { params }) => invoiceHandlers.removeTitle(c, params.id),
});

// The invoicing vendor's events (our own signed protocol: providers/invoice), outside /groups: no
// token, the signature is the vendor's. 200 when taken (also a repeat); 401 not from the vendor; 400
// unreadable; 404 no such request; 409 issued under another number.
export const invoiceNotifyRoutes = mountCalls(invoiceNoticeCalls, {
  event: async (c) => {
    const { deps } = c.var;
    const event = deps.providers.invoice.readEvent({ header: (name) => c.req.header(name), body: await c.req.text() });
    return sendData(c, InvoiceIssued, await receiveInvoiceEvent(deps, event));
  },
});
