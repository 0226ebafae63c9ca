import type { Me } from '../account';
import { hasAdminAuthority } from '../account';
import type { GroupSettings } from '../group';

// What the group's admins let members see of each other (issue 14, admin/privacy and admin/profile).
// The server enforces it (server/README.md, "Group settings: privacy, profile, notifications"); the app
// reads the same settings first, so a member sees why instead of being refused.

type Reader = Pick<Me, 'user_id' | 'role'> | undefined;
type Privacy = Pick<GroupSettings, 'members_visible' | 'profile_show_activities'> | undefined;

const isAdmin = (me: Reader) => !!me && hasAdminAuthority(me.role);

/**
 * Whether the member list, or the page of member `pageOf`, is kept from this reader: the group keeps
 * members to its admins, and the reader is neither one of them nor (for a page) its member.
 */
export function membersHidden(settings: Privacy, me: Reader, pageOf?: string): boolean {
  if (!settings || settings.members_visible !== false || isAdmin(me)) return false;
  return !(me && pageOf !== undefined && me.user_id === pageOf);
}

/** Whether member `userId`'s activity history is kept from this reader. */
export function activitiesHidden(settings: Privacy, me: Reader, userId: string): boolean {
  if (!settings || settings.profile_show_activities !== false || isAdmin(me)) return false;
  return !(me && me.user_id === userId);
}
