import { describe, expect, it } from 'vitest';
import { TOP_BAR_NAME_MAX, topBarName } from './topBarName';

describe('topBarName (§9: 7 characters)', () => {
  it('keeps names of up to 7 characters as they are', () => {
    expect(TOP_BAR_NAME_MAX).toBe(7);
    expect(topBarName('Alice')).toBe('Alice');
    expect(topBarName('Abcdefg')).toBe('Abcdefg');
  });

  it('cuts longer names to 7 characters plus an ellipsis', () => {
    expect(topBarName('Abcdefgh')).toBe('Abcdefg…');
    expect(topBarName('Christopher Robin')).toBe('Christo…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(topBarName('我的名字很长很长的')).toBe('我的名字很长很…');
    expect(topBarName('😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀…');
  });
});
