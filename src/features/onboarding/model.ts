import { groupFlags, setGroupFlag } from '../../lib/groupFlags';
import { firstLogin, setFirstLogin } from '../../lib/prefs';
import { isActiveMember, type Me } from '../account';
import { groupConfig, groupPublic, groupSettings, type GroupConfig, type GroupPublic, type GroupSettings } from '../group';

// Pure rules of the onboarding screens and the welcome sheet (§2 join flow, §4 group status).

/** §2: the welcome sheet's emoji is one of these seven, picked at random. */
export const WELCOME_EMOJIS = ['🎉', '👋', '🥳', '🙌', '✨', '🚀', '🌟'] as const;
export type WelcomeEmoji = (typeof WELCOME_EMOJIS)[number];

/** `random` is Math.random's contract ([0, 1)); a parameter so tests can pick. */
export function pickWelcomeEmoji(random: () => number = Math.random): WelcomeEmoji {
  const i = Math.floor(random() * WELCOME_EMOJIS.length);
  // A random() outside [0, 1) (a bad stub, NaN) still yields one of the seven.
  return WELCOME_EMOJIS[i >= 0 && i < WELCOME_EMOJIS.length ? i : 0];
}

export type GroupStatus = 'streaming' | 'lecturing' | 'mute' | 'chat';

/** What the welcome sheet needs to know of the group's live stream, when the group has one. */
export interface StreamState {
  disabled: boolean;
}

/**
 * §4 "Group status for welcome sheet/spotlight". Once lecturing or streaming
 * has started: 'streaming' when a stream exists and is not disabled,
 * 'lecturing' in lecture mode, else 'chat'. Before that: 'mute' in mute mode,
 * else 'chat'.
 */
export function groupStatus(
  settings: Pick<GroupSettings, 'lecturing_or_streaming_started_at' | 'group-mode'>,
  stream: StreamState | null = null,
): GroupStatus {
  if (settings.lecturing_or_streaming_started_at) {
    if (stream && !stream.disabled) return 'streaming';
    if (settings['group-mode'] === 'lecture') return 'lecturing';
    return 'chat';
  }
  return settings['group-mode'] === 'mute' ? 'mute' : 'chat';
}

/**
 * How recent a membership is "just joined": a day. The join date is the server's (joined_at, the
 * first join; renewals keep it), so a member who joined yesterday and logs in on a new phone is
 * still new, and one of a month is not, whatever this browser remembers.
 */
export const NEW_MEMBER_MS = 24 * 60 * 60 * 1000;

/** Joined (a member by §1's rules, not staff) within the last NEW_MEMBER_MS. */
export function isNewMember(me: Pick<Me, 'role' | 'state' | 'expired_at' | 'joined_at'>, nowMs: number = Date.now()): boolean {
  if (me.role !== 'user' || !me.joined_at || !isActiveMember(me, nowMs)) return false;
  const joined = Date.parse(me.joined_at);
  return joined <= nowMs + 60_000 && nowMs - joined < NEW_MEMBER_MS;
}

/**
 * §2: the welcome sheet, the one greeting there is, shows on the group home after a login in this
 * browser (the first-login flag), and only to a person who has just joined: never to staff, to a
 * long-time member, or to anyone the entry guard keeps out (entry disabled, quiz, KYC, not joined),
 * since those are not active members. Once per person and group in this browser: someone who logs
 * out and back in on their first day is not greeted again (wasWelcomed).
 */
export function shouldWelcome(
  group: string,
  loggedIn: boolean,
  me: Pick<Me, 'user_id' | 'role' | 'state' | 'expired_at' | 'joined_at'> | undefined,
  nowMs: number = Date.now(),
): boolean {
  return loggedIn && !!firstLogin.value[group] && !!me && isNewMember(me, nowMs) && !wasWelcomed(group, me.user_id);
}

/** This person has been shown the welcome sheet in this group, in this browser (logout keeps it). */
export function wasWelcomed(group: string, userId: string): boolean {
  const flags = groupFlags.value[group];
  return !!flags && !!flags.welcomed && flags.welcomed.indexOf(userId) >= 0;
}

/** The sheet was closed or an action picked: the spec's first-login flag goes, and the person is remembered. */
export function welcomeDone(group: string, userId: string): void {
  setFirstLogin(group, false);
  if (wasWelcomed(group, userId)) return;
  const flags = groupFlags.value[group];
  setGroupFlag(group, 'welcomed', (flags && flags.welcomed ? flags.welcomed : []).concat(userId));
}

// --- install guide ---

/** Tracking parameters the login panel's download hint carries (§1); passed on to the download page. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export function appDownloadBase(): string {
  return import.meta.env.VITE_APP_DOWNLOAD_URL || 'https://mixin.one/messenger';
}

/** The app's download page, with whatever utm_* parameters this page was opened with. */
export function appDownloadUrl(query: Record<string, string | undefined>, base: string = appDownloadBase()): string {
  const pairs: string[] = [];
  UTM_KEYS.forEach((key) => {
    const value = query[key];
    if (value) pairs.push(`${key}=${encodeURIComponent(value)}`);
  });
  if (!pairs.length) return base;
  const hash = base.indexOf('#');
  const head = hash < 0 ? base : base.slice(0, hash);
  const tail = hash < 0 ? '' : base.slice(hash);
  return head + (head.indexOf('?') < 0 ? '?' : '&') + pairs.join('&') + tail;
}

// --- join guide ---

export interface GuideFacts {
  /** An invitation code is needed to join (the group is invite-to-join, or the system requires one). */
  inviteRequired: boolean;
  payRequired: boolean;
  publicCodes: boolean;
  /** The group's own rules and the app's legal pages, only those the group has. */
  rules: { key: 'agreement' | 'terms' | 'privacy'; url: string }[];
}

/** What the join guide says about this group (§2 guide: rules, invitation code, pay to join). */
export function guideFacts(
  info: GroupPublic,
  config: Pick<GroupConfig, 'invite_to_join' | 'pay_to_join'> | undefined,
  settings: Pick<GroupSettings, 'system_invite_code_required'> | undefined,
): GuideFacts {
  const rules: GuideFacts['rules'] = [];
  if (info.group_agreement_enabled && info.group_agreement_url) rules.push({ key: 'agreement', url: info.group_agreement_url });
  if (info.terms_of_use_url) rules.push({ key: 'terms', url: info.terms_of_use_url });
  if (info.privacy_policies_url) rules.push({ key: 'privacy', url: info.privacy_policies_url });
  return {
    inviteRequired: !!(config && config.invite_to_join) || !!(settings && settings.system_invite_code_required),
    payRequired: !!(config && config.pay_to_join),
    publicCodes: info.provide_public_random_invitation_codes,
    rules,
  };
}

// --- welcome screen ---

export type WelcomeFeature = 'replay' | 'luckycoin' | 'kudos';

/** The three things the welcome screen introduces (§2), each with the route that does it. */
export const WELCOME_FEATURES: { key: WelcomeFeature; route: 'group-courses' | 'group-luckycoin-pack' | 'group-tip-send' }[] = [
  { key: 'replay', route: 'group-courses' },
  { key: 'luckycoin', route: 'group-luckycoin-pack' },
  { key: 'kudos', route: 'group-tip-send' },
];

/** What the guide needs: the group, its config and its settings; `force` asks the server again (retry). */
export function loadGuide(group: string, force: boolean): void {
  [groupPublic, groupConfig, groupSettings].forEach((resource) => (force ? resource.refresh(group) : resource.ensure(group)));
}
