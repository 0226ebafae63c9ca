import { signal } from '@preact/signals';
import { h } from 'preact';
import { loadNamespaces, t } from '../../lib/i18n';
import { openModal } from '../../ui/modals';
import { toast } from '../../ui/toast';
import { CheckoutHost } from './components/CheckoutHost';

// The checkout sheet is opened from code (the join screen, the renew page, an order) and shown
// as a modal (<ModalHost/> at the app root), so nothing of it is in the first paint: this file
// comes with the screens that sell; creating orders and the sheet itself load when first needed.

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

let nextId = 1;
let settle: ((result: CheckoutResult) => void) | null = null;
let closeSheet: (() => void) | null = null;

/**
 * Opens the checkout for an order and resolves when it is over. On success the sheet has
 * already gone to the checkout result page (§4: "on success go to checkout-result").
 */
export function openCheckout(options: CheckoutOptions): Promise<CheckoutResult> {
  // One checkout at a time: a new one replaces the old, which counts as cancelled.
  if (activeCheckout.value) finishCheckout('cancel');
  return new Promise<CheckoutResult>((resolve) => {
    settle = resolve;
    const checkout: ActiveCheckout = { ...options, id: nextId++ };
    activeCheckout.value = checkout;
    const shown = openModal<void>(() => h(CheckoutHost, { checkout, finish: finishCheckout }), undefined);
    closeSheet = () => shown.close(undefined);
    // Closed from outside (every modal closes on a route change): the checkout is cancelled.
    void shown.then(() => {
      if (activeCheckout.peek() === checkout) finishCheckout('cancel');
    });
  });
}

/** Hides the checkout with its outcome; the sheet shows the toasts before calling this. */
export function finishCheckout(result: CheckoutResult): void {
  const current = activeCheckout.value;
  if (!current) return;
  const resolve = settle;
  const close = closeSheet;
  settle = null;
  closeSheet = null;
  activeCheckout.value = null;
  if (close) close();
  if (resolve) resolve(result);
}

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

/**
 * §4 purchase: create the order, then the checkout; resolves with how the checkout ended.
 * Refuses without a product (§5 common.no_product) or a login; a refused order is
 * explained by a toast and resolves 'error'.
 */
export function purchase(options: PurchaseOptions): Promise<CheckoutResult> {
  // The texts with the code, not after it: one round trip.
  return Promise.all([import('./purchase'), loadNamespaces(PURCHASE_NAMESPACES)]).then(
    ([mod]) => mod.createAndCheckout(options),
    () => {
      toast(t('errors:no_response'), 'error');
      return 'error' as const;
    },
  );
}
