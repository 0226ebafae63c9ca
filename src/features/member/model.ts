import { keyedResource } from '../../lib/resource';
import type { InfinitePage } from '../../lib/pager';
import { fetchMember, fetchMemberActivities, searchMembers } from './api';
import { MEMBER_PAGE_SIZE, type Activity, type Member } from '../../../contract/member';

/** Typing pauses this long before the search runs (§2 search is debounced; the figure matches the courses search). */
export const MEMBER_SEARCH_DEBOUNCE_MS = 500;

/** One page of the member list (§9: pages of 20; another is asked for only after a full page). */
export function loadMemberPage(group: string, q: string, offset: number): Promise<InfinitePage<Member>> {
  return searchMembers(group, q.trim(), offset, MEMBER_PAGE_SIZE).then((page) => ({
    items: page.members,
    ended: page.members.length < MEMBER_PAGE_SIZE || offset + page.members.length >= page.total,
  }));
}

/** One page of a member's activities, paged by `before` = created_at of the last one shown. */
export function loadActivityPage(group: string, id: string, before?: string): Promise<InfinitePage<Activity>> {
  return fetchMemberActivities(group, id, before).then((page) => {
    const last = page.activities[page.activities.length - 1];
    return { items: page.activities, ended: !page.has_more || !last, cursor: last ? last.created_at : undefined };
  });
}

/** A member's profile, by user id (members only: it is cleared with the viewer's logout). */
export const memberProfile = keyedResource(fetchMember);
