// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPENING_SCREEN_NAMESPACES } from '../app/openingScreen';
import { applyLocale, i18n, loadNamespaces, preferredLocale, readLocaleCookie, t } from './i18n';

afterEach(async () => {
  await applyLocale('en');
  vi.restoreAllMocks();
});

/** Drops namespaces' texts in every language, as if they had never been loaded. */
function forget(...namespaces: string[]): void {
  for (const language of Object.keys(i18n.store.data)) for (const ns of namespaces) i18n.removeResourceBundle(language, ns);
}

describe('i18n', () => {
  it('remembers a chosen language in a cookie kept for 365 days, and not one found from the host or browser', async () => {
    const written: string[] = [];
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    await applyLocale('zh');
    expect(setter).not.toHaveBeenCalled();
    await applyLocale('ja', true);
    expect(written[written.length - 1]).toMatch(/^lang=ja; max-age=31536000; path=\//);
  });

  it('finds the language from the host, then the browser: zh-*, ja-*, en-*, else English', () => {
    expect(preferredLocale(['zh_CN', 'en-US'])).toBe('zh');
    expect(preferredLocale([undefined, 'zh-TW', 'en'])).toBe('zh');
    expect(preferredLocale([null, 'ja-JP'])).toBe('ja');
    expect(preferredLocale(['fr-FR', 'ja'])).toBe('ja');
    expect(preferredLocale(['en-GB', 'zh-CN'])).toBe('en');
    expect(preferredLocale(['fr-FR', 'de'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('reads the language back from the cookie, ignoring unknown values', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('a=1; lang=zh; b=2');
    expect(readLocaleCookie()).toBe('zh');
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('lang=fr');
    expect(readLocaleCookie()).toBeNull();
  });

  it('fetches zh on demand and falls back to English for a key zh lacks', async () => {
    await applyLocale('zh');
    expect(i18n.language).toBe('zh');
    expect(t('common:actions.cancel')).toBe('取消');
    i18n.addResourceBundle('en', 'common', { only_en: 'English only' }, true, true);
    expect(t('common:only_en' as 'common:actions.cancel')).toBe('English only');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it("brings the opening screen's English with its chunk and fetches any other namespace's as a file", async () => {
    // The logic tests share a module graph (vitest.config.ts): another file may have loaded these texts.
    forget(...OPENING_SCREEN_NAMESPACES, 'kyc');
    const fetched: string[] = [];
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    });
    await loadNamespaces(OPENING_SCREEN_NAMESPACES);
    expect(fetched).toEqual([]);
    expect(t('home:routes.group-home')).not.toBe('routes.group-home');
    await loadNamespaces(['kyc']);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/\/assets\/texts-test\/en\/kyc\.json$/);
  });

  it('asks for a namespace once when two callers want it at the same time', async () => {
    forget('quiz', 'nft');
    const fetched: string[] = [];
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    });
    await Promise.all([loadNamespaces(['quiz']), loadNamespaces(['quiz', 'nft'])]);
    expect(fetched.filter((url) => url.endsWith('/en/quiz.json'))).toHaveLength(1);
    expect(t('quiz:questions')).toBe('Questions');
  });
});
