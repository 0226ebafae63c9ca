import { useRoute } from 'preact-iso';
import { GroupAdminSwitchPage } from '../components/GroupAdminSwitchPage';

/**
 * `group-admin-notification` (§2 admin portal, "notification"; issue 14 point 1): whether the group
 * chat announces who joined and who renewed.
 */
export default function AdminNotificationScreen() {
  const { params } = useRoute();
  return <GroupAdminSwitchPage group={params.group} page="notification" />;
}
