import { describe, expect, it } from 'vitest';
import { CHAT_ALLOW_LIST_MAX, CHAT_DENY_WORDS_MAX } from '../../../contract/chat';
import { allowEntryProblem, denyWordProblem, wholeNumberIn } from './settingsRules';

describe('denyWordProblem (§5: at least 2 letters, as normalizeDenyWords)', () => {
  it('takes words of two letters or more in any script', () => {
    expect(denyWordProblem('scamcoin', [])).toBeNull();
    expect(denyWordProblem('  ab  ', [])).toBeNull();
    expect(denyWordProblem('代投', [])).toBeNull();
    expect(denyWordProblem('a1b', [])).toBeNull();
  });

  it('refuses fewer than 2 letters, digits and symbols not counting', () => {
    expect(denyWordProblem('a', [])).toBe('letters');
    expect(denyWordProblem('   ', [])).toBe('letters');
    expect(denyWordProblem('a1', [])).toBe('letters');
    expect(denyWordProblem('12345', [])).toBe('letters');
    expect(denyWordProblem('$$', [])).toBe('letters');
  });

  it('refuses a word over 100 characters, one already listed (case- and width-folded) and a full list', () => {
    expect(denyWordProblem('x'.repeat(101), [])).toBe('too_long');
    expect(denyWordProblem('x'.repeat(100), [])).toBeNull();
    expect(denyWordProblem('ScamCoin', ['scamcoin'])).toBe('duplicate');
    expect(denyWordProblem('ＳＣＡＭ', ['scam'])).toBe('duplicate');
    const full = Array.from({ length: CHAT_DENY_WORDS_MAX }, (_, i) => `word${i}`);
    expect(denyWordProblem('another', full)).toBe('full');
  });
});

describe('allowEntryProblem (§5: an http(s) URL prefix with a host, as normalizeAllowList)', () => {
  it('takes http and https prefixes with a host', () => {
    expect(allowEntryProblem('https://mixin.one/', [])).toBeNull();
    expect(allowEntryProblem(' http://example.org/docs ', [])).toBeNull();
  });

  it('refuses what is not an http(s) URL with a host, or carries credentials', () => {
    expect(allowEntryProblem('mixin.one', [])).toBe('link');
    expect(allowEntryProblem('ftp://example.org/', [])).toBe('link');
    expect(allowEntryProblem('javascript:alert(1)', [])).toBe('link');
    expect(allowEntryProblem('https://', [])).toBe('link');
    expect(allowEntryProblem('https://user:pw@example.org/', [])).toBe('link');
    expect(allowEntryProblem('', [])).toBe('link');
  });

  it('refuses an entry over 500 characters, one listed and a full list', () => {
    expect(allowEntryProblem(`https://example.org/${'a'.repeat(490)}`, [])).toBe('too_long');
    expect(allowEntryProblem('https://mixin.one/', ['https://mixin.one/'])).toBe('duplicate');
    const full = Array.from({ length: CHAT_ALLOW_LIST_MAX }, (_, i) => `https://e${i}.org/`);
    expect(allowEntryProblem('https://new.org/', full)).toBe('full');
  });
});

describe('wholeNumberIn', () => {
  it('reads whole numbers within the bounds only', () => {
    expect(wholeNumberIn('0', 0, 600)).toBe(0);
    expect(wholeNumberIn(' 600 ', 0, 600)).toBe(600);
    expect(wholeNumberIn('601', 0, 600)).toBeNull();
    expect(wholeNumberIn('1.5', 0, 600)).toBeNull();
    expect(wholeNumberIn('-1', 0, 600)).toBeNull();
    expect(wholeNumberIn('', 0, 600)).toBeNull();
    expect(wholeNumberIn('0', 1, 3650)).toBeNull();
  });
});
