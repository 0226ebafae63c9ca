import {
  bestCouponByPrice, channelForCoupon, couponProblem, type Coupon, type CouponAsset, type CouponProblem,
} from '../coupon';
import type { HostKind } from '../../lib/host';
import type { ProductChannel } from '../../../contract/product';
import { defaultChannel, sameChannel } from './channels';

// The checkout's choices (§4 checkout flow and coupon rules) as pure transitions, so every
// rule is tested without rendering: the channel, and the coupon that goes with it.

export interface CheckoutSelection {
  channel: ProductChannel | null;
  couponId: string | null;
}

export interface SelectionContext {
  /** In display order. */
  channels: readonly ProductChannel[];
  /** Where the page runs: the channel chosen on load is one that can be finished there. */
  host: HostKind;
  coupons: readonly Coupon[];
  productId: string | null;
  now: number;
  assets: readonly CouponAsset[];
  /** The group's config: without coupons no coupon is ever chosen. */
  couponsEnabled: boolean;
  /** What the order costs on `channel` with `coupon`, in that channel's asset (null: cannot be priced). */
  priceWith: (coupon: Coupon, channel: ProductChannel) => string | null;
}

/** The coupon chosen by itself on `channel`: the one that makes the order cheapest there (bestCouponByPrice). */
export function bestCouponFor(ctx: Omit<SelectionContext, 'channels' | 'host' | 'couponsEnabled'>, channel: ProductChannel): Coupon | null {
  return bestCouponByPrice(ctx.coupons, { productId: ctx.productId, channel, now: ctx.now }, (c) => ctx.priceWith(c, channel), ctx.assets);
}

export function selectedCoupon(selection: CheckoutSelection, coupons: readonly Coupon[]): Coupon | null {
  if (selection.couponId === null) return null;
  for (const coupon of coupons) if (coupon.coupon_id === selection.couponId) return coupon;
  return null;
}

/**
 * On load: the channel that can be finished where the page runs (defaultChannel), and the best
 * coupon usable with it (bestCouponFor: free first, then the largest saving in the order's currency). A coupon the person came to use (a
 * coupon's "Use it", issue 13) is chosen instead when it can pay on some channel, and the
 * channel follows it as choosing it by hand would.
 */
export function initialSelection(ctx: SelectionContext, preferredCouponId: string | null = null): CheckoutSelection {
  const channel = defaultChannel(ctx.channels, ctx.host);
  if (!ctx.couponsEnabled) return { channel, couponId: null };
  const preferred = preferredCouponId ? selectedCoupon({ channel, couponId: preferredCouponId }, ctx.coupons) : null;
  if (preferred) {
    const choice = chooseCoupon({ channel, couponId: null }, preferred, ctx);
    if (choice.problem === null) return choice.selection;
  }
  if (!channel) return { channel, couponId: null };
  const best = bestCouponFor(ctx, channel);
  return { channel, couponId: best ? best.coupon_id : null };
}

/** Choosing a payment method keeps the coupon only while it still matches it. */
export function chooseChannel(
  selection: CheckoutSelection,
  channel: ProductChannel,
  ctx: SelectionContext,
): CheckoutSelection {
  const coupon = selectedCoupon(selection, ctx.coupons);
  const keep = coupon !== null && couponProblem(coupon, { productId: ctx.productId, channel, now: ctx.now }) === null;
  return { channel, couponId: keep ? selection.couponId : null };
}

export interface CouponChoice {
  selection: CheckoutSelection;
  /** Set when the coupon could not be chosen: why. */
  problem: CouponProblem | null;
}

/**
 * Choosing a coupon: the chosen one again clears it; one that matches the current method is
 * taken; otherwise the method switches to the first one whose asset (and method) the coupon
 * fits. A coupon that fits no method is refused with its reason for the current one.
 */
export function chooseCoupon(selection: CheckoutSelection, coupon: Coupon, ctx: SelectionContext): CouponChoice {
  if (selection.couponId === coupon.coupon_id) return { selection: { ...selection, couponId: null }, problem: null };
  const use = { productId: ctx.productId, now: ctx.now };
  const problem = couponProblem(coupon, { ...use, channel: selection.channel });
  if (problem === null) return { selection: { ...selection, couponId: coupon.coupon_id }, problem: null };
  if (problem === 'unsupported_pay_method' || problem === 'requires_channel') {
    const channel = channelForCoupon(coupon, ctx.channels, use);
    if (channel) return { selection: { channel, couponId: coupon.coupon_id }, problem: null };
  }
  return { selection, problem };
}

/** §5: a coupon code can be entered only once a payment method is chosen. */
export function canEnterCouponCode(selection: CheckoutSelection): boolean {
  return selection.channel !== null;
}

export function isSelectedChannel(selection: CheckoutSelection, channel: ProductChannel): boolean {
  return sameChannel(selection.channel, channel);
}
