import { groupApi } from '../../lib/http';
import { GroupEventPage } from '../../../contract/event';

// §7 GET /admin/events (admins and the owner). Paths are relative to /api/groups/{group}.

/** §9: the group events page by 20. */
export const EVENT_PAGE_SIZE = 20;

export function fetchGroupEvents(group: string, offset: number) {
  return groupApi(group).get('/admin/events', GroupEventPage, { query: { offset, limit: EVENT_PAGE_SIZE }, silent: true });
}
