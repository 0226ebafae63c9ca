import type { Context } from 'hono';

// The languages the server speaks (the app's: en, zh, ja) and how a request shows the person's
// language: the one chosen in the app (its `lang` cookie), else the host app's (WeChat's user agent
// names it, as the app reads it), else the browser's (Accept-Language). The sandbox pages
// (sandbox/sandbox.texts.ts) and the messages the server sends (lib/message.texts.ts) both use it.

export const LANGS = ['en', 'zh', 'ja'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/** zh-CN, zh_TW, ZH → zh; ja-JP → ja; en-GB → en; anything else: none. */
function langOfTag(tag: string | undefined): Lang | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLang(primary) ? primary : null;
}

/** The first language of an Accept-Language header we have, by quality then order. */
export function langFromAcceptLanguage(header: string | undefined): Lang | null {
  if (!header) return null;
  const ranked = header.split(',').map((part, index) => {
    const [tag, ...params] = part.split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean);
    return { tag, q: q ? Number(q[1]) : 1, index };
  }).filter((entry) => entry.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const lang = langOfTag(entry.tag);
    if (lang) return lang;
  }
  return null;
}

export type LangHints = { cookie?: string; userAgent?: string; acceptLanguage?: string };

/**
 * The app's `lang` cookie (the person's choice), else the WeChat host's language in its user agent
 * (`MicroMessenger/… Language/zh_CN`), else Accept-Language; null when none names a language we have.
 */
export function langFromHints(hints: LangHints): Lang | null {
  const cookie = /(?:^|;\s*)lang=([^;]+)/.exec(hints.cookie ?? '');
  if (cookie && isLang(cookie[1].trim())) return cookie[1].trim() as Lang;
  const host = /MicroMessenger\/.*\bLanguage\/([\w-]+)/.exec(hints.userAgent ?? '');
  return langOfTag(host?.[1]) ?? langFromAcceptLanguage(hints.acceptLanguage);
}

/** The request's language, or null when nothing in it names one we have. */
export function requestLangOrNull(c: Context): Lang | null {
  return langFromHints({
    cookie: c.req.header('Cookie'),
    userAgent: c.req.header('User-Agent'),
    acceptLanguage: c.req.header('Accept-Language'),
  });
}

/** `{name}` placeholders filled (values are not escaped: escape at use); unknown names are left as they are. */
export function fillText(template: string, values?: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}
