export { account } from './model';
export { isActiveMember, isBanned, POLICY_USER_BAN } from './membership';
export type { Me, MemberState, Role } from '../../../contract/user';
export { hasAdminAuthority, hasLecturerAuthority } from './roles';
