import type { OrderPayment, WechatPayChannel } from '../../../contract/order';
import type { PaymentChannel } from '../../../contract/product';
import type { AppDeps } from '../../context';
import { apiErrors } from '../../lib/errors';
import { ErrorCode } from '../../../contract/errors';
import { randomToken } from '../../lib/tokens';
import type { GroupRow } from '../group/group.repo';
import { findAsset } from '../asset/asset.repo';

/**
 * What is paid: `amount` of `assetId`, for `description`, where the payer comes back to, and who
 * pays from which address (the provider may need both: WeChat Pay's JSAPI and H5 orders do).
 */
export type ChargeRequest = {
  amount: string; assetId: string; description: string; pxxChannel?: WechatPayChannel; resultUrl?: string;
  payer: { userId: string; ip: string };
};

/**
 * What the client needs to pay on a channel: the wallet needs nothing (it builds its own URL
 * with trace = order_id); reborn needs the charge_id to redirect with; WeChat and Alipay get a
 * payment object from their provider.
 */
export async function createCharge(
  deps: AppDeps,
  group: GroupRow,
  channel: PaymentChannel,
  request: ChargeRequest,
): Promise<{ charge_id: string | null; payment: OrderPayment }> {
  if (channel === 'mixin') return { charge_id: null, payment: null };
  const chargeId = `${channel}_${randomToken(16)}`;
  if (channel === 'reborn') return { charge_id: chargeId, payment: null };
  const charge = {
    group, chargeId, amount: request.amount, assetId: request.assetId, currency: (await findAsset(deps.sql, request.assetId))?.symbol ?? request.assetId,
    description: request.description, resultUrl: request.resultUrl, payer: request.payer,
  };
  if (channel === 'alipay') return { charge_id: chargeId, payment: await deps.providers.alipay.createCharge(charge) };
  if (!group.wechat_app_id) throw apiErrors.rejected('fail to get payment information: this group has no WeChat app', ErrorCode.paymentInfoUnavailable);
  if (!request.pxxChannel) throw apiErrors.validation('pxx_channel is required for wechat: jsapi inside WeChat, h5 elsewhere');
  return { charge_id: chargeId, payment: await deps.providers.wechatPay.createCharge({ ...charge, channel: request.pxxChannel }) };
}
