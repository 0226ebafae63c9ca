import { callApi } from '../../lib/call';
import { memberCalls } from '../../../contract/api/member';
import { ACTIVITY_PAGE_SIZE, MEMBER_PAGE_SIZE } from '../../../contract/member';
import type { AssignableRole, MemberPolicy } from '../../../contract/memberAdmin';
import type { MemberState, Role } from '../../../contract/user';

// §7 Users and members, as contract/api/member.ts declares them.

/** The admins' filters of the member list (issue 14 point 2); members send none. */
export type MemberFilters = { role?: Role; state?: MemberState };

const quiet = { silent: true };

export function searchMembers(group: string, q: string, offset: number, limit: number = MEMBER_PAGE_SIZE, filters: MemberFilters = {}) {
  return callApi(group, memberCalls.search, { body: { q, offset, limit, ...filters } }, quiet);
}

/** The group's team: the owner, then the admins, then the lecturers (issue 25 point 7). */
export function fetchTeam(group: string) {
  return callApi(group, memberCalls.ops, {}, quiet);
}

export function fetchMember(group: string, id: string) {
  return callApi(group, memberCalls.get, { params: { id } }, quiet);
}

/** A member's activities; `everywhere`: also in the other groups where the caller is a member (group=all). */
export function fetchMemberActivities(group: string, id: string, before?: string, everywhere = false) {
  const query = { limit: ACTIVITY_PAGE_SIZE, before, group: everywhere ? ('all' as const) : undefined };
  return callApi(group, memberCalls.activities, { params: { id }, query }, quiet);
}

// Member management by the owner and admins (§6, §7; contract/memberAdmin.ts). Each answers the member
// as the admins see them. Refusals are shown where the admin acted (silent).

export function putMemberBlock(group: string, id: string, block: boolean) {
  return callApi(group, memberCalls.block, { params: { id }, query: { block: block ? '1' : '0' } }, quiet);
}

export function putMemberShutUp(group: string, id: string, minutes: number) {
  return callApi(group, memberCalls.shutUp, { params: { id }, query: { minutes } }, quiet);
}

export function deleteMembership(group: string, id: string) {
  return callApi(group, memberCalls.kick, { params: { id } }, quiet);
}

export function putMemberRole(group: string, id: string, role: AssignableRole) {
  return callApi(group, memberCalls.setRole, { params: { id }, query: { role } }, quiet);
}

export function putMemberPolicies(group: string, id: string, policies: MemberPolicy[]) {
  return callApi(group, memberCalls.setPolicies, { params: { id }, body: { policies } }, quiet);
}

/** An admin's message to every member (issue 25 point 7); the group_id header goes with it (the declaration says so). */
export function postToMembers(group: string, text: string) {
  return callApi(group, memberCalls.post, { body: { text } }, quiet);
}
