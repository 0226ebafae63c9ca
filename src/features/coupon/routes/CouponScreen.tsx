import { useRoute } from 'preact-iso';
import { CouponDetail } from '../components/CouponDetail';

export default function CouponScreen() {
  const { params } = useRoute();
  return <CouponDetail group={params.group} couponId={params.id} />;
}
