import { groupApi } from '../../lib/http';
import { GroupAdminSettings, GroupConfig, GroupPublic, GroupSettings } from '../../../contract/group';

// Silent: screens show these failures in place; §8 redirects still happen.
export const fetchGroupPublic = (group: string) => groupApi(group).get('/public', GroupPublic, { silent: true });
export const fetchGroupConfig = (group: string) => groupApi(group).get('/config', GroupConfig, { silent: true });
/** What a guest's or member's screens read; the moderation settings are not in it (GET /admin/settings has them). */
export const fetchGroupSettings = (group: string) =>
  groupApi(group).get('/settings/full', GroupSettings, { silent: true });
/** Every setting, as the admin portal edits them (admins and the owner). */
export const fetchGroupAdminSettings = (group: string) =>
  groupApi(group).get('/admin/settings', GroupAdminSettings, { silent: true });

/** The settings an admin changes by switching them on or off (§7 PUT /settings/full); answers the settings as saved. */
export type GroupSwitches = Pick<
  GroupAdminSettings,
  | 'home_enabled' | 'custom_enabled' | 'course-enabled' | 'discussion_enabled' | 'profile_enabled'
  | 'group_entry_disabled' | 'group_entry_kyc_enabled' | 'system_renew_enable' | 'system_invite_code_required'
  | 'members_visible' | 'public_member_count' | 'profile_show_membership' | 'profile_show_activities' | 'profile_self_edit'
  | 'notify_member_joined' | 'notify_member_renewed'
>;
/** The settings an admin may change (§7 PUT /settings/full): a switch, the chat's deny words, allow-list, thresholds. */
export type GroupSettingsPatch = Partial<Omit<GroupAdminSettings, 'lecturing_or_streaming_started_at'>>;
export const updateGroupSettings = (group: string, patch: GroupSettingsPatch) =>
  groupApi(group).put('/settings/full', patch, GroupAdminSettings, { silent: true });
