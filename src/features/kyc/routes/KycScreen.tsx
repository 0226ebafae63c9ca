import { useLocation, useRoute } from 'preact-iso';
import { routeUrl } from '../../../lib/paths';
import { KycPanel } from '../components/KycPanel';

/** `group-kyc` (§2); an approved person goes on to the group home (§4). */
export default function KycScreen() {
  const { params } = useRoute();
  const { route } = useLocation();
  const group = params.group;
  return <KycPanel group={group} onApproved={() => route(routeUrl('group-home', { group }))} />;
}
