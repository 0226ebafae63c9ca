import { describe, expect, test } from 'vitest';
import { cardKeyOf, EnvError, parseEnv } from '../../env';
import { DEVELOPMENT_CARD_KEY, openCardNumber, sealCardNumber } from './bank.cipher';
import { DEMO_ON } from '../../test/standins';

const KEY = Buffer.from('0f'.repeat(32), 'hex');
const NUMBER = '6212264000000000006';

describe('card numbers at rest', () => {
  test('sealed text hides the number and opens only for the same member and key', () => {
    const sealed = sealCardNumber(KEY, 'demo', 'u1', NUMBER);
    expect(sealed).not.toContain(NUMBER);
    expect(sealed).not.toContain(NUMBER.slice(0, 8));
    expect(sealCardNumber(KEY, 'demo', 'u1', NUMBER)).not.toBe(sealed); // a fresh IV each time
    expect(openCardNumber(KEY, 'demo', 'u1', sealed)).toBe(NUMBER);
    expect(() => openCardNumber(KEY, 'demo', 'u2', sealed)).toThrow(/authenticate/);
    expect(() => openCardNumber(KEY, 'free', 'u1', sealed)).toThrow(/authenticate/);
    expect(() => openCardNumber(DEVELOPMENT_CARD_KEY, 'demo', 'u1', sealed)).toThrow(/authenticate/);
    expect(() => openCardNumber(KEY, 'demo', 'u1', 'garbage')).toThrow('not a sealed value');
  });

  test('the key: CARD_KEY, else the development key with the demo on only, else the server refuses to start', () => {
    expect(cardKeyOf(parseEnv({ CARD_KEY: '0f'.repeat(32) }))).toEqual(KEY);
    expect(cardKeyOf(parseEnv(DEMO_ON))).toEqual(DEVELOPMENT_CARD_KEY);
    expect(() => cardKeyOf(parseEnv({}))).toThrow(EnvError);
    expect(() => parseEnv({ CARD_KEY: 'short' })).toThrow(/CARD_KEY/);
    expect(() => parseEnv({ CARD_KEY: 'zz'.repeat(32) })).toThrow(EnvError);
  });
});
