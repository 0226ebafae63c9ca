export { account } from './model';
export type { Me, MemberState, Role } from './schemas';
