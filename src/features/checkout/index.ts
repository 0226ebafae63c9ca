// In the first paint (App mounts the host): signals, the two actions and the host only.
// The sheet is fetched when a checkout first opens.
export { CheckoutHost } from './components/CheckoutHost';
export {
  activeCheckout, finishCheckout, openCheckout, orderCreating, purchase,
  type CheckoutOptions, type CheckoutResult, type PurchaseOptions,
} from './model';
