import { INVOICE_PAGE_SIZE, type InvoiceOrder, type InvoiceTitle, type InvoiceTitleInput } from '../../../contract/invoice';
import type { InfinitePage, PagePosition } from '../../lib/pager';
import { groupResource, keyedResource } from '../../lib/resource';
import {
  createInvoiceTitle, deleteInvoiceTitle, fetchInvoiceOrder, fetchInvoiceOrders, fetchInvoiceTitles, postMakeoutInvoice,
  postNoticeMixin, postNoticePhone, putInvoiceTitle,
} from './api';

/** The member's invoice titles in the group. */
export const invoiceTitles = groupResource(fetchInvoiceTitles);

/** One invoiceable order with its invoice, by order id. */
export const invoiceOrder = keyedResource((group: string, orderId: string) => fetchInvoiceOrder(group, orderId));

/** A page loader for <InfiniteList>: 20 orders a page; a short page is the last. */
export function invoiceOrderPages(group: string) {
  return ({ offset }: PagePosition): Promise<InfinitePage<InvoiceOrder>> =>
    fetchInvoiceOrders(group, offset).then((page) => ({ items: page.items, ended: page.items.length < INVOICE_PAGE_SIZE }));
}

const settle = (group: string) => (order: InvoiceOrder) => {
  invoiceOrder.put(group, order.order_id, order);
  return order;
};

/** Asks for the order's invoice made out to a title. */
export function makeOutInvoice(group: string, orderId: string, titleId: string): Promise<InvoiceOrder> {
  return postMakeoutInvoice(group, orderId, titleId).then(settle(group));
}

/** Once issued: an SMS to this phone. */
export function noticeByPhone(group: string, orderId: string, phone: string): Promise<InvoiceOrder> {
  return postNoticePhone(group, orderId, phone).then(settle(group));
}

/** Once issued: a wallet message. */
export function noticeByWallet(group: string, orderId: string): Promise<InvoiceOrder> {
  return postNoticeMixin(group, orderId).then(settle(group));
}

export function saveInvoiceTitle(group: string, body: InvoiceTitleInput, id?: string): Promise<InvoiceTitle> {
  const request = id ? putInvoiceTitle(group, id, body) : createInvoiceTitle(group, body);
  return request.then((title) => invoiceTitles.reload(group).then(() => title));
}

export function removeInvoiceTitle(group: string, id: string): Promise<void> {
  return deleteInvoiceTitle(group, id).then(() => invoiceTitles.reload(group));
}
