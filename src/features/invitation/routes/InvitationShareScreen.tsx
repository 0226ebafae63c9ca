import { useRoute } from 'preact-iso';
import { InvitationShare } from '../components/InvitationShare';
import '../components/InvitationMine.css';

/** `group-invitations-share`: My code and join link to share. */
export default function InvitationShareScreen() {
  const { params } = useRoute();
  return (
    <div class="invitation-mine">
      <InvitationShare group={params.group} />
    </div>
  );
}
