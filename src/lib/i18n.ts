import { signal } from '@preact/signals';
import i18next from 'i18next';
import { core, type Namespace, type Resources } from '../../locales/en';
import { getAppFile } from './httpFiles';

export type Locale = 'en' | 'zh' | 'ja';
export const LOCALES: Locale[] = ['en', 'zh', 'ja'];
export const DEFAULT_LOCALE: Locale = 'en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

type Bundle = Record<string, unknown>;

// English of the opening screen's namespaces (src/app/openingScreen.ts, checked by i18n.test.ts)
// rides in the opening chunk, which the home loads anyway; the build puts them there.
const openingEnglish = import.meta.glob<{ default: Bundle }>('../../locales/en/{home,auth,course,stream,onboarding}.json');

/**
 * A namespace's texts in one language: beyond the core and the opening screen's English, plain
 * JSON files beside the app (`assets/texts-<version>/<lang>/<ns>.json`) fetched by URL, in the same wave as the
 * screen's chunk. The first paint then carries no table of a chunk per namespace, and a new
 * namespace costs it nothing. A key missing in zh or ja falls back to English key by key.
 */
function fetchBundle(locale: Locale, ns: string): Promise<Bundle | null> {
  const bundled = locale === 'en' ? openingEnglish[`../../locales/en/${ns}.json`] : undefined;
  if (bundled) return bundled().then((m) => m.default);
  // The version changes whenever a text file does (vite.config.ts): new texts, new URLs, so the
  // files are cached for good like the chunks.
  return getAppFile<Bundle>(`assets/texts-${import.meta.env.LOCALE_VERSION}/${locale}/${ns}.json`);
}
const CORE = Object.keys(core) as Namespace[];
const wanted = new Set<string>(CORE);

export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  ns: CORE,
  resources: { en: core },
  interpolation: { escapeValue: false },
  returnNull: false,
  initImmediate: false,
} as Parameters<typeof i18n.init>[0]);

export const t = i18n.t.bind(i18n) as typeof i18n.t;

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (LOCALES as string[]).indexOf(v) >= 0;
}

/**
 * The person's language when they have not chosen one (issue 10): the first of the given tags
 * (the host's, then the browser's, in order) that names a language we have, zh-* → zh, ja-* → ja,
 * en-* → en; English when none does.
 */
export function preferredLocale(tags: readonly (string | null | undefined)[]): Locale {
  for (const tag of tags) {
    const lang = tag ? tag.toLowerCase().split(/[-_]/)[0] : '';
    if (isLocale(lang)) return lang;
  }
  return DEFAULT_LOCALE;
}

/**
 * Counts the bundles of texts that have arrived. What shows a text of a namespace that may still
 * be on its way (the top bar's title of a screen) reads it, and renders again when it comes.
 */
export const textsLoaded = signal(0);

// Bundles on their way, so two callers asking at once share one request.
const arriving: Record<string, Promise<void> | undefined> = {};

function loadBundle(locale: Locale, ns: string): Promise<void> {
  if (i18n.hasResourceBundle(locale, ns)) return Promise.resolve();
  const id = `${locale}/${ns}`;
  const done = () => {
    arriving[id] = undefined;
  };
  return (
    arriving[id] ||
    (arriving[id] = fetchBundle(locale, ns).then(
      (texts) => {
        done();
        if (!texts) return;
        i18n.addResourceBundle(locale, ns, texts, true, true);
        textsLoaded.value = textsLoaded.value + 1;
      },
      (err: unknown) => {
        done();
        throw err;
      },
    ))
  );
}

/**
 * Makes namespaces ready in English and in the current language. Routes call
 * this with their namespaces before their screen renders; later language
 * switches fetch every namespace asked for so far.
 */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  namespaces.forEach((ns) => wanted.add(ns));
  const current = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const locales: Locale[] = current === 'en' ? ['en'] : ['en', current];
  await Promise.all(
    locales.reduce<Promise<void>[]>(
      (all, locale) => all.concat(namespaces.map((ns) => loadBundle(locale, ns))),
      [],
    ),
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

/**
 * Switches the interface language, fetching its bundles first so no key flashes in English.
 * `chosen`: the person picked it, so it is remembered (a cookie, read back at the next visit and by
 * the sandbox pages); a language found from the host or browser is not, and follows them.
 */
export async function applyLocale(locale: Locale, chosen = false): Promise<void> {
  const all: Locale[] = locale === 'en' ? ['en'] : ['en', locale];
  await Promise.all(
    all.reduce<Promise<void>[]>((acc, l) => acc.concat(Array.from(wanted).map((ns) => loadBundle(l, ns))), []),
  );
  await i18n.changeLanguage(locale);
  if (chosen) writeLocaleCookie(locale);
  try {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : locale;
  } catch {
    /* no document (tests) */
  }
}
