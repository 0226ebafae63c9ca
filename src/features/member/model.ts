import { groupResource, keyedResource } from '../../lib/resource';
import type { InfinitePage } from '../../lib/pager';
import {
  deleteMembership, fetchMember, fetchMemberActivities, fetchTeam, postToMembers, putMemberBlock, putMemberPolicies, putMemberRole, putMemberShutUp,
  searchMembers, type MemberFilters,
} from './api';
import { MEMBER_PAGE_SIZE, type Activity, type Member, type MemberPostResult } from '../../../contract/member';
import type { AssignableRole, MemberPolicy } from '../../../contract/memberAdmin';

export type { MemberFilters } from './api';

/** Typing pauses this long before the search runs (§2 search is debounced; the figure matches the courses search). */
export const MEMBER_SEARCH_DEBOUNCE_MS = 500;

/**
 * One page of the member list (§9: pages of 20; another is asked for only after a full page). The
 * owner and admins may filter it by role and state.
 */
export function loadMemberPage(group: string, q: string, offset: number, filters: MemberFilters = {}): Promise<InfinitePage<Member>> {
  return searchMembers(group, q.trim(), offset, MEMBER_PAGE_SIZE, filters).then((page) => ({
    items: page.members,
    ended: page.members.length < MEMBER_PAGE_SIZE || offset + page.members.length >= page.total,
  }));
}

/**
 * One page of a member's activities, paged by `before` = created_at of the last one shown;
 * `everywhere`: in every group where the viewer is a member too (issue 25 point 7).
 */
export function loadActivityPage(group: string, id: string, before?: string, everywhere = false): Promise<InfinitePage<Activity>> {
  return fetchMemberActivities(group, id, before, everywhere).then((page) => {
    const last = page.activities[page.activities.length - 1];
    return { items: page.activities, ended: !page.has_more || !last, cursor: last ? last.created_at : undefined };
  });
}

/** The group's team (GET /users/ops): the owner, admins and lecturers shown above the member list. */
export const memberTeam = groupResource(fetchTeam);

/** A member's profile, by user id (members only: it is cleared with the viewer's logout). */
export const memberProfile = keyedResource(fetchMember);

/** What the owner and admins do to a member (issue 14 point 2; the rules: contract/memberAdmin.ts). */
export type MemberAdminAction =
  | { kind: 'block'; block: boolean }
  | { kind: 'shut_up'; minutes: number }
  | { kind: 'kick' }
  | { kind: 'set_role'; role: AssignableRole }
  | { kind: 'set_policies'; policies: MemberPolicy[] };

function send(group: string, id: string, action: MemberAdminAction): Promise<Member> {
  switch (action.kind) {
    case 'block':
      return putMemberBlock(group, id, action.block);
    case 'shut_up':
      return putMemberShutUp(group, id, action.minutes);
    case 'kick':
      return deleteMembership(group, id);
    case 'set_role':
      return putMemberRole(group, id, action.role);
    case 'set_policies':
      return putMemberPolicies(group, id, action.policies);
  }
}

/** Applies an admin's action; the member's page shows the server's answer at once. Rejects with the refusal. */
export function manageMember(group: string, id: string, action: MemberAdminAction): Promise<Member> {
  return send(group, id, action).then((member) => {
    memberProfile.put(group, id, member);
    // A role, a block, a ban or a kick may change who is on the team: asked again on the next visit.
    memberTeam.clear(group);
    return member;
  });
}

/**
 * Sends an admin's message to every member (issue 25 point 7): the group's bot puts it in each active
 * member's wallet. Resolves with how many it goes to; rejects with the refusal (a bound, the
 * ten-minute limit).
 */
export function sendMemberPost(group: string, text: string): Promise<MemberPostResult> {
  return postToMembers(group, text.trim());
}
