import { describe, expect, it } from 'vitest';
import { destinationProblem, maxAmount, pinProblem, pinRepeatProblem, typedAmount, typedPin, vaultAmountProblem } from './rules';

describe('typedPin', () => {
  it.each([
    ['123456', '123456'], ['12a3', '123'], ['1234567', '123456'], [' 12 34 ', '1234'], ['abc', ''], ['１２３', ''],
  ])('%j is kept as %j', (typed, kept) => {
    expect(typedPin(typed)).toBe(kept);
  });
});

describe('pinProblem and pinRepeatProblem (§5: 6 digits)', () => {
  it.each([['123456', null], ['12345', 'digits'], ['1234567', 'digits'], ['12a456', 'digits'], ['', 'digits']])('%j: %s', (pin, problem) => {
    expect(pinProblem(pin)).toBe(problem);
  });
  it('wants the same 6 digits twice', () => {
    expect(pinRepeatProblem('246810', '246810')).toBeNull();
    expect(pinRepeatProblem('246810', '246811')).toBe('mismatch');
    expect(pinRepeatProblem('2468', '2468')).toBe('digits');
  });
});

describe('typedAmount: the asset precision enforced as typed', () => {
  it.each([
    // previous, typed, precision → kept
    ['', '1', 8, '1'],
    ['1', '1.', 8, '1.'],
    ['1.', '1.5', 2, '1.5'],
    ['1.55', '1.555', 2, '1.55'],
    ['0.1234567', '0.12345678', 8, '0.12345678'],
    ['0.12345678', '0.123456789', 8, '0.12345678'],
    ['12', '12.', 0, '12'],
    ['12', '123', 0, '123'],
    ['1', '1,5', 2, '1.5'],
    ['1', '1a', 8, '1'],
    ['1', '-1', 8, '1'],
    ['1', '1e3', 8, '1'],
    ['1.5', '1.5.', 8, '1.5'],
    ['1', '', 8, ''],
    ['', ' 2 ', 8, '2'],
  ] as const)('%j then %j at %i places keeps %j', (previous, typed, precision, kept) => {
    expect(typedAmount(previous, typed, precision)).toBe(kept);
  });
});

describe('maxAmount', () => {
  it.each([['35.10900000', 8, '35.109'], ['432.00', 2, '432'], ['0.00003000', 8, '0.00003'], ['0.00000000', 8, '0'], ['x', 8, '']] as const)(
    '%s at %i places: %s', (balance, precision, max) => {
      expect(maxAmount(balance, precision)).toBe(max);
    });
});

describe('vaultAmountProblem (the server applies the same rule)', () => {
  it.each([
    ['1.5', 8, '35.109', null],
    ['35.109', 8, '35.109', null],
    ['35.1091', 8, '35.109', 'balance'],
    ['0', 8, '1', 'zero'],
    ['1.', 8, '1', 'format'],
    ['1.555', 2, '100', 'precision'],
    ['1.550', 2, '100', null],
    ['abc', 8, '1', 'format'],
  ] as const)('%s at %i places, balance %s: %s', (amount, precision, balance, problem) => {
    expect(vaultAmountProblem(amount, precision, balance)).toBe(problem);
  });
});

describe('destinationProblem', () => {
  it('needs 1 to 200 characters once trimmed', () => {
    expect(destinationProblem("the owner's wallet")).toBeNull();
    expect(destinationProblem('   ')).toBe('empty');
    expect(destinationProblem('x'.repeat(200))).toBeNull();
    expect(destinationProblem('x'.repeat(201))).toBe('too_long');
  });
});
