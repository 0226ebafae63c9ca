import { CHAT_ALLOW_LIST_MAX, CHAT_DENY_WORDS_MAX } from '../../../contract/chat';

// The chat settings an admin types (§5), checked before anything is sent. They mirror the server's
// normalizeDenyWords and normalizeAllowList (server/routes/chat/chat.service.ts), which stay the
// judges: these only spare the admin a round trip and say what to change in words.

/** Why an entry cannot be added; null when it can. */
export type EntryProblem = 'letters' | 'too_long' | 'link' | 'duplicate' | 'full' | null;

const LETTER = /\p{L}/gu;
/** Longest deny word and allow-list entry the server keeps, in characters after trimming. */
export const DENY_WORD_MAX_LENGTH = 100;
export const ALLOW_ENTRY_MAX_LENGTH = 500;
/** chat_inactive_days bounds (the settings route's). */
export const INACTIVE_DAYS_MIN = 1;
export const INACTIVE_DAYS_MAX = 3650;

/** Case- and width-folded, as the server compares deny words. */
export const foldWord = (text: string): string => text.normalize('NFKC').toLowerCase();

/** §5: a deny word has at least 2 letters (any script; digits and marks do not count). */
export function denyWordProblem(raw: string, list: readonly string[]): EntryProblem {
  const word = raw.trim();
  if ((word.match(LETTER) || []).length < 2) return 'letters';
  if (word.length > DENY_WORD_MAX_LENGTH) return 'too_long';
  const folded = foldWord(word);
  if (list.some((w) => foldWord(w) === folded)) return 'duplicate';
  if (list.length >= CHAT_DENY_WORDS_MAX) return 'full';
  return null;
}

/** §5: an allow-list entry is an http(s) URL prefix with a host (and no user or password in it). */
export function allowEntryProblem(raw: string, list: readonly string[]): EntryProblem {
  const entry = raw.trim();
  if (entry.length > ALLOW_ENTRY_MAX_LENGTH) return 'too_long';
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'link';
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname || url.username || url.password) return 'link';
  if (list.indexOf(entry) >= 0) return 'duplicate';
  if (list.length >= CHAT_ALLOW_LIST_MAX) return 'full';
  return null;
}

/** A whole number within [min, max] typed in a field, or null. */
export function wholeNumberIn(raw: string, min: number, max: number): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}
