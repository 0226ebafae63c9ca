import { useRoute } from 'preact-iso';
import { ProfitMonthView } from '../components/ProfitMonthView';

export default function ProfitMonthScreen() {
  const { params, query } = useRoute();
  return <ProfitMonthView group={params.group} date={query.date || null} />;
}
