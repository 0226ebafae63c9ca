import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { badgeCalls } from '../../../../contract/api/badge';
import { groupHandlers, renderApp } from '../../../../test/app';
import { sharedBadgeFixture } from '../../../../test/fixtures/badge';
import { logoutGroup } from '../../../lib/session';
import { sharedBadge } from '../model';

useMswServer();

const drawn: string[] = [];
beforeEach(() => {
  localStorage.clear();
  logoutGroup('demo');
  sharedBadge.clear('demo');
  drawn.length = 0;
  // jsdom has no canvas: a context that records the poster's texts.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => new Proxy({}, {
    get: (_, prop) => (prop === 'fillText' ? (text: string) => drawn.push(text) : () => {}),
    set: () => true,
  }) as unknown as CanvasRenderingContext2D);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the badge share page', { timeout: 60_000 }, () => {
  it('opens for a guest: the badge, the holder, the group and a drawn poster, with no token sent', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      ...groupHandlers(),
      mockCall('demo', badgeCalls.shared, { a: 'u1', b: 'key123' }, ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({ data: sharedBadgeFixture() });
      }),
    );
    renderApp('#/demo/badge/share?a=u1&b=key123');
    expect(await screen.findByRole('heading', { name: 'First discussion' })).toBeTruthy();
    expect(screen.getByText('Earned by Olivia Owner')).toBeTruthy();
    expect(screen.getByText(/in Demo Academy/)).toBeTruthy();
    expect(screen.getByRole('img', { name: /Poster of the badge First discussion earned by Olivia Owner/ })).toBeTruthy();
    await waitFor(() => expect(drawn).toEqual(['First discussion', 'Earned by Olivia Owner', 'in Demo Academy', 'Scan to see this badge']));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save image' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(authorizations).toEqual([null]);
    expect(screen.queryByRole('button', { name: /log in/i })).toBeNull();
  });

  it('says so when the link names no badge', async () => {
    server.use(
      ...groupHandlers(),
      mockCall('demo', badgeCalls.shared, { a: 'u1', b: 'wrong' }, () =>
        HttpResponse.json({ code: 102403, message: 'badge share link not found' }, { status: 404 })),
    );
    renderApp('#/demo/badge/share?a=u1&b=wrong');
    expect(await screen.findByRole('heading', { name: 'The badge could not be loaded.' })).toBeTruthy();
    expect(screen.getByText('This badge link is not valid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says the badge could not be loaded, with a retry that reads it again', async () => {
    let reads = 0;
    server.use(
      ...groupHandlers(),
      mockCall('demo', badgeCalls.shared, { a: 'u1', b: 'key123' }, () => (++reads === 1
        ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
        : HttpResponse.json({ data: sharedBadgeFixture() }))),
    );
    renderApp('#/demo/badge/share?a=u1&b=key123');
    expect(await screen.findByRole('heading', { name: 'The badge could not be loaded.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'First discussion' })).toBeTruthy();
    expect(reads).toBe(2);
  });
});
