import { hasAdminAuthority, hasLecturerAuthority, type Role } from '../features/account';
import type { Access } from './screens';

/** Whether a person of this role may open a route of this access level (§6). */
export function roleAllows(access: Access, role: Role | null | undefined): boolean {
  switch (access) {
    case 'lecturer':
      return hasLecturerAuthority(role);
    case 'admin':
      return hasAdminAuthority(role);
    case 'owner':
      return role === 'owner';
    default:
      return true;
  }
}
