import { describe, expect, test } from 'vitest';
import { MESSAGE_LANGS, MESSAGE_TEXTS, messageText, type MessageTextKey } from './message.texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the texts of the messages the server sends', () => {
  test('every key exists in all three languages, translated, with the same placeholders', () => {
    const keys = Object.keys(MESSAGE_TEXTS.en).sort() as MessageTextKey[];
    for (const lang of MESSAGE_LANGS) {
      expect(Object.keys(MESSAGE_TEXTS[lang]).sort(), lang).toEqual(keys);
      for (const key of keys) {
        expect(placeholders(MESSAGE_TEXTS[lang][key]), `${lang} ${key}`).toEqual(placeholders(MESSAGE_TEXTS.en[key]));
      }
    }
    for (const lang of ['zh', 'ja'] as const) {
      expect(keys.filter((key) => MESSAGE_TEXTS[lang][key] === MESSAGE_TEXTS.en[key]), lang).toEqual([]);
    }
  });

  test("in the person's language; Chinese then English when it is not known", () => {
    const values = { group: 'Demo', code: '123456' };
    expect(messageText('ja', 'sms_code', values)).toBe('Demo：ログイン確認コードは 123456 です。有効期限は 5 分です。他の人には教えないでください。');
    expect(messageText(null, 'sms_code', values)).toBe(
      '【Demo】您的登录验证码为 123456，5 分钟内有效。请勿告诉他人。\nDemo: your sign-in code is 123456. It expires in 5 minutes. Do not share it with anyone.');
  });
});
