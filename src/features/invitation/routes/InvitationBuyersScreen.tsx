import { useRoute } from 'preact-iso';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { groupPublic } from '../../group';
import { InvitationRecordList } from '../components/InvitationRecordList';
import '../components/InvitationMine.css';

/** `group-invitations-buyers`: my invitees who paid to join, and the bonus each earned me. */
export default function InvitationBuyersScreen() {
  const { params } = useRoute();
  const entry = useGroupResource(groupPublic, params.group).data?.product?.id;
  return (
    <div class="invitation-mine">
      {entry ? <InvitationRecordList group={params.group} productId={entry} /> : <Skeleton lines={2} repeat={3} />}
    </div>
  );
}
