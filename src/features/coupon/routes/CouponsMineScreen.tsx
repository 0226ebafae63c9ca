import { useRoute } from 'preact-iso';
import { CouponMineList } from '../components/CouponMineList';

export default function CouponsMineScreen() {
  const { params } = useRoute();
  return <CouponMineList group={params.group} />;
}
