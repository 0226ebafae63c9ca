import { describe, expect, it } from 'vitest';
import { shownSections, shownShortcuts } from './sections';

describe('shownSections: the home’s sections as the admin set them', () => {
  it('without a setting: all of them, in the default order', () => {
    expect(shownSections(undefined)).toEqual(['coming_up', 'courses', 'entries', 'articles', 'shortcuts']);
  });

  it('in the group’s order, hidden ones left out, any not named shown after', () => {
    expect(shownSections([
      { key: 'shortcuts', visible: true },
      { key: 'courses', visible: false },
      { key: 'articles', visible: true },
    ])).toEqual(['shortcuts', 'articles', 'coming_up', 'entries']);
  });

  it('ignores repeats and keys it does not know', () => {
    expect(shownSections([
      { key: 'articles', visible: false },
      { key: 'articles', visible: true },
      { key: 'discussions' as 'articles', visible: true },
    ])).toEqual(['coming_up', 'courses', 'entries', 'shortcuts']);
  });
});

describe('shownShortcuts: the favourite bots on the home', () => {
  const apps = [{ app_id: 'a' }, { app_id: 'b' }, { app_id: 'c' }];

  it('every favourite bot without a setting', () => {
    expect(shownShortcuts(apps, null)).toEqual(apps);
    expect(shownShortcuts(apps, undefined)).toEqual(apps);
  });

  it('those named, in that order; an id no longer a favourite is skipped', () => {
    expect(shownShortcuts(apps, ['c', 'gone', 'a'])).toEqual([{ app_id: 'c' }, { app_id: 'a' }]);
    expect(shownShortcuts(apps, [])).toEqual([]);
  });
});
