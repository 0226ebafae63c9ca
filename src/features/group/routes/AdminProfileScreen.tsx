import { useRoute } from 'preact-iso';
import { GroupAdminSwitchPage } from '../components/GroupAdminSwitchPage';

/**
 * `group-admin-profile` (§2 admin portal, "profile"; issue 14 point 1): what a member page shows to
 * other members (membership dates, activity history) and whether members set their own profile.
 */
export default function AdminProfileScreen() {
  const { params } = useRoute();
  return <GroupAdminSwitchPage group={params.group} page="profile" />;
}
