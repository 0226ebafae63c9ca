import { Hono } from 'hono';
import {
  INVOICE_PAGE_SIZE, InvoiceNoticePhone, InvoiceOrder, InvoiceOrderPage, InvoiceOrdersQuery, InvoiceTitle, InvoiceTitleInput,
  InvoiceTitleList, InvoiceTitleRemoved, MakeoutInvoice,
} from '../../../contract/invoice';
import { string, type } from 'superstruct';
import type { AppEnv, GroupEnv, ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { requestLangOrNull } from '../../lib/lang';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireMember } from '../auth/auth.middleware';
import {
  addTitle, editTitle, getOrder, getTitle, listOrders, listTitles, makeOut, noticeByPhone, noticeByWallet, receiveInvoiceEvent, removeTitle,
} from './invoice.service';

type Ctx = { var: ViewerEnv['Variables'] };
const owner = (c: Ctx) => ({ groupId: c.var.group.group_id, userId: c.var.viewer.user.user_id });

/** §7 invoices: a member's own invoiceable orders and invoice titles (issue 13 point 6). */
export const invoiceRoutes = new Hono<GroupEnv>()
  .get('/invoice_orders', requireMember, queryParams(InvoiceOrdersQuery), (c) => {
    const { offset = 0, limit = INVOICE_PAGE_SIZE } = c.req.valid('query');
    return sendData(c, InvoiceOrderPage, { items: listOrders(c.var.deps, owner(c), offset, limit) });
  })
  .get('/invoice_orders/:id', requireMember, (c) => sendData(c, InvoiceOrder, getOrder(c.var.deps, owner(c), c.req.param('id'))))
  .post('/invoice_orders/:id/makeout_invoice', requireMember, jsonBody(MakeoutInvoice), async (c) =>
    sendData(c, InvoiceOrder, await makeOut(c.var.deps, owner(c), c.req.param('id'), c.req.valid('json').title_id)))
  // The notices go out in the member's language when the request names one (lib/lang.ts).
  .post('/invoice_orders/:id/notice_phone', requireMember, jsonBody(InvoiceNoticePhone), (c) =>
    sendData(c, InvoiceOrder, noticeByPhone(c.var.deps, owner(c), c.req.param('id'), c.req.valid('json').phone, requestLangOrNull(c))))
  .post('/invoice_orders/:id/notice_mixin', requireMember, (c) =>
    sendData(c, InvoiceOrder, noticeByWallet(c.var.deps, owner(c), c.req.param('id'), requestLangOrNull(c))))
  .get('/invoice_titles', requireMember, (c) => sendData(c, InvoiceTitleList, listTitles(c.var.deps, owner(c))))
  .post('/invoice_titles', requireMember, jsonBody(InvoiceTitleInput), (c) =>
    sendData(c, InvoiceTitle, addTitle(c.var.deps, owner(c), c.req.valid('json'))))
  .get('/invoice_titles/:id', requireMember, (c) => sendData(c, InvoiceTitle, getTitle(c.var.deps, owner(c), c.req.param('id'))))
  .put('/invoice_titles/:id', requireMember, jsonBody(InvoiceTitleInput), (c) =>
    sendData(c, InvoiceTitle, editTitle(c.var.deps, owner(c), c.req.param('id'), c.req.valid('json'))))
  .delete('/invoice_titles/:id', requireMember, (c) => {
    const id = c.req.param('id');
    removeTitle(c.var.deps, owner(c), id);
    return sendData(c, InvoiceTitleRemoved, { title_id: id });
  });

const InvoiceIssued = type({ request_id: string(), invoice_number: string() });

// The invoicing vendor's events (our own signed protocol: providers/invoice), outside /groups: no
// token, the signature is the vendor's. 200 when taken (also a repeat); 401 not from the vendor; 400
// unreadable; 404 no such request; 409 issued under another number.
export const invoiceNotifyRoutes = new Hono<AppEnv>()
  .post('/notifications', async (c) => {
    const { deps } = c.var;
    const event = deps.providers.invoice.readEvent({ header: (name) => c.req.header(name), body: await c.req.text() });
    return sendData(c, InvoiceIssued, receiveInvoiceEvent(deps, event));
  });
