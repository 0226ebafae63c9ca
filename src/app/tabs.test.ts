import { describe, expect, it } from 'vitest';
import { showBottomNav, visibleTabs, type TabSettings } from './tabs';

const none: TabSettings = {
  home_enabled: false,
  custom_enabled: false,
  'course-enabled': false,
  discussion_enabled: false,
  profile_enabled: false,
};

describe('visibleTabs (§2 Layout)', () => {
  it('shows home when the home page or the custom page is enabled', () => {
    expect(visibleTabs({ ...none, home_enabled: true })).toEqual(['home']);
    expect(visibleTabs({ ...none, custom_enabled: true })).toEqual(['home']);
    expect(visibleTabs({ ...none, home_enabled: true, custom_enabled: true })).toEqual(['home']);
  });

  it('maps course-enabled, discussion_enabled and profile_enabled to their tabs', () => {
    expect(visibleTabs({ ...none, 'course-enabled': true })).toEqual(['courses']);
    expect(visibleTabs({ ...none, discussion_enabled: true })).toEqual(['discussions']);
    expect(visibleTabs({ ...none, profile_enabled: true })).toEqual(['me']);
  });

  it('keeps bar order home, courses, discussions, me', () => {
    expect(
      visibleTabs({ home_enabled: true, custom_enabled: false, 'course-enabled': true, discussion_enabled: true, profile_enabled: true }),
    ).toEqual(['home', 'courses', 'discussions', 'me']);
    expect(visibleTabs({ ...none, profile_enabled: true, custom_enabled: true })).toEqual(['home', 'me']);
  });

  it('has no tabs when everything is off or settings are not loaded', () => {
    expect(visibleTabs(none)).toEqual([]);
    expect(visibleTabs(undefined)).toEqual([]);
  });
});

describe('showBottomNav', () => {
  it('shows only on a visible tab route and with more than one tab', () => {
    expect(showBottomNav(['home', 'me'], 'home')).toBe(true);
    expect(showBottomNav(['home', 'me'], null)).toBe(false);
    expect(showBottomNav(['home'], 'home')).toBe(false);
    expect(showBottomNav(['home', 'me'], 'courses')).toBe(false);
  });
});
