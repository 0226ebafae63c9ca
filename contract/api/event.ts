// The admin event list's call (spec §7, §9).
import { GroupEventPage, GroupEventsQuery } from '../event';
import { call } from './call';

export const eventCalls = {
  list: call({
    method: 'GET',
    path: '/admin/events',
    access: 'admin',
    summary: "The group's event list (who did what to what), newest first, paged by offset",
    query: GroupEventsQuery,
    response: GroupEventPage,
  }),
};
