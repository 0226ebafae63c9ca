import { useRoute } from 'preact-iso';
import { InvitationInviteeList } from '../components/InvitationInviteeList';
import '../components/InvitationMine.css';

/** `group-invitations-invitees`: People I invited. */
export default function InvitationInviteesScreen() {
  const { params } = useRoute();
  return (
    <div class="invitation-mine">
      <InvitationInviteeList group={params.group} />
    </div>
  );
}
