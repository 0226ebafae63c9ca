import { describe, expect, test } from 'vitest';
import { assetTax, incomeTax } from './profit.tax';

describe('incomeTax (labour remuneration withholding, exact decimals)', () => {
  test.each([
    // income, basis, taxable, rate, deduction, tax
    ['0', 'exempt', '0.00', '0', '0.00', '0.00'],
    ['800', 'exempt', '0.00', '0', '0.00', '0.00'],
    ['800.01', 'minus_800', '0.01', '0.2', '0.00', '0.00'],
    ['1000', 'minus_800', '200.00', '0.2', '0.00', '40.00'],
    ['1234.56', 'minus_800', '434.56', '0.2', '0.00', '86.91'],
    ['4000', 'minus_800', '3200.00', '0.2', '0.00', '640.00'],
    ['4000.01', 'minus_20_percent', '3200.01', '0.2', '0.00', '640.00'],
    ['5000', 'minus_20_percent', '4000.00', '0.2', '0.00', '800.00'],
    ['25000', 'minus_20_percent', '20000.00', '0.2', '0.00', '4000.00'],
    ['25000.05', 'minus_20_percent', '20000.04', '0.3', '2000.00', '4000.01'],
    ['62500', 'minus_20_percent', '50000.00', '0.3', '2000.00', '13000.00'],
    ['100000', 'minus_20_percent', '80000.00', '0.4', '7000.00', '25000.00'],
  ])('income %s CNY: %s, taxable %s at %s − %s = %s', (income, basis, taxable, rate, deduction, tax) => {
    expect(incomeTax(income)).toEqual({
      basis, income_cny: (+income).toFixed(2), taxable_cny: taxable, rate, deduction_cny: deduction, tax_cny: tax,
    });
  });

  test('sums no float would get right stay exact', () => {
    // 0.1 + 0.2 style traps: 4000.3 × 0.8 = 3200.24 exactly, × 0.2 = 640.048 → 640.05.
    expect(incomeTax('4000.30').tax_cny).toBe('640.05');
    expect(incomeTax('1000.15').tax_cny).toBe('40.03');
  });
});

describe('assetTax (the month tax shared out over its assets)', () => {
  test('each asset pays the month rate of its gross amount, rounded half-up to its precision', () => {
    // 640 / 4000 = 16%.
    expect(assetTax('0.01234567', '640.00', '4000.00', 8)).toBe('0.00197531');
    expect(assetTax('1000.00', '640.00', '4000.00', 2)).toBe('160.00');
    expect(assetTax('3.33', '86.91', '1234.56', 2)).toBe('0.23');
  });

  test('no income, no tax', () => {
    expect(assetTax('5', '0', '0', 8)).toBe('0.00000000');
  });
});
