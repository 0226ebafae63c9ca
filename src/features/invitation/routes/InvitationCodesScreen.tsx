import { useRoute } from 'preact-iso';
import { InvitationCodeList } from '../components/InvitationCodeList';
import '../components/InvitationMine.css';

/** `group-invitations-codes`: my invitation codes, those free to share and those used. */
export default function InvitationCodesScreen() {
  const { params } = useRoute();
  return (
    <div class="invitation-mine">
      <InvitationCodeList group={params.group} which="available" />
      <InvitationCodeList group={params.group} which="used" />
    </div>
  );
}
