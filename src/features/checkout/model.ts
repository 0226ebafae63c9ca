import { signal } from '@preact/signals';

// The checkout's state: what is open and whether an order is being made. Opening the sheet and
// purchasing, which show things, are open.ts (issue 26 point 16: models return data and state).

export type CheckoutResult = 'success' | 'error' | 'cancel';

export interface CheckoutOptions {
  group: string;
  orderId: string;
  /** Defaults to 'Checkout'. */
  title?: string;
  /** Defaults to the product's name. */
  subtitle?: string;
  /** A coupon to choose on opening, when it can pay for the order (a coupon's "Use it"). */
  couponId?: string;
}

export interface ActiveCheckout extends CheckoutOptions {
  /** A new id for every opening, so a second checkout starts from a fresh sheet. */
  id: number;
}

/** What a purchase may show: its refusals, the login prompt and the order's own texts. */
export const PURCHASE_NAMESPACES = ['checkout', 'order', 'auth'] as const;

/** True while POST /orders runs: the invitation input is disabled meanwhile (§5). */
export const orderCreating = signal(false);

export const activeCheckout = signal<ActiveCheckout | null>(null);

export interface PurchaseOptions {
  group: string;
  productId: string | null | undefined;
  /** Years of membership. */
  quantity: number;
  /** Applied together with creating a join order. */
  inviteCode?: string;
  title?: string;
  subtitle?: string;
  /** A coupon to choose on opening (a coupon's "Use it", issue 13). */
  couponId?: string;
}
