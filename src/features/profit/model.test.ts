import { describe, expect, it } from 'vitest';
import { detailKey, formatProfitMonth, profitTone, ratePercent } from './model';

describe('profit model', () => {
  it('claimed is the one green state; the others are warnings (§4)', () => {
    expect(profitTone('claimed')).toBe('success');
    for (const state of ['pending', 'pretaxed', 'taxed', 'distributed'] as const) expect(profitTone(state)).toBe('warning');
  });

  it('keys a month, or a month and asset; refuses what is no month', () => {
    expect(detailKey('2026-11')).toBe('2026-11');
    expect(detailKey('2026-11', 'btc')).toBe('2026-11|btc');
    for (const bad of [null, undefined, '', '2026-13', '2026-1', '11-2026']) expect(detailKey(bad)).toBeNull();
  });

  it('names a month in the reader\'s language', () => {
    expect(formatProfitMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatProfitMonth('2026-01', 'zh')).toBe('2026年1月');
    expect(formatProfitMonth('2026-01', 'ja')).toBe('2026年1月');
  });

  it('shows a rate as an exact percentage', () => {
    expect(ratePercent('0.1')).toBe('10');
    expect(ratePercent('0.125')).toBe('12.5');
    expect(ratePercent('0.07')).toBe('7');
    expect(ratePercent('1')).toBe('100');
  });
});
