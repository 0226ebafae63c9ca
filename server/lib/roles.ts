import type { MemberState, Role } from '../../contract/user';

// Authority ladders from spec §6.
export const isOwner = (role: Role) => role === 'owner';
export const hasAdminAuthority = (role: Role) => role === 'owner' || role === 'admin';
export const hasLecturerAuthority = (role: Role) =>
  role === 'owner' || role === 'admin' || role === 'lecturer';

export const POLICY_USER_BAN = 'USER_BAN';
/** The member may not invite: their codes are neither listed to them nor accepted from others. */
export const POLICY_USER_DISABLE_INVITATION = 'USER_DISABLE_INVITATION';
export const isBanned = (policies: readonly string[]) => policies.includes(POLICY_USER_BAN);

/**
 * Staff are members by role; a user is a member while paid or subscribed and not past
 * expiry (no expiry: free entry).
 */
export function isActiveMember(
  membership: { role: Role; state: MemberState; expired_at: string | null },
  nowMs: number,
): boolean {
  if (hasLecturerAuthority(membership.role)) return true;
  if (membership.state !== 'paid' && membership.state !== 'subscribed') return false;
  return membership.expired_at === null || Date.parse(membership.expired_at) > nowMs;
}
