import { useRoute } from 'preact-iso';
import { CouponHub } from '../components/CouponHub';

export default function CouponsScreen() {
  const { params } = useRoute();
  return <CouponHub group={params.group} />;
}
