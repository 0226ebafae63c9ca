import type { Role } from '../../../contract/user';

/** §6 lecturer authority: the owner, admins and lecturers. */
export function hasLecturerAuthority(role: Role | null | undefined): boolean {
  return role === 'owner' || role === 'admin' || role === 'lecturer';
}

/** §6 admin authority: the owner and admins. */
export function hasAdminAuthority(role: Role | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}
