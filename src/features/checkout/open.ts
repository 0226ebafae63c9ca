import { h } from 'preact';
import { loadNamespaces, t } from '../../lib/i18n';
import { openModal } from '../../ui/modals';
import { toast } from '../../ui/toast';
import { CheckoutHost } from './components/CheckoutHost';
import { activeCheckout, PURCHASE_NAMESPACES, type ActiveCheckout, type CheckoutOptions, type CheckoutResult, type PurchaseOptions } from './model';

// The checkout sheet is opened from code (the join screen, the renew page, an order) and shown
// as a modal (<ModalHost/> at the app root), so nothing of it is in the first paint: this file
// comes with the screens that sell; creating orders and the sheet itself load when first needed.
// It shows things (the sheet, a toast); the state they follow is model.ts.

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
