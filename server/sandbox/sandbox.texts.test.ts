import { describe, expect, test } from 'vitest';
import { SANDBOX_LANGS, SANDBOX_TEXTS, langFromAcceptLanguage, requestLang, translator } from './sandbox.texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('sandbox texts', () => {
  test('every key exists in all three languages, with a text and the same placeholders', () => {
    const keys = Object.keys(SANDBOX_TEXTS.en).sort();
    for (const lang of SANDBOX_LANGS) {
      expect(Object.keys(SANDBOX_TEXTS[lang]).sort(), lang).toEqual(keys);
      for (const key of keys) {
        const text = SANDBOX_TEXTS[lang][key as keyof typeof SANDBOX_TEXTS.en];
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(SANDBOX_TEXTS.en[key as keyof typeof SANDBOX_TEXTS.en]));
      }
    }
  });

  test('Chinese and Japanese are translated, not English copies', () => {
    const en = SANDBOX_TEXTS.en;
    for (const lang of ['zh', 'ja'] as const) {
      const copied = Object.entries(SANDBOX_TEXTS[lang]).filter(([key, text]) => text === en[key as keyof typeof en] && /[a-z]{4}/.test(text));
      expect(copied.map(([key]) => key), lang).toEqual([]);
    }
  });

  test('fills placeholders', () => {
    expect(translator('zh')('pay.heading', { group: 'Demo' })).toBe('向 Demo 付款');
    expect(translator('en')('captcha.question', { a: 2, b: 3 })).toBe('What is 2 + 3?');
  });
});

describe('the language of a request', () => {
  test.each([
    ['zh-CN', 'zh'], ['zh-TW,zh;q=0.9', 'zh'], ['ja-JP,ja;q=0.9,en;q=0.8', 'ja'], ['en-US', 'en'],
    ['fr-FR,zh;q=0.5', 'zh'], ['fr-FR,de;q=0.5', null], ['en;q=0.3,ja;q=0.8', 'ja'], ['zh;q=0,en', 'en'], ['', null],
  ])('Accept-Language %s → %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });

  test('the app\'s lang cookie first, then the WeChat host\'s language, then Accept-Language, else English', () => {
    const wechatZh = 'Mozilla/5.0 Mobile Safari/537.36 MicroMessenger/8.0.47 NetType/WIFI Language/zh_CN';
    expect(requestLang({ cookie: 'a=1; lang=ja', userAgent: wechatZh, acceptLanguage: 'en-US' })).toBe('ja');
    expect(requestLang({ cookie: 'lang=fr', userAgent: wechatZh, acceptLanguage: 'en-US' })).toBe('zh');
    expect(requestLang({ userAgent: 'Mozilla/5.0 Language/zh_CN', acceptLanguage: 'ja' })).toBe('ja');
    expect(requestLang({ acceptLanguage: 'zh-CN,zh;q=0.9' })).toBe('zh');
    expect(requestLang({ acceptLanguage: 'fr' })).toBe('en');
    expect(requestLang({})).toBe('en');
  });
});
