import { eventCalls } from '../../../contract/api/event';
import { mountCalls } from '../mount';
import { eventHandlers } from './event.handlers';

/** GET /admin/events (§7): contract/api/event.ts, for admins and the owner. */
export const eventRoutes = mountCalls(eventCalls, {
  list: (c, { query }) => eventHandlers.list(c, query),
});
