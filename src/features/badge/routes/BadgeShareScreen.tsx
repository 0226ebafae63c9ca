import { useRoute } from 'preact-iso';
import { BadgeShare } from '../components/BadgeShare';

export default function BadgeShareScreen() {
  const { params, query } = useRoute();
  return <BadgeShare group={params.group} userId={query.a || ''} shareKey={query.b || ''} />;
}
