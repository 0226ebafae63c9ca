import type { Sql } from '../../db/sql';
import { apiErrors } from '../../lib/errors';
import { findGroupSettings } from '../group/group.repo';

// What members see of each other, as the group's admins set it (issue 14, admin/privacy and
// admin/profile; server/README.md, "Group settings: privacy, profile, notifications"). The owner and
// admins always see everything, and a member always sees their own page.

export type MemberPrivacy = {
  /** Members see the member list and other members' pages (members_visible). */
  listVisible: boolean;
  /** Others see a member's join date, days in the group and expiry (profile_show_membership). */
  showMembership: boolean;
  /** Others see a member's activity history (profile_show_activities). */
  showActivities: boolean;
};

/** Who is asking: the owner or an admin, or someone else (null for a guest). */
export type MemberReader = { admin: boolean; userId: string | null };

export async function memberPrivacy(sql: Sql, groupId: string): Promise<MemberPrivacy> {
  const settings = await findGroupSettings(sql, groupId);
  if (!settings) throw new Error(`group ${groupId} has no settings row`);
  return {
    listVisible: Boolean(settings.members_visible),
    showMembership: Boolean(settings.profile_show_membership),
    showActivities: Boolean(settings.profile_show_activities),
  };
}

const sees = (reader: MemberReader, userId: string) => reader.admin || reader.userId === userId;

/**
 * With the list kept to admins: the list and lookups are refused to everyone else (100403), and so is
 * another member's page (a guest is asked to log in, 100401); one's own page stays readable.
 */
export function assertMembersVisible(privacy: MemberPrivacy, reader: MemberReader, pageOf?: string): void {
  if (privacy.listVisible || reader.admin) return;
  if (pageOf !== undefined && reader.userId === pageOf) return;
  if (reader.userId === null) throw apiErrors.loginRequired();
  throw apiErrors.forbidden('the member list is visible to the group\'s admins only');
}

type Dated = { user_id: string; expired_at?: string | null; joined_at?: string | null; age_days?: number };

/**
 * A member as the reader may see them. When a membership ends is the member's own business (and the
 * admins'): nobody else sees it (issue 26 point 15). Since when they are a member is shown unless the
 * group keeps the dates private.
 */
export function shownTo<T extends Dated>(member: T, privacy: MemberPrivacy, reader: MemberReader): T {
  if (sees(reader, member.user_id)) return member;
  const { expired_at: _expiry, ...withoutExpiry } = member;
  if (privacy.showMembership) return withoutExpiry as T;
  const { joined_at: _joined, age_days: _age, ...rest } = withoutExpiry;
  return rest as T;
}

/** Whether the reader sees this member's activity history (the member's own privacy mode aside). */
export const activitiesShown = (privacy: MemberPrivacy, reader: MemberReader, userId: string): boolean =>
  privacy.showActivities || sees(reader, userId);
