import { useRoute } from 'preact-iso';
import { MemberProfile } from '../components/MemberProfile';

export default function MemberScreen() {
  const { params } = useRoute();
  return <MemberProfile group={params.group} id={params.id} />;
}
