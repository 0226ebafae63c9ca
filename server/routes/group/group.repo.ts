import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { GroupSettings } from '../../../contract/group';

export type GroupRow = {
  group_id: string;
  client_id: string;
  identity_number: string;
  name: string;
  bio: string;
  avatar_url: string;
  language: string;
  app_name: string;
  app_icon_url: string;
  mixin_oauth_scope: string;
  wechat_app_id: string;
  entry_product_id: string | null;
  nft_ticket_enabled: number;
  provide_public_random_invitation_codes: number;
  agreement_enabled: number;
  agreement_modal: number;
  agreement_url: string;
  terms_of_use_url: string;
  privacy_policies_url: string;
  coupon_enabled: number;
  invite_to_join: number;
  pay_to_join: number;
  token_refresh_threshold: number;
  maintenance: number;
  /** A renewal may not carry a membership further than this many years from now. */
  max_renewal_years: number;
};

export type GroupSettingsRow = {
  home_enabled: number;
  custom_enabled: number;
  course_enabled: number;
  discussion_enabled: number;
  profile_enabled: number;
  custom_theme: string | null;
  group_entry_quiz_id: string | null;
  group_entry_disabled: number;
  group_entry_kyc_enabled: number;
  system_renew_enable: number;
  system_invite_code_required: number;
  lecturing_or_streaming_started_at: string | null;
  group_mode: GroupSettings['group-mode'];
  discussion_permission: 'everyone' | 'admins';
  tip_min_usd: string;
  luckycoin_max_shares: number;
  luckycoin_min_usd: string;
  /** JSON arrays of strings. */
  deny_words: string;
  link_allow_list: string;
  chat_rate_limit: number;
  chat_inactive_days: number;
};

export type ProductSummaryRow = {
  product_id: string; status: string;
  price_asset_id: string; price_amount: string; symbol: string | null; price_cny: string | null;
};

export type GroupStatsRow = { courses: number; members: number; lives: number };

export function findGroup(db: Db, groupId: string): GroupRow | undefined {
  return statement(db, 'SELECT * FROM groups WHERE group_id = ?').get(groupId) as GroupRow | undefined;
}

export function findGroupByClientId(db: Db, clientId: string): GroupRow | undefined {
  return statement(db, 'SELECT * FROM groups WHERE client_id = ?').get(clientId) as GroupRow | undefined;
}

/** The group whose WeChat official account has this app id ('' never matches). */
export function findGroupByWechatAppId(db: Db, appId: string): GroupRow | undefined {
  return statement(db, "SELECT * FROM groups WHERE wechat_app_id = ? AND wechat_app_id <> ''").get(appId) as GroupRow | undefined;
}

/** A product's status and price, with its asset's symbol and price_cny (null when the asset is gone). */
export function findProductSummary(db: Db, productId: string): ProductSummaryRow | undefined {
  return statement(db, `SELECT p.product_id, p.status, p.price_asset_id, p.price_amount, a.symbol, a.price_cny
    FROM products p LEFT JOIN assets a ON a.asset_id = p.price_asset_id WHERE p.product_id = ?`)
    .get(productId) as ProductSummaryRow | undefined;
}

/**
 * What membership gives, in one query on indexed columns: published courses, members as the member
 * list counts them (staff, and everyone who has paid, even if lapsed or blocked), live sessions held.
 */
export function countGroupStats(db: Db, groupId: string): GroupStatsRow {
  return statement(db, `SELECT
      (SELECT COUNT(*) FROM courses WHERE group_id = ? AND state = 'published') AS courses,
      (SELECT COUNT(*) FROM memberships WHERE group_id = ?
        AND (role IN ('owner', 'admin', 'lecturer') OR state IN ('paid', 'subscribed', 'unsubscribed', 'blocked'))) AS members,
      (SELECT COUNT(*) FROM streams WHERE group_id = ?) AS lives`).get(groupId, groupId, groupId) as GroupStatsRow;
}

export function findGroupSettings(db: Db, groupId: string): GroupSettingsRow | undefined {
  return statement(db, `SELECT home_enabled, custom_enabled, course_enabled, discussion_enabled,
      profile_enabled, custom_theme, group_entry_quiz_id, group_entry_disabled,
      group_entry_kyc_enabled, system_renew_enable, system_invite_code_required,
      lecturing_or_streaming_started_at, group_mode, discussion_permission, tip_min_usd,
      luckycoin_max_shares, luckycoin_min_usd, deny_words, link_allow_list, chat_rate_limit, chat_inactive_days
    FROM group_settings WHERE group_id = ?`).get(groupId) as GroupSettingsRow | undefined;
}

/** Writable settings, by API field name, with the column each one lives in. */
const SETTINGS_COLUMNS = {
  home_enabled: 'home_enabled',
  custom_enabled: 'custom_enabled',
  'course-enabled': 'course_enabled',
  discussion_enabled: 'discussion_enabled',
  profile_enabled: 'profile_enabled',
  custom_theme: 'custom_theme',
  group_entry_quiz_id: 'group_entry_quiz_id',
  group_entry_disabled: 'group_entry_disabled',
  group_entry_kyc_enabled: 'group_entry_kyc_enabled',
  system_renew_enable: 'system_renew_enable',
  system_invite_code_required: 'system_invite_code_required',
  'group-mode': 'group_mode',
  discussion_permission: 'discussion_permission',
  tip_min_usd: 'tip_min_usd',
  luckycoin_max_shares: 'luckycoin_max_shares',
  luckycoin_min_usd: 'luckycoin_min_usd',
  deny_words: 'deny_words',
  link_allow_list: 'link_allow_list',
  chat_rate_limit: 'chat_rate_limit',
  chat_inactive_days: 'chat_inactive_days',
} as const;

export type GroupSettingsPatch = Partial<{
  [K in keyof typeof SETTINGS_COLUMNS]: GroupSettings[K];
}>;

export function updateGroupSettings(db: Db, groupId: string, patch: GroupSettingsPatch): void {
  const fields = (Object.keys(patch) as (keyof GroupSettingsPatch)[])
    .filter((field) => patch[field] !== undefined);
  if (fields.length === 0) return;
  const assignments = fields.map((field) => `${SETTINGS_COLUMNS[field]} = ?`).join(', ');
  const values = fields.map((field) => {
    const value = patch[field];
    if (Array.isArray(value)) return JSON.stringify(value);
    return typeof value === 'boolean' ? Number(value) : value;
  });
  statement(db, `UPDATE group_settings SET ${assignments} WHERE group_id = ?`).run(...values, groupId);
}

export function setGroupMaintenance(db: Db, groupId: string, on: boolean): boolean {
  return statement(db, 'UPDATE groups SET maintenance = ? WHERE group_id = ?')
    .run(on ? 1 : 0, groupId).changes === 1;
}
