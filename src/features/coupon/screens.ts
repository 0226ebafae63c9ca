// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts).
import CouponScreen from './routes/CouponScreen';
import CouponsMineScreen from './routes/CouponsMineScreen';
import CouponsProductScreen from './routes/CouponsProductScreen';
import CouponsScreen from './routes/CouponsScreen';

export const screens = {
  'group-coupons': CouponsScreen,
  'group-coupons-mine': CouponsMineScreen,
  'group-coupons-product-id': CouponsProductScreen,
  'group-coupons-id': CouponScreen,
};
