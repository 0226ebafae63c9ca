import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { Sql } from '../../db/sql';
import type { GroupAdminSettings, GroupSettings, StreamOrientation } from '../../../contract/group';

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
  /** Privacy, profile and notification switches (0/1; migration 022). */
  members_visible: number;
  public_member_count: number;
  profile_show_membership: number;
  profile_show_activities: number;
  profile_self_edit: number;
  notify_member_joined: number;
  notify_member_renewed: number;
  /** On the groups row (GET /config and /public read them there). */
  max_renewal_years: number;
  provide_public_random_invitation_codes: number;
  permanent_invitation_codes_enabled: number;
  invitation_bonus_rate: string;
  /** JSON [{key, visible}] or NULL (the default order, all shown). */
  home_sections: string | null;
  /** JSON [app_id] or NULL (every favourite bot). */
  home_shortcuts: string | null;
  /** The picture's shape streams are prepared for (migration 027). */
  stream_orientation: StreamOrientation;
};

export type ProductSummaryRow = {
  product_id: string; status: string;
  price_asset_id: string; price_amount: string; symbol: string | null; price_cny: string | null;
};

export type GroupStatsRow = { courses: number; members: number; lives: number };

// Each query once, for the async layer (db/sql.ts, issue 27); findGroupSync, on the same text, serves the
// stand-ins and the chat hub's synchronous code until they move (server/README "The async layer").
const FIND_GROUP = 'SELECT * FROM groups WHERE group_id = ?';
const FIND_GROUP_BY_CLIENT_ID = 'SELECT * FROM groups WHERE client_id = ?';
const FIND_GROUP_BY_WECHAT_APP_ID = "SELECT * FROM groups WHERE wechat_app_id = ? AND wechat_app_id <> ''";
const FIND_PRODUCT_SUMMARY = `SELECT p.product_id, p.status, p.price_asset_id, p.price_amount, a.symbol, a.price_cny
    FROM products p LEFT JOIN assets a ON a.asset_id = p.price_asset_id WHERE p.product_id = ?`;
const COUNT_GROUP_STATS = `SELECT
      (SELECT COUNT(*) FROM courses WHERE group_id = ? AND state = 'published') AS courses,
      (SELECT COUNT(*) FROM memberships WHERE group_id = ?
        AND (role IN ('owner', 'admin', 'lecturer') OR state IN ('paid', 'subscribed', 'unsubscribed', 'blocked'))) AS members,
      (SELECT COUNT(*) FROM streams WHERE group_id = ?) AS lives`;
const FIND_GROUP_SETTINGS = `SELECT home_enabled, custom_enabled, course_enabled, discussion_enabled,
      profile_enabled, custom_theme, group_entry_quiz_id, group_entry_disabled,
      group_entry_kyc_enabled, system_renew_enable, system_invite_code_required,
      lecturing_or_streaming_started_at, group_mode, discussion_permission, tip_min_usd,
      luckycoin_max_shares, luckycoin_min_usd, deny_words, link_allow_list, chat_rate_limit, chat_inactive_days,
      members_visible, public_member_count, profile_show_membership, profile_show_activities, profile_self_edit,
      notify_member_joined, notify_member_renewed,
      g.max_renewal_years, g.provide_public_random_invitation_codes, permanent_invitation_codes_enabled,
      invitation_bonus_rate, home_sections, home_shortcuts, stream_orientation
    FROM group_settings s JOIN groups g ON g.group_id = s.group_id WHERE s.group_id = ?`;
const SET_GROUP_MAINTENANCE = 'UPDATE groups SET maintenance = ? WHERE group_id = ?';
const LIST_GROUP_IDS = 'SELECT group_id FROM groups ORDER BY group_id';

export function findGroup(sql: Sql, groupId: string): Promise<GroupRow | undefined> {
  return sql.get<GroupRow>(FIND_GROUP, groupId);
}

export function findGroupSync(db: Db, groupId: string): GroupRow | undefined {
  return statement(db, FIND_GROUP).get(groupId) as GroupRow | undefined;
}

export function findGroupByClientId(sql: Sql, clientId: string): Promise<GroupRow | undefined> {
  return sql.get<GroupRow>(FIND_GROUP_BY_CLIENT_ID, clientId);
}

/** The group whose WeChat official account has this app id ('' never matches). */
export function findGroupByWechatAppId(sql: Sql, appId: string): Promise<GroupRow | undefined> {
  return sql.get<GroupRow>(FIND_GROUP_BY_WECHAT_APP_ID, appId);
}

/** A product's status and price, with its asset's symbol and price_cny (null when the asset is gone). */
export function findProductSummary(sql: Sql, productId: string): Promise<ProductSummaryRow | undefined> {
  return sql.get<ProductSummaryRow>(FIND_PRODUCT_SUMMARY, productId);
}

/**
 * What membership gives, in one query on indexed columns: published courses, members as the member
 * list counts them (staff, and everyone who has paid, even if lapsed or blocked), live sessions held.
 */
export async function countGroupStats(sql: Sql, groupId: string): Promise<GroupStatsRow> {
  return (await sql.get<GroupStatsRow>(COUNT_GROUP_STATS, groupId, groupId, groupId))!;
}

export function findGroupSettings(sql: Sql, groupId: string): Promise<GroupSettingsRow | undefined> {
  return sql.get<GroupSettingsRow>(FIND_GROUP_SETTINGS, groupId);
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
  members_visible: 'members_visible',
  public_member_count: 'public_member_count',
  profile_show_membership: 'profile_show_membership',
  profile_show_activities: 'profile_show_activities',
  profile_self_edit: 'profile_self_edit',
  notify_member_joined: 'notify_member_joined',
  notify_member_renewed: 'notify_member_renewed',
  permanent_invitation_codes_enabled: 'permanent_invitation_codes_enabled',
  invitation_bonus_rate: 'invitation_bonus_rate',
  home_sections: 'home_sections',
  home_shortcuts: 'home_shortcuts',
  stream_orientation: 'stream_orientation',
} as const;

/** Writable settings kept on the groups row itself, where GET /config and /public read them. */
const GROUP_ROW_COLUMNS = {
  max_renewal_years: 'max_renewal_years',
  provide_public_random_invitation_codes: 'provide_public_random_invitation_codes',
} as const;

export type GroupSettingsPatch = Partial<{
  [K in keyof typeof SETTINGS_COLUMNS | keyof typeof GROUP_ROW_COLUMNS]: GroupAdminSettings[K];
}>;

/** The UPDATE statements a patch needs (one per table it touches), with their values. */
function settingsUpdates(groupId: string, patch: GroupSettingsPatch): { text: string; values: (string | number | null)[] }[] {
  const fields = (Object.keys(patch) as (keyof GroupSettingsPatch)[])
    .filter((field) => patch[field] !== undefined);
  const update = (table: string, columns: Record<string, string>) => {
    const own = fields.filter((field) => field in columns);
    if (own.length === 0) return [];
    const assignments = own.map((field) => `${columns[field]} = ?`).join(', ');
    const values = own.map((field) => {
      const value = patch[field];
      if (Array.isArray(value)) return JSON.stringify(value);
      return typeof value === 'boolean' ? Number(value) : (value as string | number | null);
    });
    return [{ text: `UPDATE ${table} SET ${assignments} WHERE group_id = ?`, values: [...values, groupId] }];
  };
  return [...update('group_settings', SETTINGS_COLUMNS), ...update('groups', GROUP_ROW_COLUMNS)];
}

export async function updateGroupSettings(sql: Sql, groupId: string, patch: GroupSettingsPatch): Promise<void> {
  for (const { text, values } of settingsUpdates(groupId, patch)) await sql.run(text, ...values);
}

export async function setGroupMaintenance(sql: Sql, groupId: string, on: boolean): Promise<boolean> {
  return (await sql.run(SET_GROUP_MAINTENANCE, on ? 1 : 0, groupId)).changes === 1;
}

/** Every group's id, in order. */
export function listGroupIds(sql: Sql): Promise<string[]> {
  return sql.values<string>(LIST_GROUP_IDS);
}
