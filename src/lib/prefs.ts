import { persisted } from './storage';

// Client state the spec says survives a reload (§7 "Persisted client state").
// Everything goes through persisted(): versioned keys, and memory-only when
// storage throws.

/** Groups whose first login has not yet been welcomed (welcome sheet). */
export const firstLogin = persisted<Record<string, boolean>>('prefs.first_login', {});

export function setFirstLogin(group: string, value: boolean): void {
  const next = { ...firstLogin.value };
  if (value) next[group] = true;
  else delete next[group];
  firstLogin.value = next;
}

/** Where to go after login: an in-app route path (`/demo/courses/1`) or a full URL of this app. */
export interface StoredRedirect {
  path?: string;
  url?: string;
}

export const redirects = persisted<Record<string, StoredRedirect>>('prefs.redirect', {});

export function setRedirect(group: string, target: StoredRedirect): void {
  redirects.value = { ...redirects.value, [group]: target };
}

// A route path of this app: one leading slash (not "//host"), no backslash or whitespace.
const ROUTE = /^\/(?!\/)[^\s\\]*$/;

function safeRoute(target: StoredRedirect): string | null {
  if (target.path) {
    const path = target.path.charAt(0) === '#' ? target.path.slice(1) : target.path;
    return ROUTE.test(path) ? path : null;
  }
  if (!target.url) return null;
  try {
    // Stored values may come from a query string an attacker wrote: only a
    // hash route of this very page is followed, never another origin.
    const url = new URL(target.url, location.href);
    if (url.origin !== location.origin || url.pathname !== location.pathname) return null;
    const path = url.hash.slice(1);
    return ROUTE.test(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * Reads and forgets the group's stored redirect. Returns a hash route path
 * (without `#`) that is safe to navigate to, or null (go to the group home).
 */
export function takeRedirect(group: string): string | null {
  const target = redirects.value[group];
  if (!target) return null;
  const next = { ...redirects.value };
  delete next[group];
  redirects.value = next;
  return safeRoute(target);
}

/** When an SMS code was last sent (epoch ms), so the resend cooldown survives a reload. */
export const smsSentAt = persisted<Record<string, number>>('prefs.sms_sent_at', {});

const smsKey = (group: string, phone: string) => `${group}:${phone}`;

export function markSmsSent(group: string, phone: string, at: number = Date.now()): void {
  smsSentAt.value = { ...smsSentAt.value, [smsKey(group, phone)]: at };
}

export function lastSmsSentAt(group: string, phone: string): number | null {
  const at = smsSentAt.value[smsKey(group, phone)];
  return typeof at === 'number' ? at : null;
}

/** Course list search and sort are per group; playback speed is the person's habit, so global. */
export interface CourseListPrefs {
  search?: string;
  sort?: string;
}

export const courseSpeed = persisted<number>('prefs.course_speed', 1);
export const courseListPrefs = persisted<Record<string, CourseListPrefs>>('prefs.course_list', {});

export function setCourseListPrefs(group: string, patch: CourseListPrefs): void {
  courseListPrefs.value = { ...courseListPrefs.value, [group]: { ...courseListPrefs.value[group], ...patch } };
}

export const marketSort = persisted<string | null>('prefs.market_sort', null);
