import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { AppBottomNav } from './AppBottomNav';
import { TABS } from './tabs';

afterEach(cleanup);

describe('AppBottomNav', () => {
  it('gives every tab its icon (issue 26 point 14), drawn by the stylesheet, with the name as the link text', () => {
    render(<AppBottomNav group="demo" tabs={TABS} active="courses" />);
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Home', 'Courses', 'Discussions', 'Me']);
    expect(links.map((a) => a.getAttribute('data-tab'))).toEqual(TABS);
    expect(within(nav).getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBe('page');
    // Each tab's icon is a mask of the stylesheet: a tab without one would show an empty square.
    const css = readFileSync(join(__dirname, 'AppBottomNav.css'), 'utf8');
    for (const tab of TABS) expect(css, tab).toMatch(new RegExp(`\\[data-tab=${tab}\\]::before\\{-webkit-mask-image:url\\("data:image/svg\\+xml,`));
  });
});
