import { Hono } from 'hono';
import { enums, nonempty, object, size, string } from 'superstruct';
import { AmountText } from '../../../contract/amount';
import { OrderStateInfo } from '../../../contract/order';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../contract/product';
import type { AppEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { jsonBody } from '../../lib/validation';
import { NOTIFICATION_STATUSES, receiveNotification } from './payment.service';

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
  .post(`/notify/:channel{${PAYMENT_CHANNELS.join('|')}}`, jsonBody(NotificationBody), (c) => {
    const { signature, ...notification } = c.req.valid('json');
    const channel = c.req.param('channel') as PaymentChannel;
    return sendData(c, OrderStateInfo, receiveNotification(c.var.deps, channel, notification, signature));
  });
