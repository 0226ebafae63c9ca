import { describe, expect, it } from 'vitest';
import { moveItem } from './listOrder';

describe('moveItem', () => {
  it('moves an item up or down one place', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('leaves the list as it is past either end, and never changes the one given', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(list, 5, -1)).toEqual(['a', 'b']);
    expect(moveItem(list, 0, 1)).not.toBe(list);
    expect(list).toEqual(['a', 'b']);
  });
});
