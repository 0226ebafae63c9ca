import type { Context } from 'hono';
import {
  GroupAdminSettings, GroupConfig, GroupPublic, GroupSettings, memberSettingsOf, type GroupStats,
} from '../../../contract/group';
import { nowIso, type GroupEnv, type ViewerEnv } from '../../context';
import type { Sql } from '../../db/sql';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import {
  countGroupStats, findGroupSettings, findProductSummary, updateGroupSettings,
  type GroupRow, type GroupSettingsPatch, type GroupSettingsRow, type GroupStatsRow,
} from './group.repo';
import { findQuiz } from '../quiz/quiz.repo';
import { isLang } from '../../lib/lang';
import { changeChatMode } from '../stream/stream.service';
import { listFiatRates } from '../asset/asset.repo';
import { chatStateChanged, normalizeAllowList, normalizeDenyWords, postSystemMessage } from '../chat/chat.service';
import { recordGroupEvent } from '../event/event.repo';
import { checkAdminSettings, homeSettingsOf } from './group.service';

type GroupContext = Context<GroupEnv>;

const noSettings = (groupId: string) => new Error(`group ${groupId} has no settings row`);

async function settingsOf(sql: Sql, groupId: string): Promise<GroupSettingsRow> {
  const settings = await findGroupSettings(sql, groupId);
  // Every group gets its settings row when created; a missing one is a data fault, not a 404.
  if (!settings) throw noSettings(groupId);
  return settings;
}

/** The counts a guest sees: the member count only while the group shows it (privacy: public_member_count). */
function publicStats(stats: GroupStatsRow, settings: GroupSettingsRow): GroupStats {
  return settings.public_member_count ? stats : { courses: stats.courses, lives: stats.lives };
}

export async function toGroupPublic(c: Pick<GroupContext, 'var'>, group: GroupRow, settings: GroupSettingsRow): Promise<GroupPublic> {
  const { sql } = c.var.deps;
  const product = group.entry_product_id ? await findProductSummary(sql, group.entry_product_id) : undefined;
  return {
    group_id: group.group_id,
    client_id: group.client_id,
    name: group.name,
    identity_number: group.identity_number,
    group_bio: group.bio,
    avatar_url: group.avatar_url,
    language: isLang(group.language) ? group.language : undefined,
    product: product ? {
      id: product.product_id,
      status: product.status,
      price: product.symbol !== null && product.price_cny !== null
        ? { asset_id: product.price_asset_id, symbol: product.symbol, amount: product.price_amount, price_cny: product.price_cny }
        : undefined,
    } : null,
    stats: publicStats(await countGroupStats(sql, group.group_id), settings),
    fiat_rates: await listFiatRates(sql),
    app_info: { name: group.app_name, icon_url: group.app_icon_url },
    custom_theme: settings.custom_theme,
    mixin_oauth_scope: group.mixin_oauth_scope,
    wechat_app_id: group.wechat_app_id,
    nft_ticket_enabled: Boolean(group.nft_ticket_enabled),
    provide_public_random_invitation_codes: Boolean(group.provide_public_random_invitation_codes),
    group_agreement_enabled: Boolean(group.agreement_enabled),
    group_agreement_modal: Boolean(group.agreement_modal),
    group_agreement_url: group.agreement_url,
    terms_of_use_url: group.terms_of_use_url,
    privacy_policies_url: group.privacy_policies_url,
  };
}

/** Every setting, as admins read them (GET /admin/settings, PUT /settings/full). */
export function toGroupAdminSettings(settings: GroupSettingsRow): GroupAdminSettings {
  return {
    home_enabled: Boolean(settings.home_enabled),
    custom_enabled: Boolean(settings.custom_enabled),
    'course-enabled': Boolean(settings.course_enabled),
    discussion_enabled: Boolean(settings.discussion_enabled),
    profile_enabled: Boolean(settings.profile_enabled),
    custom_theme: settings.custom_theme,
    group_entry_quiz_id: settings.group_entry_quiz_id,
    group_entry_disabled: Boolean(settings.group_entry_disabled),
    group_entry_kyc_enabled: Boolean(settings.group_entry_kyc_enabled),
    system_renew_enable: Boolean(settings.system_renew_enable),
    system_invite_code_required: Boolean(settings.system_invite_code_required),
    lecturing_or_streaming_started_at: settings.lecturing_or_streaming_started_at,
    'group-mode': settings.group_mode,
    discussion_permission: settings.discussion_permission,
    tip_min_usd: settings.tip_min_usd,
    luckycoin_max_shares: settings.luckycoin_max_shares,
    luckycoin_min_usd: settings.luckycoin_min_usd,
    deny_words: JSON.parse(settings.deny_words) as string[],
    link_allow_list: JSON.parse(settings.link_allow_list) as string[],
    chat_rate_limit: settings.chat_rate_limit,
    chat_inactive_days: settings.chat_inactive_days,
    members_visible: Boolean(settings.members_visible),
    public_member_count: Boolean(settings.public_member_count),
    profile_show_membership: Boolean(settings.profile_show_membership),
    profile_show_activities: Boolean(settings.profile_show_activities),
    profile_self_edit: Boolean(settings.profile_self_edit),
    notify_member_joined: Boolean(settings.notify_member_joined),
    notify_member_renewed: Boolean(settings.notify_member_renewed),
    max_renewal_years: settings.max_renewal_years,
    provide_public_random_invitation_codes: Boolean(settings.provide_public_random_invitation_codes),
    permanent_invitation_codes_enabled: Boolean(settings.permanent_invitation_codes_enabled),
    invitation_bonus_rate: settings.invitation_bonus_rate,
    stream_orientation: settings.stream_orientation,
    ...homeSettingsOf(settings),
  };
}

export const groupHandlers = {
  async getPublic(c: GroupContext) {
    return sendData(c, GroupPublic, await toGroupPublic(c, c.var.group, await settingsOf(c.var.deps.sql, c.var.group.group_id)));
  },

  getConfig(c: GroupContext) {
    const { group } = c.var;
    return sendData(c, GroupConfig, {
      coupon_enabled: Boolean(group.coupon_enabled),
      invite_to_join: Boolean(group.invite_to_join),
      pay_to_join: Boolean(group.pay_to_join),
      token_refresh_threshold: group.token_refresh_threshold,
      max_renewal_years: group.max_renewal_years,
    });
  },

  /** Anyone, guests too: what their screens read, none of the moderation settings (issue 22 point 11). */
  async getSettings(c: GroupContext) {
    const all = toGroupAdminSettings(await settingsOf(c.var.deps.sql, c.var.group.group_id));
    return sendData(c, GroupSettings, memberSettingsOf(all));
  },

  /** Admins and the owner: every setting, as the portal edits them. */
  async getAdminSettings(c: Context<ViewerEnv>) {
    return sendData(c, GroupAdminSettings, toGroupAdminSettings(await settingsOf(c.var.deps.sql, c.var.group.group_id)));
  },

  /**
   * One layer transaction: the entry quiz, the chat mode's change (stream.service changeChatMode) and its
   * chat line, the checked settings and their group event; the chat's sockets are told after the commit.
   */
  async putSettings(c: Context<ViewerEnv>, patch: GroupSettingsPatch) {
    if (Object.keys(patch).length === 0) throw apiErrors.validation('body has no settings to change');
    const { deps, group } = c.var;
    const chatPatch = {
      ...patch,
      ...(patch.deny_words && { deny_words: normalizeDenyWords(patch.deny_words) }),
      ...(patch.link_allow_list && { link_allow_list: normalizeAllowList(patch.link_allow_list) }),
    };
    await deps.sql.tx(async (sql) => {
      // The entry quiz is one of this group's quizzes (GET /admin/quizzes lists them).
      if (patch.group_entry_quiz_id && !await findQuiz(sql, group.group_id, patch.group_entry_quiz_id)) {
        throw apiErrors.validation('invalid group_entry_quiz_id: no such quiz in this group');
      }
      const before = (await settingsOf(sql, group.group_id))['group_mode'];
      if (patch['group-mode'] !== undefined) {
        await changeChatMode(sql, group.group_id, patch['group-mode'], nowIso(deps.clock));
      }
      const checked = await checkAdminSettings(sql, group.group_id, chatPatch);
      await updateGroupSettings(sql, group.group_id, checked);
      await recordGroupEvent(sql, {
        groupId: group.group_id, actorId: c.var.viewer.user.user_id, action: 'settings.update', targetKind: 'settings',
        details: checked, at: nowIso(deps.clock),
      });
      if (patch['group-mode'] !== undefined && patch['group-mode'] !== before) {
        await postSystemMessage({ sql, clock: deps.clock }, group.group_id, 'mode_changed', { mode: patch['group-mode'] });
      }
      // The sockets hear the new mode or rate limit once the transaction has committed.
      if (patch['group-mode'] !== undefined || patch.chat_rate_limit !== undefined) chatStateChanged(sql, group.group_id);
    });
    return sendData(c, GroupAdminSettings, toGroupAdminSettings(await settingsOf(deps.sql, group.group_id)));
  },
};
