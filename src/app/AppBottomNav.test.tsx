import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { ICON_SET_NAMES } from '../ui/iconSet';
import { AppBottomNav, TAB_ICONS } from './AppBottomNav';
import { TABS } from './tabs';

afterEach(cleanup);

describe('AppBottomNav', () => {
  it('gives every tab its icon of the set (issue 26 point 14), with the name as the link text', () => {
    render(<AppBottomNav group="demo" tabs={TABS} active="courses" />);
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Home', 'Courses', 'Discussions', 'Me']);
    expect(links.map((a) => a.getAttribute('data-icon'))).toEqual(TABS.map((tab) => TAB_ICONS[tab]));
    for (const a of links) {
      expect(a.classList.contains('ui-iconed')).toBe(true);
      expect(ICON_SET_NAMES).toContain(a.getAttribute('data-icon'));
    }
    expect(within(nav).getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBe('page');
  });
});
