import type { Context } from 'hono';
import { paymentNoticeCalls } from '../../../contract/api/notices';
import { mountCalls } from '../mount';
import { OrderStateInfo } from '../../../contract/order';
import type { AppEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { receiveChargeReport } from './payment.service';
import { apiErrors } from '../../lib/errors';
import { findGroup, type GroupRow } from '../group/group.repo';
import { findOrderByChargeId } from '../order/order.repo';
import type { ProviderNotice } from '../../providers/payment.provider';

/** A notice as it came: its headers and its body exactly as sent (signatures cover the bytes). */
async function noticeOf(c: Context<AppEnv>): Promise<ProviderNotice> {
  return { header: (name) => c.req.header(name), body: await c.req.text() };
}

async function groupOf(c: Context<AppEnv>): Promise<GroupRow> {
  const group = await findGroup(c.var.deps.sql, c.req.param('group') ?? '');
  if (!group) throw apiErrors.notFoundWith('no such group');
  return group;
}

// Providers call these, not the app: contract/api/notices.ts, outside /groups, no token, no maintenance gate.
export const paymentRoutes = mountCalls(paymentNoticeCalls, {
  // WeChat Pay's notifications to a group's merchant, in WeChat Pay's own format (its signature
  // headers over the body as sent): 204 when taken, which WeChat Pay reads as "received"; any error
  // answer makes it try again later.
  wechatpay: async (c) => {
    const group = await groupOf(c);
    const report = await c.var.deps.providers.wechatPay.readNotification(group, await noticeOf(c));
    await receiveChargeReport(c.var.deps, group, 'wechat', report);
    return c.body(null, 204);
  },
  // Alipay's notifications to a group's app (a signed form): the text `success` when taken, as
  // Alipay expects; anything else makes it try again later.
  alipay: async (c) => {
    const group = await groupOf(c);
    const report = await c.var.deps.providers.alipay.readNotification(group, await noticeOf(c));
    await receiveChargeReport(c.var.deps, group, 'alipay', report);
    return c.text('success');
  },
  // The rc coin's reports (our own signed protocol: providers/reborn): the charge names the order,
  // and through it the group.
  reborn: async (c) => {
    const { deps } = c.var;
    const report = deps.providers.reborn.readEvent(await noticeOf(c));
    const order = await findOrderByChargeId(deps.sql, report.reference);
    const group = order && await findGroup(deps.sql, order.group_id);
    if (!group) throw apiErrors.notFoundWith('no order for this payment');
    return sendData(c, OrderStateInfo, await receiveChargeReport(deps, group, 'reborn', report));
  },
});
