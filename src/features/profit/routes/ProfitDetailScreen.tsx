import { useRoute } from 'preact-iso';
import { ProfitMonthView } from '../components/ProfitMonthView';

export default function ProfitDetailScreen() {
  const { params, query } = useRoute();
  return <ProfitMonthView group={params.group} date={query.date || null} assetId={query.asset_id || null} />;
}
