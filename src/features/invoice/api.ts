import { groupApi } from '../../lib/http';
import {
  INVOICE_PAGE_SIZE, InvoiceOrder, InvoiceOrderPage, InvoiceTitle, InvoiceTitleList, InvoiceTitleRemoved,
  type InvoiceTitleInput,
} from '../../../contract/invoice';

// Invoices (issue 13 point 6; §7). Paths are relative to /api/groups/{group}.

/** GET /invoice_orders: the member's invoiceable orders, newest paid first, 20 a page. */
export const fetchInvoiceOrders = (group: string, offset: number) =>
  groupApi(group).get('/invoice_orders', InvoiceOrderPage, { silent: true, query: { offset, limit: INVOICE_PAGE_SIZE } });

export const fetchInvoiceOrder = (group: string, orderId: string) =>
  groupApi(group).get(`/invoice_orders/${encodeURIComponent(orderId)}`, InvoiceOrder, { silent: true });

export const postMakeoutInvoice = (group: string, orderId: string, titleId: string) =>
  groupApi(group).post(`/invoice_orders/${encodeURIComponent(orderId)}/makeout_invoice`, { title_id: titleId }, InvoiceOrder, { silent: true });

export const postNoticePhone = (group: string, orderId: string, phone: string) =>
  groupApi(group).post(`/invoice_orders/${encodeURIComponent(orderId)}/notice_phone`, { phone }, InvoiceOrder, { silent: true });

export const postNoticeMixin = (group: string, orderId: string) =>
  groupApi(group).post(`/invoice_orders/${encodeURIComponent(orderId)}/notice_mixin`, {}, InvoiceOrder, { silent: true });

export const fetchInvoiceTitles = (group: string) => groupApi(group).get('/invoice_titles', InvoiceTitleList, { silent: true });

export const createInvoiceTitle = (group: string, body: InvoiceTitleInput) =>
  groupApi(group).post('/invoice_titles', body, InvoiceTitle, { silent: true });

export const putInvoiceTitle = (group: string, id: string, body: InvoiceTitleInput) =>
  groupApi(group).put(`/invoice_titles/${encodeURIComponent(id)}`, body, InvoiceTitle, { silent: true });

export const deleteInvoiceTitle = (group: string, id: string) =>
  groupApi(group).del(`/invoice_titles/${encodeURIComponent(id)}`, InvoiceTitleRemoved, { silent: true });
