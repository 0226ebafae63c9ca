import { describe, expect, test } from 'vitest';
import { companyTaxNumber } from './invoice';

describe('company tax numbers', () => {
  test('the 18-character unified social credit code, upper-cased, spaces dropped', () => {
    expect(companyTaxNumber('91310115MA1K4BXQ8T')).toBe('91310115MA1K4BXQ8T');
    expect(companyTaxNumber('91440300 ma5fq1xx3e')).toBe('91440300MA5FQ1XX3E');
    // I, O, S, V and Z are never used in the code.
    expect(companyTaxNumber('91440300MA5FQ1XXIO')).toBeNull();
    expect(companyTaxNumber('9144030AMA5FQ1XX3E')).toBeNull(); // the region part is digits
    expect(companyTaxNumber('91440300MA5FQ1XX3')).toBeNull();
  });

  test('older 15- and 20-character taxpayer numbers', () => {
    expect(companyTaxNumber('310115123456789')).toBe('310115123456789');
    expect(companyTaxNumber('31011512345678901234')).toBe('31011512345678901234');
    expect(companyTaxNumber('3101151234567890')).toBeNull();
    expect(companyTaxNumber('')).toBeNull();
  });
});
