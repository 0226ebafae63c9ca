import { describe, expect, test } from 'vitest';
import { cardDigits, luhnValid, mainlandPhone, maskedCardNumber, validCardNumber } from './bank';

describe('bank card validation', () => {
  test('Luhn: known good numbers pass, one digit off fails', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  test('a card number: 12–19 digits, spaces and dashes dropped, Luhn checked', () => {
    expect(validCardNumber('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(validCardNumber('4111-1111-1111-1111')).toBe('4111111111111111');
    expect(validCardNumber('6212 2640 0000 0000 006')).toBe('6212264000000000006');
    expect(validCardNumber('4111 1111 1111 1112')).toBeNull();
    expect(validCardNumber('79927398713')).toBeNull(); // too short for a card
    expect(validCardNumber('4111x111111111111')).toBeNull();
    expect(cardDigits('12 34-5')).toBe('12345');
    expect(cardDigits('12a')).toBeNull();
  });

  test('mainland mobile numbers only, kept as +86 and 11 digits', () => {
    expect(mainlandPhone('13800138000')).toBe('+8613800138000');
    expect(mainlandPhone('+86 138 0013 8000')).toBe('+8613800138000');
    expect(mainlandPhone('0086-13800138000')).toBe('+8613800138000');
    expect(mainlandPhone('12800138000')).toBeNull(); // 12x is not a mobile prefix
    expect(mainlandPhone('+1 415 555 0100')).toBeNull();
    expect(mainlandPhone('+85291234567')).toBeNull(); // Hong Kong
    expect(mainlandPhone('1380013800')).toBeNull();
  });

  test('masking shows the last four only', () => {
    expect(maskedCardNumber('1111')).toBe('•••• 1111');
  });
});
