import { Hono } from 'hono';
import { enums, nonempty, object, size, string } from 'superstruct';
import { AmountText } from '../../../contract/amount';
import { OrderStateInfo } from '../../../contract/order';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../contract/product';
import type { AppEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { jsonBody } from '../../lib/validation';
import { NOTIFICATION_STATUSES, receiveChargeReport, receiveNotification } from './payment.service';
import { apiErrors } from '../../lib/errors';
import { findGroup } from '../group/group.repo';

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

// Providers call this, not the app: outside /groups, no token, no maintenance gate.
export const paymentRoutes = new Hono<AppEnv>()
  // WeChat Pay's notifications to a group's merchant, in WeChat Pay's own format (its signature
  // headers over the body as sent): 204 when taken, which WeChat Pay reads as "received"; any error
  // answer makes it try again later.
  .post('/wechatpay/:group/notify', async (c) => {
    const { deps } = c.var;
    const group = findGroup(deps.db, c.req.param('group'));
    if (!group) throw apiErrors.notFoundWith('no such group');
    const body = await c.req.text();
    const report = await deps.providers.wechatPay.readNotification(group, { header: (name) => c.req.header(name), body });
    receiveChargeReport(deps, group, 'wechat', report);
    return c.body(null, 204);
  })
  .post(`/notify/:channel{${PAYMENT_CHANNELS.join('|')}}`, jsonBody(NotificationBody), (c) => {
    const { signature, ...notification } = c.req.valid('json');
    const channel = c.req.param('channel') as PaymentChannel;
    return sendData(c, OrderStateInfo, receiveNotification(c.var.deps, channel, notification, signature));
  });
