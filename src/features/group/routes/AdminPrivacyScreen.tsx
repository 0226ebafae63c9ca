import { useRoute } from 'preact-iso';
import { GroupAdminSwitchPage } from '../components/GroupAdminSwitchPage';

/**
 * `group-admin-privacy` (§2 admin portal, "privacy"; issue 14 point 1): whether members see the member list
 * and each other's pages, and whether visitors see how many members there are.
 */
export default function AdminPrivacyScreen() {
  const { params } = useRoute();
  return <GroupAdminSwitchPage group={params.group} page="privacy" />;
}
