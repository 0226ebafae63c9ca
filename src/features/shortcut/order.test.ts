import { describe, expect, it } from 'vitest';
import { searchIdProblem, shortcutRows, shownIds } from './order';

const favourites = [{ app_id: 'a' }, { app_id: 'b' }, { app_id: 'c' }];

describe('shortcutRows', () => {
  it('without a setting every favourite bot is shown, in their order', () => {
    expect(shortcutRows(favourites, null)).toEqual([
      { app_id: 'a', shown: true }, { app_id: 'b', shown: true }, { app_id: 'c', shown: true },
    ]);
  });

  it('the shown ones first in the setting’s order, then the rest; ids no longer favourites dropped', () => {
    expect(shortcutRows(favourites, ['c', 'gone', 'a'])).toEqual([
      { app_id: 'c', shown: true }, { app_id: 'a', shown: true }, { app_id: 'b', shown: false },
    ]);
  });

  it('saves the shown ones’ ids in the rows’ order', () => {
    expect(shownIds([{ app_id: 'b', shown: true }, { app_id: 'a', shown: false }, { app_id: 'c', shown: true }])).toEqual(['b', 'c']);
  });
});

describe('searchIdProblem', () => {
  it('wants 1–64 characters after trimming', () => {
    expect(searchIdProblem(' 7000300003 ')).toBeNull();
    expect(searchIdProblem('   ')).toBe('empty');
    expect(searchIdProblem('x'.repeat(65))).toBe('too_long');
    expect(searchIdProblem('x'.repeat(64))).toBeNull();
  });
});
