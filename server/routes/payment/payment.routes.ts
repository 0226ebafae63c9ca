import { Hono, type Context } from 'hono';
import { enums, nonempty, object, size, string } from 'superstruct';
import { AmountText } from '../../../contract/amount';
import { OrderStateInfo } from '../../../contract/order';
import type { PaymentChannel } from '../../../contract/product';
import type { AppEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { jsonBody } from '../../lib/validation';
import { NOTIFICATION_STATUSES, receiveChargeReport, receiveNotification } from './payment.service';
import { apiErrors } from '../../lib/errors';
import { findGroup, type GroupRow } from '../group/group.repo';
import type { ProviderNotice } from '../../providers/payment.provider';

/** The channels whose parties post our own signed notification (below); WeChat Pay and Alipay post theirs. */
export const OWN_PROTOCOL_CHANNELS = ['mixin', 'reborn'] as const satisfies readonly PaymentChannel[];

const Id = size(nonempty(string()), 1, 200);

/** What a provider posts: the notification and its signature (HMAC-SHA256, hex). */
export const NotificationBody = object({
  notification_id: Id,
  reference: Id,
  status: enums(NOTIFICATION_STATUSES),
  asset_id: Id,
  amount: AmountText,
  signature: size(nonempty(string()), 1, 200),
});

/** A notice as it came: its headers and its body exactly as sent (signatures cover the bytes). */
async function noticeOf(c: Context<AppEnv>): Promise<ProviderNotice> {
  return { header: (name) => c.req.header(name), body: await c.req.text() };
}

function groupOf(c: Context<AppEnv>): GroupRow {
  const group = findGroup(c.var.deps.db, c.req.param('group') ?? '');
  if (!group) throw apiErrors.notFoundWith('no such group');
  return group;
}

// Providers call this, not the app: outside /groups, no token, no maintenance gate.
export const paymentRoutes = new Hono<AppEnv>()
  // WeChat Pay's notifications to a group's merchant, in WeChat Pay's own format (its signature
  // headers over the body as sent): 204 when taken, which WeChat Pay reads as "received"; any error
  // answer makes it try again later.
  .post('/wechatpay/:group/notify', async (c) => {
    const group = groupOf(c);
    const report = await c.var.deps.providers.wechatPay.readNotification(group, await noticeOf(c));
    receiveChargeReport(c.var.deps, group, 'wechat', report);
    return c.body(null, 204);
  })
  // Alipay's notifications to a group's app (a signed form): the text `success` when taken, as
  // Alipay expects; anything else makes it try again later.
  .post('/alipay/:group/notify', async (c) => {
    const group = groupOf(c);
    const report = await c.var.deps.providers.alipay.readNotification(group, await noticeOf(c));
    receiveChargeReport(c.var.deps, group, 'alipay', report);
    return c.text('success');
  })
  // Our own signed notifications, for the parties whose wire format is not followed yet (the wallet's
  // transfers, the rc coin).
  .post(`/notify/:channel{${OWN_PROTOCOL_CHANNELS.join('|')}}`, jsonBody(NotificationBody), (c) => {
    const { signature, ...notification } = c.req.valid('json');
    const channel = c.req.param('channel') as PaymentChannel;
    return sendData(c, OrderStateInfo, receiveNotification(c.var.deps, channel, notification, signature));
  });
