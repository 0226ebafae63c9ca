import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { firstLogin, redirects, setRedirect } from '../../../lib/prefs';
import type { TrackRequest } from '../../../../contract/track';
import { logoutGroup, refreshTokens, tokens } from '../../../lib/session';
import { account } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { groupConfig } from '../../group';
import { trackCalls } from '../../../../contract/api/track';
import { authCalls } from '../../../../contract/api/auth';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

beforeEach(() => {
  localStorage.clear();
  groupConfig.clear('demo');
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

function loginHandlers(seen: { code?: string; meAuth?: string | null }, tracked: TrackRequest[] = []) {
  return [
    mockCall('demo', trackCalls.create, async ({ request }) => {
      tracked.push((await request.json()) as TrackRequest);
      return HttpResponse.json({ data: { tracked: true } });
    }),
    mockCall('demo', authCalls.mixin, async ({ request }) => {
      seen.code = ((await request.json()) as { code: string }).code;
      return HttpResponse.json({ data: { token: 'access-1', refresh_token: 'refresh-1' } });
    }),
    mockCall('demo', accountCalls.me, ({ request }) => {
      seen.meAuth = request.headers.get('authorization');
      return HttpResponse.json({ data: meFixture({ full_name: 'Bob' }) });
    }),
    ...groupHandlers(),
  ];
}

describe('MixinCallbackScreen', () => {
  it('exchanges the code, stores the tokens, loads the account and lands on the stored redirect', async () => {
    const seen: { code?: string; meAuth?: string | null } = {};
    const tracked: TrackRequest[] = [];
    server.use(...loginHandlers(seen, tracked));
    setRedirect('demo', { path: '/demo/settings' });
    renderApp('#/demo/auth/mixin/callback?code=abc123');
    await waitFor(() => expect(location.hash).toBe('#/demo/settings'));
    expect(await screen.findByRole('heading', { name: 'Currency' })).toBeTruthy();
    expect(seen.code).toBe('abc123');
    expect(tokens.value.demo).toBe('access-1');
    expect(refreshTokens.value.demo).toBe('refresh-1');
    expect(seen.meAuth).toBe('Bearer access-1');
    expect(account.of('demo').data!.full_name).toBe('Bob');
    expect(redirects.value.demo).toBeUndefined();
    // §4: the 'login' analytics event, and the welcome sheet's first-login flag.
    await waitFor(() => expect(tracked).toEqual([{ event: 'login', method: 'mixin' }]));
    expect(firstLogin.value.demo).toBe(true);
  });

  it('never follows a stored redirect to another origin', async () => {
    server.use(...loginHandlers({}));
    setRedirect('demo', { url: 'https://evil.test/#/demo/settings' });
    renderApp('#/demo/auth/mixin/callback?code=abc');
    await waitFor(() => expect(location.hash).toBe('#/demo'));
  });

  it('goes to the group entry when no redirect was stored, replacing the callback in history', async () => {
    server.use(...loginHandlers({}));
    renderApp('#/demo/auth/mixin/callback?code=xyz');
    const length = history.length;
    await waitFor(() => expect(location.hash).toBe('#/demo'));
    expect(history.length).toBe(length);
  });

  it('reads the code from the page query when the wallet put it there, and removes it', async () => {
    const seen: { code?: string } = {};
    server.use(...loginHandlers(seen));
    renderApp('?code=fromsearch#/demo/auth/mixin/callback');
    await waitFor(() => expect(location.hash).toBe('#/demo'));
    expect(seen.code).toBe('fromsearch');
    expect(location.search).toBe('');
  });

  it("says the sign-in came back without its code (spec: 'OAuth code empty', in people's words) without a code", async () => {
    server.use(...groupHandlers());
    renderApp('#/demo/auth/mixin/callback');
    expect(await screen.findByText('The sign-in did not come back with its code. Please log in again.')).toBeTruthy();
    expect(tokens.value.demo).toBeUndefined();
  });

  it('shows the error when the exchange is refused', async () => {
    server.use(
      mockCall('demo', authCalls.mixin, () => HttpResponse.json({ code: 100400, message: 'code expired' }, { status: 400 })),
      ...groupHandlers(),
    );
    renderApp('#/demo/auth/mixin/callback?code=old');
    expect(await screen.findByText('Something in the request was not accepted. Check what you entered and try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Login failed' })).toBeTruthy();
    expect(tokens.value.demo).toBeUndefined();
  });
});
