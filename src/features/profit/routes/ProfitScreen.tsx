import { useRoute } from 'preact-iso';
import { ProfitOverview } from '../components/ProfitOverview';

export default function ProfitScreen() {
  const { params } = useRoute();
  return <ProfitOverview group={params.group} />;
}
