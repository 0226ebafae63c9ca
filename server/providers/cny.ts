import { div, mul, normalize, toFixed } from '../../contract/money';
import { apiErrors } from '../lib/errors';

// WeChat Pay and Alipay charge CNY in whole fen (0.01): WeChat Pay counts fen as an integer, Alipay
// yuan with two decimals. An amount with finer digits cannot be charged by either.

/** `amount` yuan in fen; 409 naming `party` when it is not a positive whole number of fen (up to 10^12). */
export function toFen(amount: string, party: string): number {
  const fen = normalize(mul(amount, '100'));
  if (!/^\d+$/.test(fen) || fen === '0' || fen.length > 12) {
    throw apiErrors.rejected(`${party} cannot charge ${amount}: a positive amount in whole fen is needed`);
  }
  return Number(fen);
}

/** Yuan as WeChat Pay and Alipay write it in what they send: digits, and at most two decimals. */
export const YUAN_TEXT = /^\d{1,11}(\.\d{1,2})?$/;

/** `fen` as yuan with two decimals ("144.00"). */
export function yuanOf(fen: number): string {
  return toFixed(div(String(fen), '100', 2), 2);
}

/** The provider charges CNY only: 409 naming it for another currency. */
export function requireCny(currency: string, party: string): void {
  if (currency !== 'CNY') throw apiErrors.rejected(`${party} charges CNY only, not ${currency}`);
}
