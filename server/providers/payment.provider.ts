import type { AlipayPayment, WechatPayChannel, WechatPayment } from '../../contract/order';
import type { GroupRow } from '../routes/group/group.repo';

// The card-and-QR payment providers (WeChat Pay, Alipay). A charge is created for an order;
// the provider's notification that it was paid or closed reaches POST /api/payments/notifications.

/**
 * `chargeId`: ours, the provider's out_trade_no; `amount` in `assetId` (decimal text); `description`:
 * what the payer sees; `resultUrl`: where the provider sends the payer back.
 */
export type ChargeRequest = {
  group: GroupRow; chargeId: string; amount: string; assetId: string; description: string; resultUrl?: string;
};

export interface WechatPayProvider {
  /** A JSAPI order inside WeChat, an H5 order elsewhere: what the client hands to WeChat Pay. */
  createCharge(request: ChargeRequest & { channel: WechatPayChannel }): Promise<WechatPayment>;
}

export interface AlipayProvider {
  /** A wap pay: the page the payer is sent to. */
  createCharge(request: ChargeRequest): Promise<AlipayPayment>;
}
