import { assignableRoles, memberActionRefusal, MEMBER_POLICIES, type AssignableRole, type MemberPolicy } from '../../../contract/memberAdmin';
import type { Member } from '../../../contract/member';
import { hasAdminAuthority, type Me } from '../account';

// What the app offers the owner and admins on the member list and a member's page (issue 14 point 2):
// only what the server will do (contract/memberAdmin.ts), so no button leads to a refusal.

/** Whether the viewer manages the group's members: the list's filters and the pages' tools. */
export function managesMembers(me: Pick<Me, 'role'> | null | undefined): boolean {
  return !!me && hasAdminAuthority(me.role);
}

/**
 * The roles the viewer may give the member, or null when the viewer may do nothing to them: not an
 * admin, their own page, the owner's page, or another admin's page unless the viewer is the owner.
 */
export function memberAdminOffer(
  me: Pick<Me, 'user_id' | 'role'> | null | undefined, member: Pick<Member, 'user_id' | 'role'>,
): { roles: AssignableRole[] } | null {
  if (!me || !managesMembers(me) || memberActionRefusal(me, member)) return null;
  return { roles: assignableRoles(me.role) };
}

/** The member's policies with one turned on or off, in the catalogue's order. */
export function withPolicy(policies: readonly string[], policy: MemberPolicy, on: boolean): MemberPolicy[] {
  return MEMBER_POLICIES.filter((p) => (p === policy ? on : policies.indexOf(p) >= 0));
}
