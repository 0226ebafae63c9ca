import type { Me } from '../account';
import { renewalAvailability } from '../membership';

/** Owners, admins and lecturers are in the group by role: their place never runs out. */
export function isStaff(me: Pick<Me, 'role'>): boolean {
  return me.role === 'owner' || me.role === 'admin' || me.role === 'lecturer';
}

/** When the membership runs out, or null when it never does (staff, free entry). */
export function membershipExpiry(me: Pick<Me, 'role' | 'expired_at'>): string | null {
  return isStaff(me) ? null : me.expired_at;
}

/** §2: the renew link shows only while the group enables system renewal and the membership runs out. */
export function canRenew(renewEnabled: boolean, me: Pick<Me, 'role' | 'expired_at'>): boolean {
  return renewalAvailability(renewEnabled, membershipExpiry(me)) === 'available';
}
