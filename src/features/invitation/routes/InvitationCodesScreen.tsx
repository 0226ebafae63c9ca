import { useRoute } from 'preact-iso';
import { InvitationCodeList } from '../components/InvitationCodeList';
import '../components/InvitationMine.css';

/** `group-invitations-codes`: My invitation codes. */
export default function InvitationCodesScreen() {
  const { params } = useRoute();
  return (
    <div class="invitation-mine">
      <InvitationCodeList group={params.group} />
    </div>
  );
}
