import { groupApi } from '../../lib/http';
import { ACTIVITY_PAGE_SIZE, ActivityPage, Member, MEMBER_PAGE_SIZE, MemberPage } from '../../../contract/member';
import type { AssignableRole, MemberPolicy } from '../../../contract/memberAdmin';
import type { MemberState, Role } from '../../../contract/user';

// §7 Users and members. Paths are relative to /api/groups/{group}.

/** The admins' filters of the member list (issue 14 point 2); members send none. */
export type MemberFilters = { role?: Role; state?: MemberState };

export function searchMembers(group: string, q: string, offset: number, limit: number = MEMBER_PAGE_SIZE, filters: MemberFilters = {}) {
  return groupApi(group).post('/users/members', { q, offset, limit, ...filters }, MemberPage, { silent: true });
}

export function fetchMember(group: string, id: string) {
  return groupApi(group).get(`/users/members/${encodeURIComponent(id)}`, Member, { silent: true });
}

export function fetchMemberActivities(group: string, id: string, before?: string) {
  return groupApi(group).get(`/users/members/${encodeURIComponent(id)}/activities`, ActivityPage, {
    query: { limit: ACTIVITY_PAGE_SIZE, before },
    silent: true,
  });
}

// Member management by the owner and admins (§6, §7; contract/memberAdmin.ts). Each answers the member
// as the admins see them. Refusals are shown where the admin acted (silent).
const memberPath = (id: string, action: string) => `/users/members/${encodeURIComponent(id)}/${action}`;

export function putMemberBlock(group: string, id: string, block: boolean) {
  return groupApi(group).put(memberPath(id, 'block'), undefined, Member, { query: { block: block ? 1 : 0 }, silent: true });
}

export function putMemberShutUp(group: string, id: string, minutes: number) {
  return groupApi(group).put(memberPath(id, 'shut-up'), undefined, Member, { query: { minutes }, silent: true });
}

export function deleteMembership(group: string, id: string) {
  return groupApi(group).del(memberPath(id, 'kick'), Member, { silent: true });
}

export function putMemberRole(group: string, id: string, role: AssignableRole) {
  return groupApi(group).put(memberPath(id, 'set-role'), undefined, Member, { query: { role }, silent: true });
}

export function putMemberPolicies(group: string, id: string, policies: MemberPolicy[]) {
  return groupApi(group).put(memberPath(id, 'set-policies'), { policies }, Member, { silent: true });
}
