import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { withTexts } from '../../../../test/texts';
import { ICON_SET_NAMES } from '../../../ui/iconSet';
import { ME_LINK_ICONS, MeLinks } from './MeLinks';

beforeAll(() => withTexts('me'));
afterEach(cleanup);

describe('MeLinks', () => {
  it('lists the me tab’s links, each with its icon (issue 26 point 14); the portal and renewal only when they apply', () => {
    render(<MeLinks group="demo" renewable={false} admin={false} />);
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    const hrefs = links.map((a) => a.getAttribute('href'));
    expect(hrefs).not.toContain('#/demo/admin');
    expect(hrefs).toContain('#/demo/settings');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('data-icon')).toBe('gear');
    for (const a of links) expect(a.classList.contains('ui-iconed')).toBe(true);
    for (const icon of ME_LINK_ICONS) expect(ICON_SET_NAMES).toContain(icon);
    cleanup();
    render(<MeLinks group="demo" renewable admin />);
    const first = within(screen.getByRole('navigation')).getAllByRole('link')[0];
    expect(first.getAttribute('href')).toBe('#/demo/admin');
    expect(first.getAttribute('data-icon')).toBe('shield');
  });
});
