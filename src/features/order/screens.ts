// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import CheckoutResultScreen from './routes/CheckoutResultScreen';
import OrderScreen from './routes/OrderScreen';

export const screens = {
  'group-checkout-result': CheckoutResultScreen,
  'group-order-id': OrderScreen,
};
