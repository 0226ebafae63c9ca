// Invoices' calls (spec §7 /invoice_orders and /invoice_titles; issue 13 point 6): a member's own
// invoiceable orders and invoice titles, nobody else's. The vendor's reports on issued invoices
// come outside the group's API (server/routes/invoice/invoice.routes.ts), so they are not here.
import {
  InvoiceNoticePhone, InvoiceOrder, InvoiceOrderPage, InvoiceOrdersQuery, InvoiceTitle, InvoiceTitleInput, InvoiceTitleList,
  InvoiceTitleRemoved, MakeoutInvoice,
} from '../invoice';
import { call } from './call';

export const invoiceCalls = {
  orders: call({ method: 'GET', path: '/invoice_orders', access: 'member', summary: "The caller's paid orders that can be invoiced, newest paid first, paged by offset", query: InvoiceOrdersQuery, response: InvoiceOrderPage }),
  order: call({ method: 'GET', path: '/invoice_orders/:id', access: 'member', summary: 'One of those orders with its invoice, once asked for', response: InvoiceOrder }),
  makeOut: call({ method: 'POST', path: '/invoice_orders/:id/makeout_invoice', access: 'member', summary: "Asks for the order's invoice, made out to one of the caller's titles", body: MakeoutInvoice, response: InvoiceOrder }),
  noticePhone: call({ method: 'POST', path: '/invoice_orders/:id/notice_phone', access: 'member', summary: 'Texts this +86 mobile once the invoice is issued (at once if it is)', body: InvoiceNoticePhone, response: InvoiceOrder }),
  noticeMixin: call({ method: 'POST', path: '/invoice_orders/:id/notice_mixin', access: 'member', summary: "Tells the caller's wallet once the invoice is issued (at once if it is)", response: InvoiceOrder }),
  titles: call({ method: 'GET', path: '/invoice_titles', access: 'member', summary: "The caller's invoice titles", response: InvoiceTitleList }),
  addTitle: call({ method: 'POST', path: '/invoice_titles', access: 'member', summary: 'A new invoice title, personal or a company with its tax number', body: InvoiceTitleInput, response: InvoiceTitle }),
  title: call({ method: 'GET', path: '/invoice_titles/:id', access: 'member', summary: "One of the caller's invoice titles", response: InvoiceTitle }),
  editTitle: call({ method: 'PUT', path: '/invoice_titles/:id', access: 'member', summary: "Changes one of the caller's invoice titles", body: InvoiceTitleInput, response: InvoiceTitle }),
  removeTitle: call({ method: 'DELETE', path: '/invoice_titles/:id', access: 'member', summary: "Deletes one of the caller's invoice titles; answers its id", response: InvoiceTitleRemoved }),
};
