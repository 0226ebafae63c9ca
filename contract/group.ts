import {
  array, assign, boolean, enums, nullable, number, optional, string, type, type Infer,
} from './struct';

// Shapes shared by the client (validating responses) and the reference server
// (building them). `type()` lets the server add fields without breaking clients.

export const GroupMode = enums(['free', 'lecture', 'mute', 'streaming']);

/** The languages a group may name as its own (§3 Group: language): the app's. */
export const GROUP_LANGUAGES = ['en', 'zh', 'ja'] as const;
export const GroupLanguage = enums(GROUP_LANGUAGES);
export type GroupLanguage = Infer<typeof GroupLanguage>;

/**
 * A section of the member home as the settings keep it (issue 14, admin/home): its key, one of
 * HOME_SECTIONS (contract/homeSections.ts), and whether it shows. A key this client does not know
 * is ignored there, not refused here, so a server that gains a section breaks no older app.
 */
export const HomeSection = type({ key: string(), visible: boolean() });
export type HomeSection = Infer<typeof HomeSection>;
/**
 * How the streaming software sends the picture (issue 14, admin/setting/stream_prepare): wide
 * (landscape, the default) or tall (portrait, a phone held upright). The viewers' player takes its shape.
 */
export const STREAM_ORIENTATIONS = ['landscape', 'portrait'] as const;
export const StreamOrientation = enums(STREAM_ORIENTATIONS);
export type StreamOrientation = Infer<typeof StreamOrientation>;
/** Who may post and reply in discussions (§6): everyone, or owner/admin only. */
export const DiscussionPermission = enums(['everyone', 'admins']);

export const GroupProductPrice = type({ asset_id: string(), symbol: string(), amount: string(), price_cny: string() });
export type GroupProductPrice = Infer<typeof GroupProductPrice>;

/**
 * Published courses, listed members (as the member list counts them) and live sessions held. `members`
 * is left out when the group keeps its size to itself (settings `public_member_count` off).
 */
export const GroupStats = type({ courses: number(), members: optional(number()), lives: number() });
export type GroupStats = Infer<typeof GroupStats>;

/** A fiat pseudo-asset's price in CNY: what turns the entry price into a guest's currency. */
export const GroupFiatRate = type({ asset_id: string(), symbol: string(), price_cny: string() });
export type GroupFiatRate = Infer<typeof GroupFiatRate>;

export const GroupPublic = type({
  group_id: string(),
  client_id: string(),
  name: string(),
  identity_number: string(),
  group_bio: string(),
  avatar_url: string(),
  /** The group's own language (§3 Group: language), as its admins set it; optional for older servers. */
  language: optional(GroupLanguage),
  /** The entry product (the membership), with its price a year: amount in its own asset, and that asset's price_cny. */
  product: nullable(type({ id: string(), status: string(), price: optional(GroupProductPrice) })),
  /** What membership gives, counted for the login screen and the home's header. Optional for older servers. */
  stats: optional(GroupStats),
  /** The fiat pseudo-assets (cny, usd, jpy) with their price_cny, so the login screen needs no rates list. */
  fiat_rates: optional(array(GroupFiatRate)),
  app_info: type({ name: string(), icon_url: string() }),
  custom_theme: nullable(string()),
  mixin_oauth_scope: string(),
  wechat_app_id: string(),
  nft_ticket_enabled: boolean(),
  provide_public_random_invitation_codes: boolean(),
  group_agreement_enabled: boolean(),
  group_agreement_modal: boolean(),
  group_agreement_url: string(),
  terms_of_use_url: string(),
  privacy_policies_url: string(),
});
export type GroupPublic = Infer<typeof GroupPublic>;

export const GroupConfig = type({
  coupon_enabled: boolean(),
  invite_to_join: boolean(),
  pay_to_join: boolean(),
  // How close to expiry (seconds) the client refreshes its access token (§7: a minute or an hour).
  token_refresh_threshold: number(),
  /** A renewal may not carry the membership further than this many years from now (§5). */
  max_renewal_years: optional(number()),
});
export type GroupConfig = Infer<typeof GroupConfig>;

/**
 * GET /settings/full: the settings a guest's or member's screens read (the tabs, theme, entry checks,
 * mode, the kudos and lucky-coin minimums, privacy, the home). The moderation settings are the admins'
 * (GroupAdminSettings): a spammer must not read the word filter (issue 22 point 11).
 */
export const GroupSettings = type({
  home_enabled: boolean(),
  custom_enabled: boolean(),
  'course-enabled': boolean(),
  discussion_enabled: boolean(),
  profile_enabled: boolean(),
  custom_theme: nullable(string()),
  group_entry_quiz_id: nullable(string()),
  group_entry_disabled: boolean(),
  group_entry_kyc_enabled: boolean(),
  system_renew_enable: boolean(),
  system_invite_code_required: boolean(),
  lecturing_or_streaming_started_at: nullable(string()),
  'group-mode': GroupMode,
  /** Kudos: the least a tip may be, in USD (decimal string; §5, §9); the reference server always sends it. */
  tip_min_usd: optional(string()),
  /** Lucky-coin packs: most shares per pack (1–1000) and least amount in USD (§5, §9); always sent by the reference server. */
  luckycoin_max_shares: optional(number()),
  luckycoin_min_usd: optional(string()),
  /** Privacy: members see the member list and other members' pages (off: admins and the owner only). */
  members_visible: optional(boolean()),
  /** Profile: others see a member's activity history. */
  profile_show_activities: optional(boolean()),
  /** Profile: members set their own nickname, bio and avatar in the group. */
  profile_self_edit: optional(boolean()),
  /** The home's sections in order, each shown or not; the reference server always sends all of them. */
  home_sections: optional(array(HomeSection)),
  /** The favourite bots shown as home shortcuts, in order (app ids); null: every favourite bot, in their order. */
  home_shortcuts: optional(nullable(array(string()))),
});
export type GroupSettings = Infer<typeof GroupSettings>;

/** What only admins and the owner read: moderation, invitations, notifications, privacy switches. */
const AdminOnlySettings = type({
  /** Who may post and reply in discussions. */
  discussion_permission: DiscussionPermission,
  /** Chat (issue 12): words refused in messages (each ≥ 2 letters). */
  deny_words: array(string()),
  /** Chat: link prefixes allowed in messages (http(s) URL prefixes with a host). */
  link_allow_list: array(string()),
  /** Chat: messages per minute per member (0 = no limit); members learn it from the chat's socket. */
  chat_rate_limit: number(),
  /** Chat: members inactive this many days are unsubscribed from notifications by a daily job. */
  chat_inactive_days: number(),
  /** Privacy: the group's public info (before login) counts its members. */
  public_member_count: boolean(),
  /** Profile: others see a member's join date, days in the group and membership expiry. */
  profile_show_membership: boolean(),
  /** Notifications: the group chat announces who joined, and who renewed. */
  notify_member_joined: boolean(),
  notify_member_renewed: boolean(),
  /** A membership may not run further than this many years from now (§5; GET /config has it for everyone). */
  max_renewal_years: number(),
  /** Invitations: the public random codes page (GET /public has it for everyone). */
  provide_public_random_invitation_codes: boolean(),
  /** Invitations: members' permanent codes can be applied (and are listed). */
  permanent_invitation_codes_enabled: boolean(),
  /** Invitations: the inviter's share of a join payment, a decimal string 0–0.5 (members read it in GET /invitations/count). */
  invitation_bonus_rate: string(),
  /** Streams: the picture's shape the streaming software sends (admin/setting/stream_prepare); a start takes it. */
  stream_orientation: StreamOrientation,
});

/** GET /admin/settings and the answer of PUT /settings/full (admins and the owner): every setting. */
export const GroupAdminSettings = assign(GroupSettings, AdminOnlySettings);
export type GroupAdminSettings = Infer<typeof GroupAdminSettings>;

/** The member view of the full settings: exactly the fields GroupSettings names, nothing of the admins'. */
export function memberSettingsOf(settings: GroupSettings): GroupSettings {
  const view: Record<string, unknown> = {};
  for (const key of Object.keys(GroupSettings.schema)) {
    if (key in settings) view[key] = (settings as Record<string, unknown>)[key];
  }
  return view as GroupSettings;
}
