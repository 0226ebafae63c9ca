import i18next from 'i18next';
import dayjs from 'dayjs';
import { en } from '../../locales/en';

export type Locale = 'en' | 'zh' | 'ja';
export const LOCALES: Locale[] = ['en', 'zh', 'ja'];
export const DEFAULT_LOCALE: Locale = 'en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}

// zh and ja are separate chunks fetched only when chosen; a key missing there
// falls back to English key by key (fallbackLng).
const remote = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/{zh,ja}/*.json');
const dayjsLocales: Record<Locale, () => Promise<unknown>> = {
  en: () => Promise.resolve(),
  zh: () => import('dayjs/locale/zh-cn'),
  ja: () => import('dayjs/locale/ja'),
};
const dayjsNames: Record<Locale, string> = { en: 'en', zh: 'zh-cn', ja: 'ja' };

export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  ns: Object.keys(en),
  resources: { en },
  interpolation: { escapeValue: false },
  returnNull: false,
  initImmediate: false,
} as Parameters<typeof i18n.init>[0]);

export const t = i18n.t.bind(i18n) as typeof i18n.t;

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (LOCALES as string[]).indexOf(v) >= 0;
}

async function loadBundles(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  const prefix = `../../locales/${locale}/`;
  const loaders = Object.keys(remote).filter((p) => p.indexOf(prefix) === 0);
  await Promise.all(
    loaders.map(async (path) => {
      const ns = path.slice(prefix.length, -'.json'.length);
      if (i18n.hasResourceBundle(locale, ns)) return;
      const mod = await remote[path]();
      i18n.addResourceBundle(locale, ns, mod.default, true, true);
    }),
  );
}

const COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readLocaleCookie(): Locale | null {
  try {
    const m = document.cookie.match(/(?:^|;\s*)lang=([^;]+)/);
    return m && isLocale(m[1]) ? m[1] : null;
  } catch {
    return null;
  }
}

function writeLocaleCookie(locale: Locale): void {
  try {
    document.cookie = `${COOKIE}=${locale}; max-age=${YEAR_SECONDS}; path=/; SameSite=Lax`;
  } catch {
    /* cookies disabled */
  }
}

/** Switches the interface language, fetching its bundles first so no key flashes in English. */
export async function applyLocale(locale: Locale): Promise<void> {
  await Promise.all([loadBundles(locale), dayjsLocales[locale]()]);
  dayjs.locale(dayjsNames[locale]);
  await i18n.changeLanguage(locale);
  writeLocaleCookie(locale);
  try {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : locale;
  } catch {
    /* no document (tests) */
  }
}
