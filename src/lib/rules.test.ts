// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLocale } from './i18n';
import {
  amount, atLeast, atMost, hexColor, idNumber, integer, isHexColor, isMainlandIdNumber, isMainlandMobile, link,
  mainlandPhone, maxLetters, minLetters, moreThan, number, phone, pin, required, urlPrefix, validate, type Rule,
} from './rules';
import { withTexts } from '../../test/texts';

beforeAll(() => withTexts('rules'));

function expectPass(rule: Rule, values: string[]): void {
  for (const v of values) expect(rule(v), JSON.stringify(v)).toBe(true);
}
function expectFail(rule: Rule, values: string[], message: string): void {
  for (const v of values) expect(rule(v), JSON.stringify(v)).toBe(message);
}

describe('rules', () => {
  it('required needs one non-space character', () => {
    expectPass(required(), ['a', ' 0 ', '中']);
    expectFail(required(), ['', '   ', '\n'], 'This field is required');
  });

  it('format rules let an empty optional field pass, and validate stops at the first failure', () => {
    for (const rule of [integer(), number(), link(), phone(), idNumber(), hexColor(), pin(), minLetters(4)]) {
      expect(rule('')).toBe(true);
    }
    expect(validate('', [required(), integer()])).toBe('This field is required');
    expect(validate('1.5', [required(), integer()])).toBe('Enter a whole number');
    expect(validate('15', [required(), integer()])).toBe(true);
  });

  it('integer and number', () => {
    expectPass(integer(), ['0', '42', '-7', '+3', '007']);
    expectFail(integer(), ['1.5', '1e3', 'abc', '1 000', '-'], 'Enter a whole number');
    expectPass(number(), ['0', '1.5', '-0.25', '.5', '10.', '+2']);
    expectFail(number(), ['1,5', '1.2.3', 'e', '1e3', '.', '- 1'], 'Enter a number');
  });

  it('amount rejects negatives and non-numbers with the order amount message', () => {
    expectPass(amount(), ['0', '0.00000001', '12.5']);
    expectFail(amount(), ['-0.01', '-1', 'ten', '1e3'], 'Error Order Amount');
  });

  it('numeric bounds compare exactly', () => {
    expectPass(moreThan('0.01'), ['0.011', '1']);
    expectFail(moreThan('0.01'), ['0.01', '0.010', '0.009', 'x'], 'Must be more than 0.01');
    expectPass(atLeast('0.01'), ['0.01', '2']);
    expectFail(atLeast('0.01'), ['0.0099999999'], 'Must be at least 0.01');
    expectPass(atMost('1000'), ['1000', '999.99', '0']);
    expectFail(atMost('1000'), ['1000.0001', '1001'], 'Must be at most 1000');
  });

  it('link needs http or https and a host', () => {
    expectPass(link(), ['https://example.com', 'http://a.b/c?d=1#e', 'HTTPS://EXAMPLE.COM/x']);
    expectFail(
      link(),
      ['example.com', 'ftp://example.com', 'https://', 'javascript:alert(1)', 'https://exa mple.com', 'mixin://users/1'],
      'Enter a link starting with http:// or https://',
    );
  });

  it('urlPrefix requires the allow-list host prefix', () => {
    const rule = urlPrefix('https://example.com/');
    expectPass(rule, ['https://example.com/', 'https://example.com/path?q=1', 'HTTPS://Example.com/a']);
    expectFail(
      rule,
      ['http://example.com/', 'https://example.org/', 'https://evil.com/https://example.com/'],
      'The link must start with https://example.com/',
    );
  });

  it('phone accepts international digits with an optional plus', () => {
    expectPass(phone(), ['+8613800138000', '13800138000', '+1 (415) 555-2671', '090-1234-5678']);
    expectFail(phone(), ['12345', '+12345678901234567', '++86138', 'phone', '138 0013 800a'], 'Enter a valid phone number');
  });

  it('mainland mobile check', () => {
    expect(isMainlandMobile('+86 138 0013 8000')).toBe(true);
    expect(isMainlandMobile('8613800138000')).toBe(true);
    expect(isMainlandMobile('19912345678')).toBe(true);
    expect(isMainlandMobile('12800138000')).toBe(false);
    expect(isMainlandMobile('+85213800138000')).toBe(false);
    expect(isMainlandMobile('+14155552671')).toBe(false);
    expect(isMainlandMobile('1380013800')).toBe(false);
    expectFail(mainlandPhone(), ['+14155552671'], 'Enter a mainland China mobile number (+86)');
  });

  it('mainland ID number validates date and checksum', () => {
    // Published sample numbers whose check characters are correct.
    for (const id of ['11010519491231002X', '11010519491231002x', '440524188001010014', '110101199003074477']) {
      expect(isMainlandIdNumber(id), id).toBe(true);
    }
    expect(isMainlandIdNumber('110105194912310021')).toBe(false); // wrong check character
    expect(isMainlandIdNumber('110101199003074478')).toBe(false); // wrong check digit
    expect(isMainlandIdNumber('110101199002304470')).toBe(false); // 30 February
    expect(isMainlandIdNumber('11010119900307447')).toBe(false); // 17 characters
    expect(isMainlandIdNumber('1101011990030744777')).toBe(false);
    expect(isMainlandIdNumber('X10101199003074477')).toBe(false);
    expectFail(idNumber(), ['110101199003074478'], 'Enter a valid 18-character ID card number');
  });

  it('letter counts treat CJK and emoji as one character each', () => {
    expectPass(minLetters(2), ['ab', '中文', '😀😀', ' ab ']);
    expectFail(minLetters(2), ['a', ' a ', '😀'], 'Enter at least 2 characters');
    expectPass(minLetters(16), ['a'.repeat(16)]);
    expectFail(minLetters(16), ['a'.repeat(15)], 'Enter at least 16 characters');
    expectPass(maxLetters(200), ['中'.repeat(200), '😀'.repeat(200)]);
    expectFail(maxLetters(200), ['a'.repeat(201)], 'Enter at most 200 characters');
  });

  it('hex colours and PINs', () => {
    expectPass(hexColor(), ['#fff', '#00CEB7', '#00ceb7']);
    expectFail(hexColor(), ['00CEB7', '#00CEB', '#00CEB7F', '#ggg', 'red'], 'Enter a hex colour such as #00CEB7');
    expect(isHexColor('#ABC')).toBe(true);
    expectPass(pin(), ['123456', '000000']);
    expectFail(pin(), ['12345', '1234567', '12345a', ' 123456'], 'Enter a 6-digit PIN');
  });

  describe('messages', () => {
    afterEach(() => applyLocale('en'));

    it('follow the interface language at validation time', async () => {
      const rule = minLetters(4);
      await applyLocale('zh');
      expect(rule('ab')).toBe('请至少输入 4 个字符');
      await applyLocale('ja');
      expect(required()('')).toBe('この項目は必須です');
    });
  });
});
