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
  async orders(c: ViewerContext, query: { offset?: number; limit?: number }) {
    const { offset = 0, limit = INVOICE_PAGE_SIZE } = query;
    return sendData(c, InvoiceOrderPage, { items: await listOrders(c.var.deps, owner(c), offset, limit) });
  },

  async order(c: ViewerContext, orderId: string) {
    return sendData(c, InvoiceOrder, await getOrder(c.var.deps.sql, owner(c), orderId));
  },

  async makeOut(c: ViewerContext, orderId: string, titleId: string) {
    return sendData(c, InvoiceOrder, await makeOut(c.var.deps, owner(c), orderId, titleId));
  },

  // The notices go out in the member's language when the request names one (lib/lang.ts).
  async noticePhone(c: ViewerContext, orderId: string, phone: string) {
    return sendData(c, InvoiceOrder, await noticeByPhone(c.var.deps, owner(c), orderId, phone, requestLangOrNull(c)));
  },

  async noticeMixin(c: ViewerContext, orderId: string) {
    return sendData(c, InvoiceOrder, await noticeByWallet(c.var.deps, owner(c), orderId, requestLangOrNull(c)));
  },

  async titles(c: ViewerContext) {
    return sendData(c, InvoiceTitleList, await listTitles(c.var.deps, owner(c)));
  },

  async addTitle(c: ViewerContext, input: InvoiceTitleInput) {
    return sendData(c, InvoiceTitle, await addTitle(c.var.deps, owner(c), input));
  },

  async title(c: ViewerContext, titleId: string) {
    return sendData(c, InvoiceTitle, await getTitle(c.var.deps, owner(c), titleId));
  },

  async editTitle(c: ViewerContext, titleId: string, input: InvoiceTitleInput) {
    return sendData(c, InvoiceTitle, await editTitle(c.var.deps, owner(c), titleId, input));
  },

  async removeTitle(c: ViewerContext, titleId: string) {
    await removeTitle(c.var.deps, owner(c), titleId);
    return sendData(c, InvoiceTitleRemoved, { title_id: titleId });
  },
};
