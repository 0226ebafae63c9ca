import { PERSONAS, PERSONA_KEYS } from './personas';
import { htmlLang, type SandboxLang, type Translate } from './sandbox.texts';

// Plain server-rendered pages standing in for the wallet's own screens. Inline CSS, no
// scripts, readable at 360 px and in dark mode, in the person's language (sandbox.texts.ts).

/** A page's language and its texts (textsFor(c) in sandbox.texts.ts). */
export type PageTexts = { lang: SandboxLang; t: Translate };

export const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function page(texts: PageTexts, title: string, body: string): string {
  return `<!doctype html><html lang="${htmlLang(texts.lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style>
:root{color-scheme:light dark;--fg:#1b1f23;--muted:#6a737d;--bg:#f6f8fa;--card:#fff;--border:#e1e4e8;--primary:#00786b}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#8b949e;--bg:#0d1117;--card:#161b22;--border:#30363d}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:480px;margin:0 auto;padding:16px}h1{font-size:20px;margin:8px 0 4px}p{margin:4px 0 12px;color:var(--muted)}
ul{list-style:none;margin:0;padding:0}li{margin:0 0 8px}
a.persona{display:flex;align-items:center;gap:12px;padding:12px;border:1px solid var(--border);border-radius:8px;background:var(--card);color:var(--fg);text-decoration:none;min-height:56px}
a.persona:focus,a.persona:hover{border-color:var(--primary)}img{width:40px;height:40px;border-radius:50%;flex:none}
small{display:block;color:var(--muted);font-size:13px}.badge{display:inline-block;padding:2px 8px;border-radius:8px;background:var(--primary);color:#fff;font-size:12px}
.card{padding:12px;border:1px solid var(--border);border-radius:8px;background:var(--card);margin:0 0 12px}
.amount{font-size:28px;font-weight:600;margin:4px 0}label{display:block;margin:8px 0 4px}
input,select{width:100%;min-height:44px;padding:8px;border:1px solid var(--border);border-radius:8px;background:var(--card);color:var(--fg);font:inherit}
.actions{display:flex;gap:8px;margin-top:12px}button,.button{flex:1;min-height:48px;border:1px solid var(--border);border-radius:8px;background:var(--card);color:var(--fg);font:inherit;text-align:center;text-decoration:none;display:inline-flex;align-items:center;justify-content:center;padding:0 12px}
button.primary,.button.primary{background:var(--primary);border-color:var(--primary);color:#fff}.error{color:#d73a49}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:6px 4px;border-bottom:1px solid var(--border);font-size:14px}
</style></head><body><main>${body}</main></body></html>`;
}

export function authorizePage(texts: PageTexts, options: {
  appName: string;
  scope: string;
  link: (persona: string) => string;
  /** Whose sign-in this is; the wallet's by default. */
  provider?: 'wallet' | 'wechat';
}): string {
  const { t } = texts;
  const items = PERSONA_KEYS.map((key) => {
    const p = PERSONAS[key];
    return `<li><a class="persona" href="${escape(options.link(key))}"><img src="${escape(p.avatar_url)}" alt="">`
      + `<span>${escape(p.full_name)} <small>${escape(key)} · ${escape(t(`persona.${key}`))}</small></span></a></li>`;
  }).join('');
  const wechat = options.provider === 'wechat';
  const fresh = `<li><a class="persona" href="${escape(options.link('new'))}"><span>${escape(t('sign_in.new_user'))}`
    + ` <small>new · ${escape(t(wechat ? 'sign_in.fresh_wechat' : 'sign_in.fresh_wallet'))}</small></span></a></li>`;
  const provider = t(wechat ? 'sign_in.provider_wechat' : 'sign_in.provider_wallet');
  return page(texts, t('sign_in.title', { provider }), `<span class="badge">${escape(provider)}</span>
<h1>${escape(t('sign_in.heading', { app: options.appName }))}</h1>
<p>${escape(t('sign_in.intro', { scope: options.scope || t('sign_in.scope_none') }))}</p>
<ul>${items}${fresh}</ul>`);
}

export const LEGAL_DOCS = ['agreement', 'terms', 'privacy'] as const;
export type LegalDoc = (typeof LEGAL_DOCS)[number];

export function legalPage(texts: PageTexts, doc: LegalDoc, groupName: string | undefined): string {
  const { t } = texts;
  const group = groupName ?? t('legal.this_group');
  const title = `${t(`legal.${doc}`)} – ${group}`;
  return page(texts, title, `<span class="badge">${escape(t('legal.badge'))}</span><h1>${escape(title)}</h1>
<p>${escape(t('legal.placeholder'))}</p>
<p>${escape(t('legal.kindly', { group }))}</p>`);
}
