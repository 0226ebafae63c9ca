import { useRoute } from 'preact-iso';
import { GroupAdminMemberPost } from '../components/GroupAdminMemberPost';
import { GroupAdminSwitchPage } from '../components/GroupAdminSwitchPage';

/**
 * `group-admin-notification` (§2 admin portal, "notification"; issue 14 point 1): whether the group
 * chat announces who joined and who renewed; and a message to every member (issue 25 point 7).
 */
export default function AdminNotificationScreen() {
  const { params } = useRoute();
  return (
    <>
      <GroupAdminSwitchPage group={params.group} page="notification" />
      <GroupAdminMemberPost group={params.group} />
    </>
  );
}
