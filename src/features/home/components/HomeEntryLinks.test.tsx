import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { withTexts } from '../../../../test/texts';
import { HOME_ENTRY_ROUTES, HomeEntryLinks } from './HomeEntryLinks';

beforeAll(() => withTexts('home'));
afterEach(cleanup);

describe('HomeEntryLinks', () => {
  it('links to each section this build has, each with its icon (issue 26 point 14)', () => {
    render(<HomeEntryLinks group="demo" />);
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(HOME_ENTRY_ROUTES).toContain(link.getAttribute('data-entry'));
    expect(links[0].getAttribute('href')).toBe('#/demo/courses');
    // A route without its mask would show a blank square above its name.
    const css = readFileSync(join(__dirname, 'HomeEntryLinks.css'), 'utf8');
    for (const route of HOME_ENTRY_ROUTES) expect(css, route).toContain(`[data-entry=${route}]::before{-webkit-mask-image:url("data:image/svg+xml,`);
  });
});
