import { describe, expect, it } from 'vitest';
import { breakpointOf } from './breakpoints';

describe('breakpointOf', () => {
  it('classifies widths at each §9 boundary', () => {
    expect(breakpointOf(360)).toBe('phone');
    expect(breakpointOf(575)).toBe('phone');
    expect(breakpointOf(576)).toBe('handheld');
    expect(breakpointOf(767)).toBe('handheld');
    expect(breakpointOf(768)).toBe('tablet');
    expect(breakpointOf(1024)).toBe('tablet');
    expect(breakpointOf(1025)).toBe('laptop');
    expect(breakpointOf(1439)).toBe('laptop');
    expect(breakpointOf(1440)).toBe('desktop');
  });
});
