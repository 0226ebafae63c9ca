import { useRoute } from 'preact-iso';
import { InvitationHub } from '../components/InvitationHub';

/** `group-invitations`: my invitations at a glance, and the ways to share and follow them. */
export default function InvitationHubScreen() {
  const { params } = useRoute();
  return <InvitationHub group={params.group} />;
}
