// Changing the group's settings (spec §5, §7 PUT /settings/full; the admin portal), apart from
// contract/api/group.ts so that the first paint, which reads the settings, does not carry the checks.
import { array, boolean, enums, nonempty, nullable, object, optional, refine, size, string } from '../struct';
import { AmountText, amountProblem, amountProblemMessage } from '../amount';
import { boundedInteger, boundedString, IdText } from '../bounds';
import { CHAT_ALLOW_LIST_MAX, CHAT_DENY_WORDS_MAX, CHAT_RATE_LIMIT_MAX } from '../chat';
import { USD_MINIMUM_RULE } from '../communityAdmin';
import { DiscussionPermission, GroupAdminSettings, GroupMode, StreamOrientation } from '../group';
import { themeSettingProblem } from '../groupInfo';
import { HOME_SECTIONS } from '../homeSections';
import { RENEWAL_PERIODS } from '../order';
import { FAVORITE_APPS_MAX } from '../shortcut';
import { call } from './call';

/**
 * PUT /settings/full body: any subset of the writable settings. Unknown fields are refused
 * so a misspelt key is an error rather than a silent no-op.
 * lecturing_or_streaming_started_at is not writable: starting a stream sets it.
 */
/** A custom_theme as stored: a JSON object of hex colours, nothing else. */
const ThemeSetting = refine(size(string(), 1, 200), 'custom_theme', (value) => themeSettingProblem(value) ?? true);

/**
 * §5 a minimum in USD (kudos, lucky-coin packs): a plain decimal above 0 with at most 8 places, at most
 * USD_MINIMUM_MAX (contract/communityAdmin.ts); untrimmed text is refused, not stored (issue 22 point 8).
 */
const UsdMinimum = refine(string(), 'usd minimum', (value) => {
  const problem = amountProblem(value, USD_MINIMUM_RULE);
  return problem === null || amountProblemMessage(problem, { ...USD_MINIMUM_RULE, unit: 'USD' });
});

export const GroupSettingsPatchBody = object({
  home_enabled: optional(boolean()),
  custom_enabled: optional(boolean()),
  'course-enabled': optional(boolean()),
  discussion_enabled: optional(boolean()),
  profile_enabled: optional(boolean()),
  /** §5 "Theme colours must be hex": {primary, primary_dark?}, each #RRGGBB (contract/groupInfo.ts). */
  custom_theme: optional(nullable(ThemeSetting)),
  group_entry_quiz_id: optional(nullable(nonempty(IdText))),
  group_entry_disabled: optional(boolean()),
  group_entry_kyc_enabled: optional(boolean()),
  system_renew_enable: optional(boolean()),
  system_invite_code_required: optional(boolean()),
  'group-mode': optional(GroupMode),
  discussion_permission: optional(DiscussionPermission),
  /** The least a tip may be, in USD (§5, §9). */
  tip_min_usd: optional(UsdMinimum),
  /** Lucky-coin packs: most shares per pack (≤ 1000, §9) and least amount in USD (§5). */
  luckycoin_max_shares: optional(boundedInteger(1, 1000)),
  luckycoin_min_usd: optional(UsdMinimum),
  /** Chat (issue 12): words refused in messages (each ≥ 2 letters: checked by chat.service). */
  deny_words: optional(size(array(boundedString(100)), 0, CHAT_DENY_WORDS_MAX)),
  /** Chat: allowed link prefixes (http(s) URL prefixes with a host: checked by chat.service). */
  link_allow_list: optional(size(array(boundedString(500)), 0, CHAT_ALLOW_LIST_MAX)),
  chat_rate_limit: optional(boundedInteger(0, CHAT_RATE_LIMIT_MAX)),
  /** Chat: members inactive this many days are unsubscribed from notifications (1–3650). */
  chat_inactive_days: optional(boundedInteger(1, 3650)),
  /** Privacy, profile and notifications (issue 14; server/README.md, "Group settings"). */
  members_visible: optional(boolean()),
  public_member_count: optional(boolean()),
  profile_show_membership: optional(boolean()),
  profile_show_activities: optional(boolean()),
  profile_self_edit: optional(boolean()),
  notify_member_joined: optional(boolean()),
  notify_member_renewed: optional(boolean()),
  /** Renewal: how many years ahead a membership may run, one of the renewal periods (§2, §9). */
  max_renewal_years: optional(enums(RENEWAL_PERIODS)),
  /** Invitations (issue 14): the public random codes page, permanent codes, the bonus rate (0–0.5: group.service). */
  provide_public_random_invitation_codes: optional(boolean()),
  permanent_invitation_codes_enabled: optional(boolean()),
  invitation_bonus_rate: optional(AmountText),
  /** The home's sections in order (each key once: group.service) and the favourite bots shown as shortcuts. */
  home_sections: optional(size(array(object({ key: enums(HOME_SECTIONS), visible: boolean() })), 1, HOME_SECTIONS.length)),
  home_shortcuts: optional(nullable(size(array(boundedString(64, 1)), 0, FAVORITE_APPS_MAX))),
  /** Streams: the picture's shape the streaming software sends (admin/setting/stream_prepare). */
  stream_orientation: optional(StreamOrientation),
});

export const settingsCalls = {
  update: call({ method: 'PUT', path: '/settings/full', access: 'admin', summary: 'Changes any subset of the writable settings; unknown fields are refused; answers every setting', body: GroupSettingsPatchBody, response: GroupAdminSettings }),
};
