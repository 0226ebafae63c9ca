import { callApi } from '../../lib/call';
import { invoiceCalls } from '../../../contract/api/invoice';
import { INVOICE_PAGE_SIZE, type InvoiceTitleInput } from '../../../contract/invoice';

// Invoices (issue 13 point 6; §7), as contract/api/invoice.ts declares them. Silent: the screens
// show failures in place.
const quiet = { silent: true };

/** The member's invoiceable orders, newest paid first, 20 a page. */
export const fetchInvoiceOrders = (group: string, offset: number) =>
  callApi(group, invoiceCalls.orders, { query: { offset, limit: INVOICE_PAGE_SIZE } }, quiet);

export const fetchInvoiceOrder = (group: string, orderId: string) => callApi(group, invoiceCalls.order, { params: { id: orderId } }, quiet);

export const postMakeoutInvoice = (group: string, orderId: string, titleId: string) =>
  callApi(group, invoiceCalls.makeOut, { params: { id: orderId }, body: { title_id: titleId } }, quiet);

export const postNoticePhone = (group: string, orderId: string, phone: string) =>
  callApi(group, invoiceCalls.noticePhone, { params: { id: orderId }, body: { phone } }, quiet);

export const postNoticeMixin = (group: string, orderId: string) => callApi(group, invoiceCalls.noticeMixin, { params: { id: orderId } }, quiet);

export const fetchInvoiceTitles = (group: string) => callApi(group, invoiceCalls.titles, {}, quiet);

export const createInvoiceTitle = (group: string, body: InvoiceTitleInput) => callApi(group, invoiceCalls.addTitle, { body }, quiet);

export const putInvoiceTitle = (group: string, id: string, body: InvoiceTitleInput) =>
  callApi(group, invoiceCalls.editTitle, { params: { id }, body }, quiet);

export const deleteInvoiceTitle = (group: string, id: string) => callApi(group, invoiceCalls.removeTitle, { params: { id } }, quiet);
