import { useRoute } from 'preact-iso';
import { MemberList } from '../components/MemberList';

export default function MembersScreen() {
  const { params } = useRoute();
  return <MemberList group={params.group} />;
}
