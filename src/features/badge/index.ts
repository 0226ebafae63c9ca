// Badges (issue 11 point 7): other features link with linkTo('group-badge', {group}); a member's
// profile shows their badges with BadgeMemberRow (its texts: the 'badge' namespace).
export { BadgeMemberRow } from './components/BadgeMemberRow';
export type { MemberBadge, MyBadge, SharedBadge } from '../../../contract/badge';
