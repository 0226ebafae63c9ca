import { useRoute } from 'preact-iso';
import { BadgeCatalog } from '../components/BadgeCatalog';

export default function BadgeScreen() {
  const { params } = useRoute();
  return <BadgeCatalog group={params.group} />;
}
