import { createHmac } from 'node:crypto';
import type { OrderPayment, WechatPayChannel } from '../../../contract/order';
import type { PaymentChannel } from '../../../contract/product';
import { nowSeconds, type AppDeps } from '../../context';
import { apiErrors } from '../../lib/errors';
import { ErrorCode } from '../../../contract/errors';
import { randomToken } from '../../lib/tokens';
import type { GroupRow } from '../group/group.repo';

/** The sandbox providers' shared secret, derived from the signing key so it needs no setting. */
export function providerSecret(deps: AppDeps): string {
  return createHmac('sha256', deps.tokenSecret).update('sandbox-payment-provider').digest('hex');
}

export type ChargeRequest = { pxxChannel?: WechatPayChannel; resultUrl?: string };

const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `${path}?${query.toString()}`;
};

/**
 * What the client needs to pay on a channel: the wallet needs nothing (it builds its own URL
 * with trace = order_id); reborn needs the charge_id to redirect with; WeChat and Alipay get a
 * payment object from the (sandbox) provider.
 */
export function createCharge(
  deps: AppDeps,
  group: GroupRow,
  channel: PaymentChannel,
  request: ChargeRequest,
): { charge_id: string | null; payment: OrderPayment } {
  if (channel === 'mixin') return { charge_id: null, payment: null };
  const chargeId = `${channel}_${randomToken(16)}`;
  if (channel === 'reborn') return { charge_id: chargeId, payment: null };
  if (channel === 'alipay') {
    return { charge_id: chargeId, payment: { url: withQuery('/sandbox/alipay/pay', { charge_id: chargeId, return_url: request.resultUrl }) } };
  }
  if (!group.wechat_app_id) throw apiErrors.rejected('fail to get payment information: this group has no WeChat app', ErrorCode.paymentInfoUnavailable);
  if (!request.pxxChannel) throw apiErrors.validation('pxx_channel is required for wechat: jsapi inside WeChat, h5 elsewhere');
  const fields = {
    appId: group.wechat_app_id,
    timeStamp: String(nowSeconds(deps.clock)),
    nonceStr: randomToken(12),
    package: `prepay_id=${chargeId}`,
    signType: 'HMAC-SHA256',
  };
  const base = Object.entries(fields).map(([key, value]) => `${key}=${value}`).join('&');
  return {
    charge_id: chargeId,
    payment: {
      ...fields,
      paySign: createHmac('sha256', providerSecret(deps)).update(base).digest('hex').toUpperCase(),
      h5_url: withQuery('/sandbox/wechat/pay', { charge_id: chargeId, redirect_url: request.resultUrl }),
    },
  };
}
