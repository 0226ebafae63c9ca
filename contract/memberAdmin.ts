import { array, enums, object, size, type, type Infer } from './struct';
import { queryInteger } from './bounds';
import type { MemberState, Role } from './user';

// Member management by the group's owner and admins (issue 14 point 2; §6, §7 block, kick, set-role,
// set-policies, and shut up). Paths are relative to /api/groups/{group}; each answers the member as the
// admins see them (Member with `policies` and `shut_up_until`). The rules below are the server's, and
// the app's to offer only what the server will do.

/** §6 policies an admin sets on a member: banned (the banned screen, no entry), invitations disabled. */
export const MEMBER_POLICIES = ['USER_BAN', 'USER_DISABLE_INVITATION'] as const;
export type MemberPolicy = (typeof MEMBER_POLICIES)[number];

/** PUT /users/members/{id}/set-policies: the member's policies from now on (the whole set; [] lifts them all). */
export const MemberPoliciesInput = object({
  policies: size(array(enums(MEMBER_POLICIES)), 0, MEMBER_POLICIES.length),
});
export type MemberPoliciesInput = Infer<typeof MemberPoliciesInput>;

/** PUT /users/members/{id}/set-role?role=: the owner is never made by this call. */
export const ASSIGNABLE_ROLES = ['admin', 'lecturer', 'user'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** The longest shut-up: 30 days, in minutes. */
export const SHUT_UP_MAX_MINUTES = 30 * 24 * 60;
/** PUT /users/members/{id}/shut-up?minutes=: 0 lets the member write again; up to 30 days. */
export const ShutUpQuery = type({ minutes: queryInteger(0, SHUT_UP_MAX_MINUTES) });
/** What the app offers: 10 minutes, an hour, a day, a week. */
export const SHUT_UP_CHOICES = [10, 60, 24 * 60, 7 * 24 * 60] as const;

type Person = { user_id: string; role: Role };

/**
 * Whether someone has a membership to end (kick): staff, or joined at some point (lapsed and blocked
 * too); someone who only signed in has none. The member list shows the same people.
 */
export function hasMembership(m: { role: Role; state: MemberState }): boolean {
  return m.role !== 'user' || m.state === 'paid' || m.state === 'subscribed' || m.state === 'unsubscribed' || m.state === 'blocked';
}

/**
 * Why `actor` may not act on `target` at all, or null. Nobody acts on themselves; nobody acts on the
 * owner; only the owner acts on an admin. (Lecturers and members are refused before this: 100403.)
 */
export function memberActionRefusal(actor: Person, target: Person): 'self' | 'owner' | 'admin' | null {
  if (actor.user_id === target.user_id) return 'self';
  if (target.role === 'owner') return 'owner';
  if (target.role === 'admin' && actor.role !== 'owner') return 'admin';
  return null;
}

/** The roles `actor` may give: only the owner makes (or unmakes, see memberActionRefusal) admins. */
export function assignableRoles(actorRole: Role): AssignableRole[] {
  return actorRole === 'owner' ? ASSIGNABLE_ROLES.slice() : ['lecturer', 'user'];
}

/** Why `actor` may not give `target` the role `role`, or null. */
export function roleChangeRefusal(actor: Person, target: Person, role: AssignableRole): 'self' | 'owner' | 'admin' | 'owner_only' | null {
  const refusal = memberActionRefusal(actor, target);
  if (refusal) return refusal;
  return assignableRoles(actor.role).indexOf(role) >= 0 ? null : 'owner_only';
}
