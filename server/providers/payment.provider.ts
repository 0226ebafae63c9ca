import type { AlipayPayment, WechatPayChannel, WechatPayment } from '../../contract/order';
import type { GroupRow } from '../routes/group/group.repo';
import type { NotificationStatus } from '../routes/payment/payment.service';

// The card-and-QR payment providers (WeChat Pay, Alipay). A charge is created for an order;
// the provider's notification that it was paid or closed reaches POST /api/payments/notifications.

/**
 * `chargeId`: ours, the provider's out_trade_no; `amount` in `assetId` (decimal text), whose symbol
 * is `currency` (CNY for the providers here); `description`: what the payer sees; `resultUrl`: where
 * the provider sends the payer back; `payer`: who pays (a JSAPI order names their WeChat account)
 * and from which address (an H5 order must say).
 */
export type ChargeRequest = {
  group: GroupRow; chargeId: string; amount: string; assetId: string; currency: string; description: string;
  resultUrl?: string; payer: { userId: string; ip: string };
};

/**
 * What a provider's notification says about a charge, once its signature is verified and its
 * content opened: `notification_id` the provider's own (a repeat carries the same), `reference`
 * our charge id, `amount` in `currency` as decimal text.
 */
export type ChargeReport = {
  notification_id: string; reference: string; status: NotificationStatus; currency: string; amount: string;
};

/** A notification as it reached us: its headers (by lowercase name) and its body exactly as sent. */
export type ProviderNotice = { header: (name: string) => string | undefined; body: string };

export interface WechatPayProvider {
  /**
   * A JSAPI order inside WeChat (its fields for WeixinJSBridge, `h5_url` empty), an H5 order
   * elsewhere (`h5_url`, the JSAPI fields empty): what the client hands to WeChat Pay.
   */
  createCharge(request: ChargeRequest & { channel: WechatPayChannel }): Promise<WechatPayment>;
  /**
   * WeChat Pay's notification to this group, verified and opened: 401 unless WeChat Pay signed
   * exactly this body within the last 5 minutes for this group's merchant.
   */
  readNotification(group: GroupRow, notice: ProviderNotice): Promise<ChargeReport>;
  /**
   * The charge as WeChat Pay knows it now, asked (for a notification that may have been lost); null
   * when WeChat Pay has no such order. Its `notification_id` names the query's finding, so the same
   * finding applied twice is one notification.
   */
  queryCharge(group: GroupRow, chargeId: string): Promise<ChargeReport | null>;
}

export interface AlipayProvider {
  /** A wap pay: the page the payer is sent to. */
  createCharge(request: ChargeRequest): Promise<AlipayPayment>;
  /**
   * Alipay's asynchronous notification to this group (a form post), verified: 401 unless Alipay's
   * key signed exactly these fields for this group's app.
   */
  readNotification(group: GroupRow, notice: ProviderNotice): Promise<ChargeReport>;
  /** The charge as Alipay knows it now (alipay.trade.query); null when Alipay has no such trade. */
  queryCharge(group: GroupRow, chargeId: string): Promise<ChargeReport | null>;
}
