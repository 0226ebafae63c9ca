import type { Me } from '../../../contract/user';

/** §6: the policy that gives the banned screen and refuses entry. */
export const POLICY_USER_BAN = 'USER_BAN';

export function isBanned(me: Pick<Me, 'policies'>): boolean {
  return me.policies.some((p) => p.policy_type === POLICY_USER_BAN);
}

/**
 * Whether the person is inside the group, as the server decides it: staff
 * (owner, admin, lecturer) by role; everyone else while paid or subscribed and
 * not past the expiry (no expiry: free entry). An expired member is back to
 * joining, which is where renewal happens.
 */
export function isActiveMember(me: Pick<Me, 'role' | 'state' | 'expired_at'>, nowMs: number = Date.now()): boolean {
  if (me.role === 'owner' || me.role === 'admin' || me.role === 'lecturer') return true;
  if (me.state !== 'paid' && me.state !== 'subscribed') return false;
  if (me.expired_at === null) return true;
  const expiry = Date.parse(me.expired_at);
  return isNaN(expiry) || expiry > nowMs;
}
