import { account } from '../account';
import { couponStatus, myCoupons, type Coupon } from '../coupon';
import { groupConfig, groupPublic } from '../group';
import type { Asset } from '../../../contract/asset';
import { assetPrices, fetchOrder, type Order } from '../order';
import type { Product, ProductChannel } from '../../../contract/product';
import { sortChannels } from './channels';

export interface CheckoutData {
  order: Order;
  product: Product;
  /** In the default payment-method order (§9). */
  channels: ProductChannel[];
  assets: Asset[];
  /** The person's coupons for this product (any state: the cards say why one is unusable). */
  coupons: Coupon[];
  couponsEnabled: boolean;
  /** The group's client id: the wallet pays to it. */
  recipient: string;
}

export class CheckoutLoadError extends Error {
  constructor(readonly reason: 'no_product') {
    super(reason);
    this.name = 'CheckoutLoadError';
  }
}

/** Everything the sheet shows, fetched together; coupons are read fresh for every checkout. */
export async function loadCheckout(group: string, orderId: string): Promise<CheckoutData> {
  const [order, assets, config, info] = await Promise.all([
    fetchOrder(group, orderId, { silent: true }),
    assetPrices.load(group),
    groupConfig.load(group),
    groupPublic.load(group),
  ]);
  const product = order.product;
  if (!product) throw new CheckoutLoadError('no_product');
  const couponsEnabled = config.coupon_enabled;
  // A coupon list that cannot be read must not stop the payment itself.
  const all = couponsEnabled ? await myCoupons.load(group, true).catch((): Coupon[] => []) : [];
  return {
    order,
    product,
    channels: sortChannels(product.price.channels),
    assets,
    coupons: ownCoupons(all, order, Date.now()),
    couponsEnabled,
    recipient: info.client_id,
  };
}

/**
 * The person's coupons for this order's product that can still be used some day: expired and used
 * ones are not offered (issue 26 point 9; the server refuses them too). A coupon this very order
 * holds (the checkout reopened after a reload or a visit to the provider's page) is free to use
 * again here; one another unpaid order holds keeps its mark, and its card says why it cannot be used.
 */
export function ownCoupons(all: readonly Coupon[], order: Pick<Order, 'order_id' | 'product_id'>, now: number): Coupon[] {
  return all
    .filter((c) => (c.product_id === null || c.product_id === order.product_id) && couponStatus(c, now) === 'valid')
    .map((c) => (c.reserved_order_id === order.order_id ? { ...c, reserved_order_id: null } : c));
}

/** After a payment: coupons changed (one was used) and so did the membership. */
export function reloadAfterPayment(group: string): void {
  const ignore = () => {};
  myCoupons.load(group, true).catch(ignore);
  account.load(group, true).catch(ignore);
}
