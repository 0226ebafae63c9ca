import { Hono } from 'hono';
import { array, boolean, enums, nonempty, nullable, object, optional, refine, size, string } from 'superstruct';
import { boundedInteger, boundedString, IdText } from '../../../contract/bounds';
import {
  CHAT_ALLOW_LIST_MAX, CHAT_DENY_WORDS_MAX, CHAT_RATE_LIMIT_MAX,
} from '../../../contract/chat';
import {
  DiscussionPermission, GroupMode, StreamOrientation,
} from '../../../contract/group';
import { AmountText, amountProblem, amountProblemMessage } from '../../../contract/amount';
import { USD_MINIMUM_RULE } from '../../../contract/communityAdmin';
import { themeSettingProblem } from '../../../contract/groupInfo';
import { HOME_SECTIONS } from '../../../contract/homeSections';
import { RENEWAL_PERIODS } from '../../../contract/order';
import { FAVORITE_APPS_MAX } from '../../../contract/shortcut';
import type { GroupEnv } from '../../context';
import { jsonBody } from '../../lib/validation';
import { requireAdmin } from '../auth/auth.middleware';
import { groupHandlers } from './group.handlers';

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

export const groupRoutes = new Hono<GroupEnv>()
  // Public: the client needs these before login (names, tabs, join options).
  .get('/public', (c) => groupHandlers.getPublic(c))
  .get('/config', (c) => groupHandlers.getConfig(c))
  // Guests and members: what their screens read; admins read every setting from /admin/settings.
  .get('/settings/full', (c) => groupHandlers.getSettings(c))
  .get('/admin/settings', requireAdmin, (c) => groupHandlers.getAdminSettings(c))
  .put('/settings/full', requireAdmin, jsonBody(GroupSettingsPatchBody), (c) =>
    groupHandlers.putSettings(c, c.req.valid('json')));
