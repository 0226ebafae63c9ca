import { computed } from '@preact/signals';
import { persisted } from './storage';
import { DEFAULT_LOCALE, readLocaleCookie, type Locale } from './i18n';

export type Currency = 'usd' | 'cny' | 'jpy';
export const CURRENCIES: Currency[] = ['usd', 'cny', 'jpy'];

// The currency follows the language until the user picks one (§9: zh→cny, en→usd, ja→jpy).
export const CURRENCY_BY_LOCALE: Record<Locale, Currency> = { en: 'usd', zh: 'cny', ja: 'jpy' };

export const locale = persisted<Locale>('settings.locale', readLocaleCookie() || DEFAULT_LOCALE);
export const chosenCurrency = persisted<Currency | null>('settings.currency', null);
export const darkMode = persisted<boolean>('settings.dark', false);

export const currency = computed<Currency>(() => chosenCurrency.value || CURRENCY_BY_LOCALE[locale.value]);
