// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The language is decided when the settings module loads (before the first paint): each case
// loads it afresh under the host and browser it describes.
async function bootLocale(userAgent: string, languages: string[], saved?: string) {
  vi.resetModules();
  localStorage.clear();
  if (saved) localStorage.setItem('grp:v1:settings.locale', JSON.stringify(saved));
  vi.stubGlobal('navigator', { userAgent, languages, language: languages[0] });
  const { locale } = await import('./settings');
  return locale.value;
}

const WECHAT = 'Mozilla/5.0 (Linux; Android 9; MI 8) AppleWebKit/537.36 Chrome/73.0 Mobile Safari/537.36 MicroMessenger/8.0.1.1841 NetType/WIFI';
const BROWSER = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the interface language at boot', () => {
  it("a Chinese WeChat user gets Chinese, whatever the phone's browser says", async () => {
    expect(await bootLocale(`${WECHAT} Language/zh_CN`, ['en-US'])).toBe('zh');
  });

  it("without a host language, the browser's languages in order", async () => {
    expect(await bootLocale(BROWSER, ['ja-JP', 'en'])).toBe('ja');
    expect(await bootLocale(BROWSER, ['fr-FR', 'zh-TW'])).toBe('zh');
    expect(await bootLocale(BROWSER, ['de-DE'])).toBe('en');
  });

  it("the person's own choice wins over the host and the browser", async () => {
    expect(await bootLocale(`${WECHAT} Language/zh_CN`, ['zh-CN'], 'ja')).toBe('ja');
  });
});

describe('the currency (§9: by locale until the person picks one)', () => {
  async function bootCurrency(languages: string[], saved?: string) {
    vi.resetModules();
    localStorage.clear();
    if (saved) localStorage.setItem('grp:v1:settings.currency', JSON.stringify(saved));
    vi.stubGlobal('navigator', { userAgent: BROWSER, languages, language: languages[0] });
    return import('./settings');
  }

  it('without a choice, zh gives cny, en usd, ja jpy, and it follows a change of language', async () => {
    expect((await bootCurrency(['zh-CN'])).currency.value).toBe('cny');
    expect((await bootCurrency(['ja-JP'])).currency.value).toBe('jpy');
    const s = await bootCurrency(['en-US']);
    expect(s.currency.value).toBe('usd');
    s.locale.value = 'zh';
    expect(s.currency.value).toBe('cny');
    // Nothing was chosen, so nothing is kept.
    expect(localStorage.getItem('grp:v1:settings.currency')).toBeNull();
  });

  it('a chosen currency is kept and wins over the language', async () => {
    const s = await bootCurrency(['zh-CN'], 'usd');
    expect(s.currency.value).toBe('usd');
    s.chosenCurrency.value = 'jpy';
    s.locale.value = 'en';
    expect(s.currency.value).toBe('jpy');
    expect(localStorage.getItem('grp:v1:settings.currency')).toBe('"jpy"');
  });
});
