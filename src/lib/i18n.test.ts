import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocale, i18n, readLocaleCookie, t } from './i18n';

afterEach(async () => {
  await applyLocale('en');
  vi.restoreAllMocks();
});

describe('i18n', () => {
  it('remembers the chosen language in a cookie kept for 365 days', async () => {
    const written: string[] = [];
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    await applyLocale('ja');
    expect(setter).toHaveBeenCalled();
    expect(written[written.length - 1]).toMatch(/^lang=ja; max-age=31536000; path=\//);
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
});
