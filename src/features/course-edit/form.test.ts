import { describe, expect, it } from 'vitest';
import { emptyCourseForm, formToInput, isChargeValid } from './form';

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

describe('isChargeValid', () => {
  it('accepts empty and non-negative decimals only', () => {
    expect(isChargeValid('')).toBe(true);
    expect(isChargeValid('0.1')).toBe(true);
    expect(isChargeValid('-1')).toBe(false);
    expect(isChargeValid('abc')).toBe(false);
  });
});
