import {
  enums, integer, max, min, nonempty, nullable, number, object, optional, size, string, type, union,
  type Infer,
} from './struct';
import { PaymentChannel, Product } from './product';

/**
 * NOT_PAID → MARKED_PAID → PAID, or NOT_PAID/MARKED_PAID → FAILED/EXPIRED. NOT_PAID and
 * MARKED_PAID keep the client polling; PAID is success; anything else is a failed payment.
 */
export const ORDER_STATES = ['NOT_PAID', 'MARKED_PAID', 'PAID', 'FAILED', 'EXPIRED'] as const;
export const OrderState = enums(ORDER_STATES);
export type OrderState = Infer<typeof OrderState>;

/**
 * Why the server failed an order (null when it did not: the provider reported the failure, or the
 * order is not FAILED). 'renewal_exceeds_maximum' and 'already_joined': the payment arrived for a
 * membership the rules no longer allow, so it was refused instead of extending the membership;
 * 'replaced': an unpaid order gave way to a newer one for the same product; 'cancelled': the payer
 * cancelled on the provider's page (a CANCELLED notification), which is not a failed payment.
 */
export const ORDER_FAILURE_REASONS = ['renewal_exceeds_maximum', 'already_joined', 'replaced', 'cancelled'] as const;
export const OrderFailureReason = enums(ORDER_FAILURE_REASONS);
export type OrderFailureReason = Infer<typeof OrderFailureReason>;

/** Membership periods (years) a renewal may buy (§9). */
export const RENEWAL_PERIODS = [1, 2, 3, 5, 7] as const;

/**
 * 'join' while the buyer is not a member yet; 'renew' extends a paid membership; 'stream' buys one charged
 * live stream (a product of type 'stream'); 'course' a charged course; 'article' a paid article.
 */
export const OrderKind = enums(['join', 'renew', 'stream', 'course', 'article']);
export type OrderKind = Infer<typeof OrderKind>;

/**
 * A WeChat Pay order: inside WeChat (pxx_channel jsapi) the fields WeixinJSBridge's
 * getBrandWCPayRequest takes, signed by the merchant, with `h5_url` empty; elsewhere (h5) the page
 * the browser opens, `h5_url`, with the JSAPI fields empty.
 */
export const WechatPayment = type({
  appId: string(),
  timeStamp: string(),
  nonceStr: string(),
  package: string(),
  signType: string(),
  paySign: string(),
  h5_url: string(),
});
export type WechatPayment = Infer<typeof WechatPayment>;

/** Alipay: the page the browser opens to pay. */
export const AlipayPayment = type({ url: string() });
export type AlipayPayment = Infer<typeof AlipayPayment>;

/** null for the wallet (the client builds its URL) and for reborn (it redirects with charge_id). */
export const OrderPayment = nullable(union([WechatPayment, AlipayPayment]));
export type OrderPayment = Infer<typeof OrderPayment>;

export const Order = type({
  order_id: string(),
  state: OrderState,
  kind: OrderKind,
  product_id: string(),
  /** Before paying: the product's price asset and amount; after choosing a channel: what is charged. */
  asset_id: string(),
  amount: string(),
  /** Years of membership bought. */
  quantity: number(),
  channel: nullable(PaymentChannel),
  coupon_id: nullable(string()),
  payment: OrderPayment,
  charge_id: nullable(string()),
  created_at: string(),
  /** An order not paid by then becomes EXPIRED (30 minutes after creation). */
  expires_at: string(),
  paid_at: nullable(string()),
  /** Set on a FAILED order the server refused (see ORDER_FAILURE_REASONS); the result page says why. */
  failure_reason: optional(nullable(OrderFailureReason)),
  /** Only with ?expand=product. */
  product: optional(Product),
});
export type Order = Infer<typeof Order>;

export const OrderCreated = type({ order_id: string() });
export type OrderCreated = Infer<typeof OrderCreated>;

/** The polled state; a FAILED order also says why when the server knows (the checkout shows it). */
export const OrderStateInfo = type({
  state: OrderState,
  order_id: string(),
  failure_reason: optional(nullable(OrderFailureReason)),
});
export type OrderStateInfo = Infer<typeof OrderStateInfo>;

/** POST /orders body. `invite_code` is applied in the same step as creating a join order. */
export const CreateOrderRequest = object({
  quantity: max(min(integer(), 1), 100),
  product_id: size(nonempty(string()), 1, 100),
  invite_code: optional(size(string(), 0, 64)),
});
export type CreateOrderRequest = Infer<typeof CreateOrderRequest>;

/** WeChat: 'jsapi' inside WeChat, 'h5' in other browsers. */
export const WechatPayChannel = enums(['jsapi', 'h5']);
export type WechatPayChannel = Infer<typeof WechatPayChannel>;

/** PUT /orders/{id}/pay body. */
export const PayRequest = object({
  order_id: size(nonempty(string()), 1, 100),
  asset_id: size(nonempty(string()), 1, 100),
  channel: PaymentChannel,
  coupon_id: optional(nullable(size(string(), 0, 100))),
  pxx_channel: optional(WechatPayChannel),
  /** result_url: where the provider's page returns after paying (relative or same origin). */
  extras: optional(object({ result_url: optional(size(string(), 0, 2000)) })),
});
export type PayRequest = Infer<typeof PayRequest>;

/** PUT /orders/{id}/pay answer. PAID at once when a coupon brings the amount to zero. */
export const PayResult = type({
  state: OrderState,
  order_id: string(),
  asset_id: string(),
  amount: string(),
  product_id: string(),
  payment: OrderPayment,
  /** The provider's charge (reborn's transfer_id, the sandbox pages' charge_id); null for the wallet. */
  charge_id: nullable(string()),
});
export type PayResult = Infer<typeof PayResult>;
