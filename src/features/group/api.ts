import { callApi } from '../../lib/call';
import type { Infer } from 'superstruct';
import { groupCalls } from '../../../contract/api/group';
import type { GroupSettingsPatchBody } from '../../../contract/api/settings';
import type { GroupAdminSettings } from '../../../contract/group';

// Silent: screens show these failures in place; §8 redirects still happen.
export const fetchGroupPublic = (group: string) => callApi(group, groupCalls.public, {}, { silent: true });
export const fetchGroupConfig = (group: string) => callApi(group, groupCalls.config, {}, { silent: true });
/** What a guest's or member's screens read; the moderation settings are not in it (GET /admin/settings has them). */
export const fetchGroupSettings = (group: string) =>
  callApi(group, groupCalls.settings, {}, { silent: true });
/** Every setting, as the admin portal edits them (admins and the owner). */
export const fetchGroupAdminSettings = (group: string) =>
  callApi(group, groupCalls.adminSettings, {}, { silent: true });

/** The settings an admin changes by switching them on or off (§7 PUT /settings/full); answers the settings as saved. */
export type GroupSwitches = Pick<
  GroupAdminSettings,
  | 'home_enabled' | 'custom_enabled' | 'course-enabled' | 'discussion_enabled' | 'profile_enabled'
  | 'group_entry_disabled' | 'group_entry_kyc_enabled' | 'system_renew_enable' | 'system_invite_code_required'
  | 'members_visible' | 'public_member_count' | 'profile_show_membership' | 'profile_show_activities' | 'profile_self_edit'
  | 'notify_member_joined' | 'notify_member_renewed'
>;
/** The settings an admin may change (§7 PUT /settings/full): a switch, the chat's deny words, allow-list, thresholds. */
export type GroupSettingsPatch = Infer<typeof GroupSettingsPatchBody>;
