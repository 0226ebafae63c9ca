import { callApi } from '../../lib/call';
import { eventCalls } from '../../../contract/api/event';

// §7 the group's event list (admins and the owner), as contract/api/event.ts declares it.

/** §9: the group events page by 20. */
export const EVENT_PAGE_SIZE = 20;

export function fetchGroupEvents(group: string, offset: number) {
  return callApi(group, eventCalls.list, { query: { offset, limit: EVENT_PAGE_SIZE } }, { silent: true });
}
