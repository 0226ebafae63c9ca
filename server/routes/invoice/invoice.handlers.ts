import type { Context } from 'hono';
import {
  INVOICE_PAGE_SIZE, InvoiceOrder, InvoiceOrderPage, InvoiceTitle, InvoiceTitleList, InvoiceTitleRemoved,
  type InvoiceTitleInput,
} from '../../../contract/invoice';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { requestLangOrNull } from '../../lib/lang';
import {
  addTitle, editTitle, getOrder, getTitle, listOrders, listTitles, makeOut, noticeByPhone, noticeByWallet, removeTitle,
} from './invoice.service';

type ViewerContext = Context<ViewerEnv>;
/** Whose invoices: the caller's own, in this group only. */
const owner = (c: ViewerContext) => ({ groupId: c.var.group.group_id, userId: c.var.viewer.user.user_id });

export const invoiceHandlers = {
  orders(c: ViewerContext, query: { offset?: number; limit?: number }) {
    const { offset = 0, limit = INVOICE_PAGE_SIZE } = query;
    return sendData(c, InvoiceOrderPage, { items: listOrders(c.var.deps, owner(c), offset, limit) });
  },

  order(c: ViewerContext, orderId: string) {
    return sendData(c, InvoiceOrder, getOrder(c.var.deps, owner(c), orderId));
  },

  async makeOut(c: ViewerContext, orderId: string, titleId: string) {
    return sendData(c, InvoiceOrder, await makeOut(c.var.deps, owner(c), orderId, titleId));
  },

  // The notices go out in the member's language when the request names one (lib/lang.ts).
  noticePhone(c: ViewerContext, orderId: string, phone: string) {
    return sendData(c, InvoiceOrder, noticeByPhone(c.var.deps, owner(c), orderId, phone, requestLangOrNull(c)));
  },

  noticeMixin(c: ViewerContext, orderId: string) {
    return sendData(c, InvoiceOrder, noticeByWallet(c.var.deps, owner(c), orderId, requestLangOrNull(c)));
  },

  titles(c: ViewerContext) {
    return sendData(c, InvoiceTitleList, listTitles(c.var.deps, owner(c)));
  },

  addTitle(c: ViewerContext, input: InvoiceTitleInput) {
    return sendData(c, InvoiceTitle, addTitle(c.var.deps, owner(c), input));
  },

  title(c: ViewerContext, titleId: string) {
    return sendData(c, InvoiceTitle, getTitle(c.var.deps, owner(c), titleId));
  },

  editTitle(c: ViewerContext, titleId: string, input: InvoiceTitleInput) {
    return sendData(c, InvoiceTitle, editTitle(c.var.deps, owner(c), titleId, input));
  },

  removeTitle(c: ViewerContext, titleId: string) {
    removeTitle(c.var.deps, owner(c), titleId);
    return sendData(c, InvoiceTitleRemoved, { title_id: titleId });
  },
};
