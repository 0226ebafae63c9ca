// Other features link to members with to('members-id', {group, id}); the screens are reached by route only.
export type { Activity, Member } from '../../../contract/member';
