import { useRoute } from 'preact-iso';
import { EventList } from '../components/EventList';

/** `group-admin-group_events` (§2 admin portal, §6 "view the group event list", §7 GET /admin/events): who did what, when. */
export default function AdminEventsScreen() {
  const { params } = useRoute();
  return <EventList group={params.group} />;
}
