// Signals and the two actions; the checkout shows as a modal, its sheet fetched on first open.
export {
  activeCheckout, finishCheckout, openCheckout, orderCreating, purchase,
  type CheckoutOptions, type CheckoutResult, type PurchaseOptions,
} from './model';
