// Other features link to members with to('members-id', {group, id}); the screens are reached by route only.
export type { Activity, Member } from '../../../contract/member';
// Kudos show the member they are sent to.
export { memberProfile } from './model';
// The admin notification section sends a message to every member (issue 25 point 7).
export { sendMemberPost } from './model';
// Kudos with no one chosen yet let the person pick whom to thank from a search of the members (the team
// where the group keeps its members to its admins).
export { loadMemberPage, memberTeam } from './model';
export { membersHidden } from './privacy';
