import { computed } from '@preact/signals';
import { persisted, readStored, removeStored, writeStored } from './storage';
import { hostLanguage, type HostWindow } from './host/bridge';
import { preferredLocale, readLocaleCookie, type Locale } from './i18n';

export type Currency = 'usd' | 'cny' | 'jpy';
export const CURRENCIES: Currency[] = ['usd', 'cny', 'jpy'];

// The currency follows the language until the user picks one (§9: zh→cny, en→usd, ja→jpy).
export const CURRENCY_BY_LOCALE: Record<Locale, Currency> = { en: 'usd', zh: 'cny', ja: 'jpy' };

function hostLanguageNow(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : hostLanguage(navigator.userAgent, window as HostWindow);
}

/** Browser languages, most preferred first (older webviews have only navigator.language). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
}

/**
 * The interface language: the person's choice (kept here and in the cookie), else the host app's
 * language, else the browser's (issue 10: a Chinese WeChat user gets Chinese from the first screen).
 */
export const locale = persisted<Locale>(
  'settings.locale',
  readLocaleCookie() || preferredLocale([hostLanguageNow(), ...browserLanguages()]),
);
export const chosenCurrency = persisted<Currency | null>('settings.currency', null);

/** Light, dark, or whatever the host app or the system says (issue 10: the default follows them). */
export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES: ThemeChoice[] = ['system', 'light', 'dark'];

const THEME_KEY = 'settings.theme';
/** Before issue 10 the theme was a dark-mode switch, kept as a boolean under this key. */
const LEGACY_DARK_KEY = 'settings.dark';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'system' || value === 'light' || value === 'dark';
}

/**
 * The saved theme choice, taking over the old dark-mode switch once: `true` becomes dark and
 * `false` light. A stored `false` was never the default (nothing is stored until the switch is
 * touched): it means someone turned dark mode off, and keeps meaning that on a dark phone. With
 * nothing stored, the theme follows the system. index.html's inline script reads the same keys.
 */
export function migrateThemeChoice(): ThemeChoice {
  const saved = readStored<unknown>(THEME_KEY, null);
  if (isThemeChoice(saved)) return saved;
  // Anything else under the key is dropped, so the signal below starts from the choice made here.
  if (saved !== null) removeStored(THEME_KEY);
  const legacy = readStored<unknown>(LEGACY_DARK_KEY, null);
  if (legacy !== true && legacy !== false) return 'system';
  const choice: ThemeChoice = legacy ? 'dark' : 'light';
  writeStored(THEME_KEY, choice);
  removeStored(LEGACY_DARK_KEY);
  return choice;
}

export const themeChoice = persisted<ThemeChoice>(THEME_KEY, migrateThemeChoice());

export const currency = computed<Currency>(() => chosenCurrency.value || CURRENCY_BY_LOCALE[locale.value]);
