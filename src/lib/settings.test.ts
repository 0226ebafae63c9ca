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
