import type { InfinitePage } from '../../lib/pager';
import type { GroupEvent } from '../../../contract/event';
import { fetchGroupEvents } from './api';

/** One page of the group's events, newest first (§9 pages of 20; the server says when more follow). */
export function loadEventPage(group: string, offset: number): Promise<InfinitePage<GroupEvent>> {
  return fetchGroupEvents(group, offset).then((page) => ({ items: page.items, ended: !page.has_more }));
}
