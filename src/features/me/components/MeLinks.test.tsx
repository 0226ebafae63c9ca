import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { withTexts } from '../../../../test/texts';
import { ME_LINK_ROUTES, MeLinks } from './MeLinks';

beforeAll(() => withTexts('me'));
afterEach(cleanup);

describe('MeLinks', () => {
  it('lists the me tab’s links, each with its icon (issue 26 point 14); the portal and renewal only when they apply', () => {
    render(<MeLinks group="demo" renewable={false} admin={false} />);
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    const routes = links.map((a) => a.getAttribute('data-link'));
    expect(routes).not.toContain('group-admin');
    expect(routes).not.toContain('group-renew');
    expect(routes).toContain('group-settings');
    for (const route of routes) expect(ME_LINK_ROUTES).toContain(route);
    cleanup();
    render(<MeLinks group="demo" renewable admin />);
    expect(within(screen.getByRole('navigation')).getAllByRole('link')[0].getAttribute('data-link')).toBe('group-admin');
    const css = readFileSync(join(__dirname, 'MeLinks.css'), 'utf8');
    for (const route of ME_LINK_ROUTES) expect(css, route).toContain(`[data-link=${route}]::before{-webkit-mask-image:url("data:image/svg+xml,`);
  });
});
