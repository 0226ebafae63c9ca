import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { withTexts } from '../../../../test/texts';
import { ICON_SET_NAMES } from '../../../ui/iconSet';
import { HOME_ENTRY_ICONS, HomeEntryLinks } from './HomeEntryLinks';

beforeAll(() => withTexts('home'));
afterEach(cleanup);

describe('HomeEntryLinks', () => {
  it('links to each section this build has, each with its icon (issue 26 point 14)', () => {
    render(<HomeEntryLinks group="demo" />);
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0].getAttribute('href')).toBe('#/demo/courses');
    expect(links[0].getAttribute('data-icon')).toBe('courses');
    for (const link of links) expect(link.classList.contains('ui-iconed')).toBe(true);
    for (const icon of HOME_ENTRY_ICONS) expect(ICON_SET_NAMES).toContain(icon);
  });
});
