import { formatAmount, formatDateTime, formatMoney, wholeTimeUnits } from '../../lib/format';
import { i18n, t } from '../../lib/i18n';
import { isDecimal, mul, normalize } from '../../../contract/money';
import type { GroupEvent } from '../../../contract/event';

// The group events list in people's words (issue 14 point 5, issue 26 point 13): each event a sentence
// in the reader's language ("Adam Admin muted Mia Member until 2025/06/03 10:00"), and where one
// sentence cannot hold it (several settings at once) a line per change, also in words. A recorded
// field's name or raw value (an id, `true`, JSON, an ISO date, a decimal's trailing zeros) is never
// shown: a field without a label is "another setting", an action without a sentence "changed the
// settings". Texts: locales/*/admin_members.json `events.*`.

/** What the list shows for one event. */
export interface EventText {
  sentence: string;
  /** Changes the sentence does not tell, one line each, in words. */
  details: string[];
}

const NS = 'admin_members:events';
/** Longer texts (an announcement, a post) are cut here in a sentence. */
const EXCERPT_LENGTH = 80;

// Keys are built from the action's and the setting's names (each has its text: eventText.test.ts checks).
const anyKey = t as unknown as (key: string, values?: Record<string, unknown>) => string;
const text = (key: string, values?: Record<string, unknown>): string => anyKey(`${NS}.${key}`, values);
// `count` lets a key that has only plural forms (`post_one`, `post_other`) be found.
const has = (key: string) => i18n.exists(`${NS}.${key}`, { count: 1 });

function excerpt(value: string): string {
  return value.length > EXCERPT_LENGTH ? `${value.slice(0, EXCERPT_LENGTH - 1)}…` : value;
}

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOf = (value: unknown): number => (typeof value === 'number' && isFinite(value) ? value : 0);

function duration(minutes: number): string {
  const { count, unit } = wholeTimeUnits(minutes);
  return t(`admin_members:duration.${unit}` as 'admin_members:duration.minute', { count });
}

/** An ISO instant as the reader's local date and time; anything else is not shown. */
const when = (value: unknown): string => (typeof value === 'string' && !isNaN(Date.parse(value)) ? formatDateTime(value) : '');

/** A decimal amount as people write it ("12.5"), with its asset's symbol when recorded. */
function amountText(amount: unknown, symbol: unknown): string {
  if (!isDecimal(amount)) return '';
  const figure = formatAmount(amount as string);
  return stringOf(symbol) ? `${figure} ${stringOf(symbol)}` : figure;
}

/** One of a few recorded words (a chat mode, a language) in the reader's language, or '' when unknown. */
const choice = (group: string, value: unknown): string => (typeof value === 'string' && has(`${group}.${value}`) ? text(`${group}.${value}`) : '');

// How each setting's new value is told. `hidden`: the change is told, not the value (a colour pair,
// an id, a layout).
type SettingKind = 'switch' | 'number' | 'usd' | 'percent' | 'words' | 'mode' | 'permission' | 'orientation' | 'hidden';

/** Every setting the server records (PUT /settings/full, the chat's own calls, the favourite bots' order). */
export const SETTING_KINDS: Record<string, SettingKind> = {
  home_enabled: 'switch', custom_enabled: 'switch', 'course-enabled': 'switch', discussion_enabled: 'switch', profile_enabled: 'switch',
  custom_theme: 'hidden', group_entry_quiz_id: 'hidden', group_entry_disabled: 'switch', group_entry_kyc_enabled: 'switch',
  system_renew_enable: 'switch', system_invite_code_required: 'switch', 'group-mode': 'mode', discussion_permission: 'permission',
  tip_min_usd: 'usd', luckycoin_max_shares: 'number', luckycoin_min_usd: 'usd', deny_words: 'words', link_allow_list: 'words',
  chat_rate_limit: 'number', chat_inactive_days: 'number', members_visible: 'switch', public_member_count: 'switch',
  profile_show_membership: 'switch', profile_show_activities: 'switch', profile_self_edit: 'switch', notify_member_joined: 'switch',
  notify_member_renewed: 'switch', max_renewal_years: 'number', provide_public_random_invitation_codes: 'switch',
  permanent_invitation_codes_enabled: 'switch', invitation_bonus_rate: 'percent', home_sections: 'hidden', home_shortcuts: 'hidden',
  stream_orientation: 'orientation', favorite_apps: 'hidden',
};

/** A setting's new value in words, or '' when only the change is told. */
function settingValue(kind: SettingKind, value: unknown): string {
  switch (kind) {
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'usd':
      return isDecimal(value) ? formatMoney(value as string, 'usd') : '';
    case 'percent':
      return isDecimal(value) ? `${normalize(mul(value as string, '100'))}%` : '';
    case 'words':
      return Array.isArray(value) && value.length > 0 ? value.map(stringOf).join(text('list_separator')) : text('value.none');
    case 'mode':
    case 'permission':
    case 'orientation':
      return choice(kind, value);
    default:
      return '';
  }
}

/** One changed setting as a sentence's parts: its key (`setting_on`…) and values. */
function settingChange(field: string, value: unknown): { form: 'on' | 'off' | 'set' | 'changed' | 'unknown'; values: Record<string, string> } {
  const kind = SETTING_KINDS[field];
  if (!kind || !has(`setting.${field}`)) return { form: 'unknown', values: {} };
  const setting = text(`setting.${field}`);
  if (kind === 'switch' && typeof value === 'boolean') return { form: value ? 'on' : 'off', values: { setting } };
  const shown = settingValue(kind, value);
  return shown ? { form: 'set', values: { setting, value: shown } } : { form: 'changed', values: { setting } };
}

/** settings.update: one change is the sentence; several are counted, a line each. */
function settingsText(actor: string, details: Record<string, unknown>): EventText {
  const changes = Object.keys(details).map((field) => settingChange(field, details[field]));
  if (changes.length === 1) {
    const only = changes[0]!;
    if (only.form === 'unknown') return { sentence: text('action.settings.update', { actor }), details: [] };
    return { sentence: text(`settings.${only.form}`, { ...only.values, actor }), details: [] };
  }
  if (changes.length === 0) return { sentence: text('action.settings.update', { actor }), details: [] };
  return { sentence: text('settings.several', { actor, count: changes.length }), details: changes.map((c) => text(`settings.line_${c.form}`, c.values)) };
}

/** app.info: the group's name, description and language. */
function infoText(actor: string, d: Record<string, unknown>): EventText {
  const lines: string[] = [];
  if (typeof d.name === 'string') lines.push(text('info.name', { actor, name: excerpt(d.name) }));
  if (typeof d.bio === 'string') lines.push(text('info.bio', { actor }));
  const language = choice('language', d.language);
  if (language) lines.push(text('info.language', { actor, language }));
  if (lines.length === 1) return { sentence: lines[0]!, details: [] };
  const parts: string[] = [];
  if (typeof d.name === 'string') parts.push(text('info.line_name', { name: excerpt(d.name) }));
  if (typeof d.bio === 'string') parts.push(text('info.line_bio'));
  if (language) parts.push(text('info.line_language', { language }));
  return { sentence: text('action.app.info', { actor }), details: parts };
}

/**
 * The sentence's variant (`_named` with a target, `_cleared` for an undoing, `_priced`, `_timed`…)
 * and its values, for actions that are one sentence.
 */
function phrase(event: GroupEvent): { variant: string; values: Record<string, unknown> } {
  const d = event.details;
  const target = excerpt(stringOf(d.name) || stringOf(d.title));
  const named = target ? 'named' : '';
  switch (event.action) {
    case 'chat.announcement': {
      const announcement = stringOf(d.announcement);
      return { variant: announcement ? '' : 'cleared', values: { text: excerpt(announcement) } };
    }
    case 'member.shut_up': {
      const minutes = numberOf(d.minutes);
      const until = when(d.until);
      return { variant: minutes <= 0 ? 'cleared' : until ? 'until' : '', values: { target, duration: duration(minutes), until } };
    }
    case 'member.set_role':
      return { variant: '', values: { target, role: roleAs(stringOf(d.role)) } };
    case 'member.set_policies': {
      const policies = Array.isArray(d.policies) ? d.policies.map(stringOf).filter((p) => has(`policy.${p}`)) : [];
      const policyList = policies.map((p) => text(`policy.${p}`)).join(text('list_separator'));
      return { variant: policies.length > 0 ? '' : 'cleared', values: { target, policies: policyList } };
    }
    case 'vault.pin_locked':
      return { variant: '', values: { tries: numberOf(d.tries), duration: duration(numberOf(d.minutes)) } };
    case 'vault.pin_failed': {
      const left = numberOf(d.tries_left);
      return { variant: d.locked_until ? 'locked' : 'left', values: { count: left } };
    }
    case 'vault.withdraw': {
      const amount = amountText(d.amount, d.symbol);
      return { variant: amount ? 'amount' : '', values: { amount } };
    }
    case 'product.price': {
      const channels = Array.isArray(d.channels) ? d.channels.map(stringOf) : [];
      const symbol = channels.length > 0 ? channels[0]!.split(':')[1] : '';
      const price = amountText(d.amount, symbol);
      const previous = d.previous && typeof d.previous === 'object' ? (d.previous as Record<string, unknown>) : null;
      const from = previous ? amountText(previous.amount, previous.symbol) : '';
      if (price && from) return { variant: target ? 'named_changed' : 'changed', values: { target, price, from } };
      return { variant: price ? (target ? 'named_priced' : 'priced') : named, values: { target, price } };
    }
    case 'members.post':
      return { variant: '', values: { text: excerpt(stringOf(d.text)), count: numberOf(d.recipients) } };
    case 'coupon.update':
      if (typeof d.advertised === 'boolean') return { variant: d.advertised ? 'advertised' : 'unadvertised', values: { target } };
      if (d.expired_at) return { variant: 'ended', values: { target } };
      return { variant: named, values: { target } };
    case 'article.broadcast': {
      const count = Array.isArray(d.article_ids) ? d.article_ids.length : 0;
      return { variant: count > 0 ? 'counted' : '', values: { count } };
    }
    case 'stream.preview_add':
    case 'stream.preview_remove': {
      const at = when(d.live_at);
      return { variant: target && at ? 'timed' : named, values: { target, time: at } };
    }
    case 'discussion.stick':
    case 'discussion.unstick':
    case 'discussion.delete': {
      const author = stringOf(d.author);
      return { variant: target && author ? 'authored' : named, values: { target, author } };
    }
    default:
      return { variant: named, values: { target } };
  }
}

/** One event in words, for the events list. */
export function describeEvent(event: GroupEvent): EventText {
  const actor = event.actor ? event.actor.full_name || text('someone') : text('system');
  if (event.action === 'settings.update') return settingsText(actor, event.details);
  if (event.action === 'app.info') return infoText(actor, event.details);
  const base = `action.${event.action}`;
  if (!has(base)) return { sentence: text('action.settings.update', { actor }), details: [] };
  const { variant, values } = phrase(event);
  const key = variant && has(`${base}_${variant}`) ? `${base}_${variant}` : base;
  return { sentence: text(key, { ...values, actor }), details: [] };
}

/** "a lecturer", "an admin": a role as the end of "made Mia …". */
function roleAs(role: string): string {
  return i18n.exists(`admin_members:role_as.${role}`) ? t(`admin_members:role_as.${role}` as 'admin_members:role_as.user') : text('role_other');
}

/** How long ago, in the largest whole unit: "just now", "5 minutes ago", "3 days ago", "2 months ago". */
export function timeAgo(iso: string, nowMs: number): string {
  const seconds = Math.max(0, (nowMs - Date.parse(iso)) / 1000);
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (minutes < 1) return text('ago.just_now');
  if (hours < 1) return text('ago.minute', { count: minutes });
  if (days < 1) return text('ago.hour', { count: hours });
  if (days < 30) return text('ago.day', { count: days });
  if (days < 365) return text('ago.month', { count: Math.floor(days / 30) });
  return text('ago.year', { count: Math.floor(days / 365) });
}
