import { applyLocale, type Locale } from '../../lib/i18n';

/** Each language named in itself, so a person finds theirs whatever the page is in. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', zh: '中文', ja: '日本語' };
/** The lang attribute of each name, so screen readers and fonts treat it as that language. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en', zh: 'zh-CN', ja: 'ja' };
import { locale } from '../../lib/settings';
import { clearStored } from '../../lib/storage';

/** Storage keys that survive "clear cache": the login tokens of every group (lib/session.ts). */
export const KEPT_ON_CLEAR = ['session.tokens', 'session.refresh_tokens'];

/** Reloading the page; replaced in tests. */
export const settingsPage = {
  reload(): void {
    location.reload();
  },
};

/** Switches the interface language now; the bundle is fetched before the text changes. */
export function switchLocale(next: Locale): Promise<void> {
  locale.value = next;
  return applyLocale(next, true);
}

/**
 * Clears what this browser stored for the app except the login tokens, then
 * reloads so no screen keeps showing what was just removed. The language
 * lives on in its cookie.
 */
export function clearCache(): void {
  clearStored(KEPT_ON_CLEAR);
  settingsPage.reload();
}
