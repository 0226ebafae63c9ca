import { useRoute } from 'preact-iso';
import { TipRankList } from '../components/TipRankList';

export default function TipRankScreen() {
  const { params } = useRoute();
  return <TipRankList group={params.group} />;
}
