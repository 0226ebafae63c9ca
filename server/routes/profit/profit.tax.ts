import { compare, div, mul, round, sub, toFixed } from '../../../contract/money';
import type { ProfitTax } from '../../../contract/profit';

// Income tax on a member's profit (issue 13 point 4; §1 "payouts after tax", §9 "settled monthly
// after income tax"). The spec names no rule; profit is paid for the member's work for the group, so
// it is taxed as China's individual income tax withholds on remuneration for labour services
// (劳务报酬所得, per payment, here per month), on the month's whole value in CNY:
//
//   income ≤ 800              exempt, no tax
//   800 < income ≤ 4000       taxable = income − 800
//   income > 4000             taxable = income × 80%
//   taxable ≤ 20000           tax = taxable × 20%
//   20000 < taxable ≤ 50000   tax = taxable × 30% − 2000
//   taxable > 50000           tax = taxable × 40% − 7000
//
// taxable and tax are rounded half-up to the fen (2 places). Exact decimals throughout
// (contract/money.ts), never a float.

const BRACKETS: { upTo: string | null; rate: string; deduction: string }[] = [
  { upTo: '20000', rate: '0.2', deduction: '0' },
  { upTo: '50000', rate: '0.3', deduction: '2000' },
  { upTo: null, rate: '0.4', deduction: '7000' },
];

const fen = (value: string) => toFixed(value, 2);

/** The month's income tax on `incomeCny` (decimal string, CNY), with how it was worked out. */
export function incomeTax(incomeCny: string): ProfitTax {
  const income = fen(incomeCny);
  if (compare(income, '800') <= 0) {
    return { basis: 'exempt', income_cny: income, taxable_cny: '0.00', rate: '0', deduction_cny: '0.00', tax_cny: '0.00' };
  }
  const upTo4000 = compare(income, '4000') <= 0;
  const taxable = fen(upTo4000 ? sub(income, '800') : mul(income, '0.8'));
  const bracket = BRACKETS.find((b) => b.upTo === null || compare(taxable, b.upTo) <= 0)!;
  return {
    basis: upTo4000 ? 'minus_800' : 'minus_20_percent',
    income_cny: income,
    taxable_cny: taxable,
    rate: bracket.rate,
    deduction_cny: fen(bracket.deduction),
    tax_cny: fen(sub(mul(taxable, bracket.rate), bracket.deduction)),
  };
}

/**
 * One asset's part of the month's tax: its amount times tax ÷ income, rounded half-up to the asset's
 * precision (each asset pays the same share of its gross amount). '0' when there is no income.
 */
export function assetTax(amount: string, taxCny: string, incomeCny: string, precision: number): string {
  if (compare(incomeCny, '0') <= 0) return toFixed('0', precision);
  return toFixed(round(div(mul(amount, taxCny), incomeCny, precision), precision), precision);
}
