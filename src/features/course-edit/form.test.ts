import { describe, expect, it } from 'vitest';
import { chargeAmountProblem, emptyCourseForm, formToInput } from './form';

describe('formToInput', () => {
  it('trims, sends local picker times as ISO instants and keeps the poster only when one was uploaded', () => {
    const input = formToInput({
      ...emptyCourseForm(),
      title: '  Night reading ',
      description: ' Books ',
      start_at: '2030-01-01T10:00',
      finish_at: '2030-01-01T11:30',
    });
    expect(input.title).toBe('Night reading');
    expect(input.description).toBe('Books');
    expect(Date.parse(input.finish_at!) - Date.parse(input.start_at!)).toBe(90 * 60 * 1000);
    expect(input.start_at).toBe(new Date(2030, 0, 1, 10, 0).toISOString());
    expect('poster_attachment_id' in input).toBe(false);
    expect(formToInput({ ...emptyCourseForm(), poster_attachment_id: 'att1' }).poster_attachment_id).toBe('att1');
  });

  it('sends an empty or zero price as free and a price as an exact decimal', () => {
    expect(formToInput({ ...emptyCourseForm(), charge: '' }).charge).toBeNull();
    expect(formToInput({ ...emptyCourseForm(), charge: '0.00' }).charge).toBeNull();
    expect(formToInput({ ...emptyCourseForm(), charge: '9.90' }).charge).toEqual({ asset_id: 'cny', amount: '9.9' });
  });
});

describe('chargeAmountProblem', () => {
  it('accepts empty and plain non-negative decimals only, trimmed (the one syntax of amounts, issue 22)', () => {
    for (const ok of ['', ' ', '0', '0.1', ' 9.99 ', '100.5']) expect(chargeAmountProblem(ok)).toBeNull();
    for (const bad of ['-1', 'abc', '+1', '.5', '5.', '1e3', '09', '9.999']) expect(chargeAmountProblem(bad)).toBe('charge');
  });

  it('bounds a price in yuan at 100,000,000; another asset at the largest amount of any (the server bounds it by its price)', () => {
    expect(chargeAmountProblem('100000000')).toBeNull();
    expect(chargeAmountProblem('100000000.01')).toBe('too_large');
    expect(chargeAmountProblem('99999999999999999999999999999999999999', 'usdt')).toBe('too_large');
    expect(chargeAmountProblem('9.999', 'usdt')).toBeNull();
  });
});
