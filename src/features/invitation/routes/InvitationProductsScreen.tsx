import { useRoute } from 'preact-iso';
import { InvitationCodeList } from '../components/InvitationCodeList';
import { InvitationProductPicker } from '../components/InvitationProductPicker';
import { InvitationRecordList } from '../components/InvitationRecordList';
import '../components/InvitationMine.css';

/**
 * `group-invitations-products-id`: the group's products; with one picked, my codes free to share
 * for it and my invitees' purchases of it.
 */
export default function InvitationProductsScreen() {
  const { params } = useRoute();
  const id = params.id || null;
  return (
    <div class="invitation-mine">
      <InvitationProductPicker group={params.group} current={id} />
      {id && <InvitationCodeList group={params.group} which="available" productId={id} />}
      {id && <InvitationRecordList group={params.group} productId={id} />}
    </div>
  );
}
