import { signal } from '@preact/signals';
import { t } from '../../lib/i18n';
import { toast } from '../../ui/toast';

// The checkout sheet is opened from code (the join screen, the renew page, an order) and
// rendered by <CheckoutHost/> at the app root. This file is in the first paint: signals and
// small actions only; creating orders and the sheet itself load when first needed.

export type CheckoutResult = 'success' | 'error' | 'cancel';

export interface CheckoutOptions {
  group: string;
  orderId: string;
  /** Defaults to 'Checkout'. */
  title?: string;
  /** Defaults to the product's name. */
  subtitle?: string;
}

export interface ActiveCheckout extends CheckoutOptions {
  /** A new id for every opening, so a second checkout starts from a fresh sheet. */
  id: number;
}

/** True while POST /orders runs: the invitation input is disabled meanwhile (§5). */
export const orderCreating = signal(false);

export const activeCheckout = signal<ActiveCheckout | null>(null);

let nextId = 1;
let settle: ((result: CheckoutResult) => void) | null = null;

/**
 * Opens the checkout for an order and resolves when it is over. On success the sheet has
 * already gone to the checkout result page (§4: "on success go to checkout-result").
 */
export function openCheckout(options: CheckoutOptions): Promise<CheckoutResult> {
  // One checkout at a time: a new one replaces the old, which counts as cancelled.
  if (activeCheckout.value) finishCheckout('cancel');
  return new Promise<CheckoutResult>((resolve) => {
    settle = resolve;
    activeCheckout.value = { ...options, id: nextId++ };
  });
}

/** Hides the checkout with its outcome; the sheet shows the toasts before calling this. */
export function finishCheckout(result: CheckoutResult): void {
  const current = activeCheckout.value;
  if (!current) return;
  const resolve = settle;
  settle = null;
  activeCheckout.value = null;
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
}

/**
 * §4 purchase: create the order, then the checkout; resolves with how the checkout ended.
 * Refuses without a product (§5 common.no_product) or a login; a refused order is
 * explained by a toast and resolves 'error'.
 */
export function purchase(options: PurchaseOptions): Promise<CheckoutResult> {
  return import('./purchase').then(
    (mod) => mod.createAndCheckout(options),
    () => {
      toast(t('errors:no_response'), 'error');
      return 'error' as const;
    },
  );
}
