// Signals and the two actions; the checkout shows as a modal, its sheet fetched on first open.
export { activeCheckout, orderCreating, type CheckoutOptions, type CheckoutResult, type PurchaseOptions } from './model';
export { finishCheckout, openCheckout, purchase } from './open';
// The wallet's pay URL made absolute (a QR code is read on another device): kudos and packs pay the same way.
export { absoluteUrl, appUrl } from './channels';
