import { useRoute } from 'preact-iso';
import { StatsDashboard } from '../components/StatsDashboard';

/** The admin portal's index, above its sections (issue 26 point 13): the group at a glance. */
export default function AdminDashboardPanel() {
  return <StatsDashboard group={useRoute().params.group} />;
}
