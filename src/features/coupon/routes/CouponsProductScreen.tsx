import { useRoute } from 'preact-iso';
import { CouponProductList } from '../components/CouponProductList';

export default function CouponsProductScreen() {
  const { params } = useRoute();
  return <CouponProductList group={params.group} productId={params.id || undefined} />;
}
