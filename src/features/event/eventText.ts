import { wholeTimeUnits } from '../../lib/format';
import { i18n, t } from '../../lib/i18n';
import type { GroupEvent } from '../../../contract/event';

// The group events list in words (issue 14 point 5): each event as a sentence in the reader's
// language ("Adam Admin made Mia a lecturer"), and whatever else it recorded as plain "field: value"
// lines, never as JSON. Texts: locales/*/admin_members.json `events.*`.

/** What the list shows for one event. */
export interface EventText {
  sentence: string;
  /** The details the sentence does not tell, one "field: value" line each. */
  details: string[];
}

const NS = 'admin_members:events';
/** Longer texts (an announcement, a post) are cut here in a sentence. */
const EXCERPT_LENGTH = 80;

// Keys are built from the action's name (every name has its text: eventText.test.ts checks).
const anyKey = t as unknown as (key: string, values?: Record<string, unknown>) => string;
const text = (key: string, values?: Record<string, unknown>): string => anyKey(`${NS}.${key}`, values);
const has = (key: string) => i18n.exists(`${NS}.${key}`);

function excerpt(value: string): string {
  return value.length > EXCERPT_LENGTH ? `${value.slice(0, EXCERPT_LENGTH - 1)}…` : value;
}

/** A detail's field name as people read it: a known setting's label, else its name with spaces. */
function fieldLabel(key: string): string {
  return has(`field.${key}`) ? text(`field.${key}`) : key.replace(/[_-]+/g, ' ').trim();
}

/** Any recorded value as plain text: switches on/off, lists joined, nothing as "none", objects as pairs. */
export function plainValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return text('value.none');
  if (typeof value === 'boolean') return text(value ? 'value.on' : 'value.off');
  if (typeof value === 'string') return excerpt(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? text('value.none') : value.map(plainValue).join(text('list_separator'));
  if (typeof value === 'object') return pairs(value as Record<string, unknown>, []).join(text('list_separator'));
  return String(value);
}

/** "discussions off" for a switch, "chat mode: mute" for anything else. */
function pairs(details: Record<string, unknown>, told: readonly string[]): string[] {
  return Object.keys(details)
    .filter((key) => told.indexOf(key) < 0)
    .map((key) => text(typeof details[key] === 'boolean' ? 'switch' : 'pair', { field: fieldLabel(key), value: plainValue(details[key]) }));
}

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function duration(minutes: number): string {
  const { count, unit } = wholeTimeUnits(minutes);
  return t(`admin_members:duration.${unit}` as 'admin_members:duration.minute', { count });
}

/**
 * The sentence's key (an action's variant when there is one: `_named` with a target, `_cleared` for
 * an undoing), its values, and which details it tells.
 */
function phrase(event: GroupEvent): { variant: string; values: Record<string, unknown>; told: string[] } {
  const d = event.details;
  const target = stringOf(d.name) || stringOf(d.title);
  switch (event.action) {
    case 'settings.update':
      return { variant: '', values: { changes: pairs(d, []).join(text('list_separator')) }, told: Object.keys(d) };
    case 'chat.announcement': {
      const announcement = stringOf(d.announcement);
      return { variant: announcement ? '' : 'cleared', values: { text: excerpt(announcement) }, told: ['announcement'] };
    }
    case 'member.shut_up': {
      const minutes = typeof d.minutes === 'number' ? d.minutes : 0;
      return { variant: minutes > 0 ? '' : 'cleared', values: { target, duration: duration(minutes) }, told: ['name', 'minutes', 'until'] };
    }
    case 'member.set_role':
      return { variant: '', values: { target, role: roleAs(stringOf(d.role)) }, told: ['name', 'role', 'previous_role'] };
    case 'member.set_policies': {
      const policies = Array.isArray(d.policies) ? d.policies.map(stringOf) : [];
      const named = policies.map((p) => (has(`policy.${p}`) ? text(`policy.${p}`) : p)).join(text('list_separator'));
      return { variant: policies.length > 0 ? '' : 'cleared', values: { target, policies: named }, told: ['name', 'policies'] };
    }
    case 'vault.pin_locked': {
      // The actor is the one locked; the sentence says for how long (from the event's time).
      const minutes = typeof d.minutes === 'number' ? d.minutes : 0;
      return { variant: '', values: { tries: d.tries, duration: duration(minutes) }, told: ['name', 'tries', 'minutes', 'locked_until'] };
    }
    case 'member.kick':
      return { variant: '', values: { target }, told: ['name', 'role', 'state'] };
    case 'members.post':
      return { variant: '', values: { text: excerpt(stringOf(d.text)) }, told: ['text'] };
    case 'member.block':
    case 'member.unblock':
      return { variant: '', values: { target }, told: ['name'] };
    default:
      return { variant: target ? 'named' : '', values: { target: excerpt(target) }, told: target ? ['name', 'title'] : [] };
  }
}

/** One event in words, for the events list. */
export function describeEvent(event: GroupEvent): EventText {
  const { variant, values, told } = phrase(event);
  const base = `action.${event.action}`;
  const key = variant && has(`${base}_${variant}`) ? `${base}_${variant}` : base;
  const actor = event.actor ? event.actor.full_name || text('someone') : text('system');
  return { sentence: text(key, { ...values, actor }), details: pairs(event.details, told) };
}

/** "a lecturer", "an admin": a role as the end of "made Mia …". */
function roleAs(role: string): string {
  return i18n.exists(`admin_members:role_as.${role}`) ? t(`admin_members:role_as.${role}` as 'admin_members:role_as.user') : role;
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
