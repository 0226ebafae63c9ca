import { describe, expect, it } from 'vitest';
import {
  couponBatchBody, couponBatchState, couponFormProblems, emptyCouponForm, expiryIso, rateForPercent, type CouponBatchForm,
} from './adminForm';

const NOW = new Date(2026, 2, 1, 12, 0).getTime();
const ASSETS = [
  { asset_id: 'usdt', symbol: 'USDT', precision: 8, kind: 'crypto' },
  { asset_id: 'cny', symbol: 'CNY', precision: 2, kind: 'fiat' },
  { asset_id: 'rc', symbol: 'RC', precision: 2, kind: 'fiat' },
];
const MEMBERSHIP = { product_id: 'm', channels: [{ channel: 'mixin' as const, asset_id: 'usdt' }, { channel: 'wechat' as const, asset_id: 'cny' }] };
const form = (fields: Partial<CouponBatchForm> = {}): CouponBatchForm => ({
  ...emptyCouponForm('usdt'), name: 'Spring sale', percent: '25', expiry: '2026-03-31', ...fields,
});
const problems = (fields: Partial<CouponBatchForm>) => couponFormProblems(form(fields), ASSETS, [MEMBERSHIP], NOW);

describe('couponFormProblems', () => {
  it('accepts a discount for any product with a generated code', () => {
    expect(problems({})).toEqual({});
  });

  it('a discount is a percentage above 0 and below 100 with at most 2 decimals', () => {
    expect(problems({ percent: '12.25' })).toEqual({});
    expect(problems({ percent: '99.99' })).toEqual({});
    for (const percent of ['0', '100', '12.255', '-5', '', 'ten', '1e1']) expect(problems({ percent })).toEqual({ percent: 'percent' });
  });

  it('a voucher is above 0 within its asset’s places', () => {
    expect(problems({ kind: 'VOUCHER', amount: '5' })).toEqual({});
    expect(problems({ kind: 'VOUCHER', amount: '0' })).toEqual({ amount: 'amount' });
    expect(problems({ kind: 'VOUCHER', asset_id: 'cny', amount: '5.005' })).toEqual({ amount: 'places' });
    // Issue 22: at most the asset's maximum (by its price), in the one syntax of amounts.
    expect(couponFormProblems(form({ kind: 'VOUCHER', amount: '13000001' }), [{ ...ASSETS[0]!, price_cny: '7.20' }], [MEMBERSHIP], NOW))
      .toEqual({ amount: 'too_large' });
    expect(problems({ kind: 'VOUCHER', amount: '99999999999999999999999999999999999999' })).toEqual({ amount: 'too_large' });
    for (const amount of ['+5', '5.', '.5', '05']) expect(problems({ kind: 'VOUCHER', amount })).toEqual({ amount: 'amount' });
  });

  it('the payment method and the product must be payable in the asset', () => {
    expect(problems({ pay_method: 'wechat' })).toEqual({ asset_id: 'channel_asset' });
    expect(problems({ asset_id: 'cny', pay_method: 'wechat', product_id: 'm' })).toEqual({});
    expect(problems({ asset_id: 'rc', product_id: 'm' })).toEqual({ asset_id: 'product_channel' });
    expect(problems({ asset_id: '' })).toEqual({ asset_id: 'required' });
  });

  it('the last day is today or later, within 10 years', () => {
    expect(problems({ expiry: '2026-03-01' })).toEqual({});
    expect(problems({ expiry: '2026-02-28' })).toEqual({ expiry: 'expiry' });
    expect(problems({ expiry: null })).toEqual({ expiry: 'expiry' });
    expect(problems({ expiry: '2036-06-01' })).toEqual({ expiry: 'expiry_too_far' });
  });

  it('a name, a short description, a claim limit of 1 to 100,000 and a typed code of 4–20 letters and digits', () => {
    expect(problems({ name: '  ' })).toEqual({ name: 'required' });
    expect(problems({ name: 'x'.repeat(61) })).toEqual({ name: 'too_long' });
    expect(problems({ description: 'x'.repeat(201) })).toEqual({ description: 'too_long' });
    expect(problems({ limited: true, max_claims: '100' })).toEqual({});
    for (const max of ['0', '100001', '1.5', '']) expect(problems({ limited: true, max_claims: max })).toEqual({ max_claims: 'claims' });
    expect(problems({ limited: false, max_claims: 'whatever' })).toEqual({});
    expect(problems({ generate: false, code: ' spring25 ' })).toEqual({});
    expect(problems({ generate: false, code: 'abc' })).toEqual({ code: 'code_length' });
    expect(problems({ generate: false, code: 'SPRING-25' })).toEqual({ code: 'code_characters' });
    expect(problems({ generate: true, code: '!!' })).toEqual({});
  });
});

describe('the request', () => {
  it('a percentage off becomes the rate still paid (§9), exactly', () => {
    expect(rateForPercent('25')).toBe('0.75');
    expect(rateForPercent('12.25')).toBe('0.8775');
    expect(rateForPercent('0.01')).toBe('0.9999');
  });

  it('sends the batch with the day’s end as its expiry, nulls for any and unlimited', () => {
    expect(couponBatchBody(form({ name: ' Spring sale ' }))).toEqual({
      code: null, name: 'Spring sale', description: '', type: 'DISCOUNT', amount: '0.75', asset_id: 'usdt', product_id: null,
      pay_method: null, expired_at: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString(), max_claims: null, advertised: true,
    });
    expect(couponBatchBody(form({
      kind: 'VOUCHER', amount: '5.50', generate: false, code: 'spring25', product_id: 'm', pay_method: 'mixin', limited: true,
      max_claims: '50', advertised: false,
    }))).toMatchObject({ code: 'SPRING25', type: 'VOUCHER', amount: '5.5', product_id: 'm', pay_method: 'mixin', max_claims: 50, advertised: false });
    expect(expiryIso('2026-03-31')).toBe(new Date(2026, 2, 31, 23, 59, 59, 999).toISOString());
  });
});

describe('couponBatchState', () => {
  const batch = (fields: object) => ({ expired_at: '2026-03-31T00:00:00Z', max_claims: null, usage: { claimed: 3 }, ...fields });
  it('ended wins; all claimed once a limit is reached', () => {
    expect(couponBatchState(batch({}), NOW)).toBe('active');
    expect(couponBatchState(batch({ max_claims: 3 }), NOW)).toBe('used_up');
    expect(couponBatchState(batch({ max_claims: 4 }), NOW)).toBe('active');
    expect(couponBatchState(batch({ max_claims: 3, expired_at: '2026-02-01T00:00:00Z' }), NOW)).toBe('ended');
  });
});
