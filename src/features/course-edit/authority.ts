import type { Role } from '../account';

/** §6: lecturer authority is held by the owner, admins and lecturers. */
export function hasLecturerAuthority(role: Role | null | undefined): boolean {
  return role === 'owner' || role === 'admin' || role === 'lecturer';
}
