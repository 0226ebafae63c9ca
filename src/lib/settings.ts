import { computed } from '@preact/signals';
import { persisted } from './storage';
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
export const darkMode = persisted<boolean>('settings.dark', false);

export const currency = computed<Currency>(() => chosenCurrency.value || CURRENCY_BY_LOCALE[locale.value]);
