import { useRoute } from 'preact-iso';
import { InvitationPoster } from '../components/InvitationPoster';
import '../components/InvitationMine.css';

/** `group-invitations-poster`: The invitation poster, drawn on the client. */
export default function InvitationPosterScreen() {
  const { params } = useRoute();
  return (
    <div class="invitation-mine">
      <InvitationPoster group={params.group} />
    </div>
  );
}
