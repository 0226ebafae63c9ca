import { Hono } from 'hono';
import { array, boolean, nonempty, nullable, object, optional, size, string } from 'superstruct';
import { boundedInteger, IdText } from '../../../contract/bounds';
import {
  CHAT_ALLOW_LIST_MAX, CHAT_DENY_WORDS_MAX, CHAT_RATE_LIMIT_MAX,
} from '../../../contract/chat';
import { DiscussionPermission, GroupMode } from '../../../contract/group';
import type { GroupEnv } from '../../context';
import { DecimalString, JsonObjectString, jsonBody } from '../../lib/validation';
import { requireAdmin } from '../auth/auth.middleware';
import { groupHandlers } from './group.handlers';

/**
 * PUT /settings/full body: any subset of the writable settings. Unknown fields are refused
 * so a misspelt key is an error rather than a silent no-op.
 * lecturing_or_streaming_started_at is not writable: starting a stream sets it.
 */
export const GroupSettingsPatchBody = object({
  home_enabled: optional(boolean()),
  custom_enabled: optional(boolean()),
  'course-enabled': optional(boolean()),
  discussion_enabled: optional(boolean()),
  profile_enabled: optional(boolean()),
  custom_theme: optional(nullable(size(JsonObjectString, 0, 4000))),
  group_entry_quiz_id: optional(nullable(nonempty(IdText))),
  group_entry_disabled: optional(boolean()),
  group_entry_kyc_enabled: optional(boolean()),
  system_renew_enable: optional(boolean()),
  system_invite_code_required: optional(boolean()),
  'group-mode': optional(GroupMode),
  discussion_permission: optional(DiscussionPermission),
  /** The least a tip may be, in USD (§5, §9). */
  tip_min_usd: optional(size(DecimalString, 1, 20)),
  /** Lucky-coin packs: most shares per pack (≤ 1000, §9) and least amount in USD (§5). */
  luckycoin_max_shares: optional(boundedInteger(1, 1000)),
  luckycoin_min_usd: optional(size(DecimalString, 1, 20)),
  /** Chat (issue 12): words refused in messages (each ≥ 2 letters: checked by chat.service). */
  deny_words: optional(size(array(size(string(), 0, 100)), 0, CHAT_DENY_WORDS_MAX)),
  /** Chat: allowed link prefixes (http(s) URL prefixes with a host: checked by chat.service). */
  link_allow_list: optional(size(array(size(string(), 0, 500)), 0, CHAT_ALLOW_LIST_MAX)),
  chat_rate_limit: optional(boundedInteger(0, CHAT_RATE_LIMIT_MAX)),
  /** Chat: members inactive this many days are unsubscribed from notifications (1–3650). */
  chat_inactive_days: optional(boundedInteger(1, 3650)),
});

export const groupRoutes = new Hono<GroupEnv>()
  // Public: the client needs these before login (names, tabs, join options).
  .get('/public', (c) => groupHandlers.getPublic(c))
  .get('/config', (c) => groupHandlers.getConfig(c))
  .get('/settings/full', (c) => groupHandlers.getSettings(c))
  .put('/settings/full', requireAdmin, jsonBody(GroupSettingsPatchBody), (c) =>
    groupHandlers.putSettings(c, c.req.valid('json')));
