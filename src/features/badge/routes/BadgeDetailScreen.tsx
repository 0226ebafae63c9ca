import { useRoute } from 'preact-iso';
import { BadgeDetail } from '../components/BadgeDetail';

export default function BadgeDetailScreen() {
  const { params } = useRoute();
  return <BadgeDetail group={params.group} id={params.id} />;
}
