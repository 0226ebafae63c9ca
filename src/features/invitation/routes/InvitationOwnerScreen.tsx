import { useRoute } from 'preact-iso';
import { InvitationBindForm } from '../components/InvitationBindForm';
import '../components/InvitationMine.css';

/** `group-invitations-owner`: The owner binds an invitee by identity number. */
export default function InvitationOwnerScreen() {
  const { params } = useRoute();
  return (
    <div class="invitation-mine">
      <InvitationBindForm group={params.group} />
    </div>
  );
}
