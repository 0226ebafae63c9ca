// The last spec routes that showed the 404 page (issue 25 point 7), each rendered through the app.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../test/msw';
import { groupHandlers, renderApp } from '../../test/app';
import { homeHandlers } from '../../test/fixtures/home';
import { meFixture } from '../../test/fixtures/account';
import { albumFixture } from '../../test/fixtures/album';
import { accountCalls } from '../../contract/api/account';
import { albumCalls } from '../../contract/api/album';
import { logoutGroup, setSession } from '../lib/session';
import { account, type Role } from '../features/account';
import { groupConfig, groupPublic, groupSettings } from '../features/group';

// The admin portal is tested on its own (src/app/admin); here a stand-in shows where setup leads.
vi.mock('./admin/AdminApp', () => ({ default: () => <p>Admin portal stand-in</p> }));

useMswServer();

const TIMEOUT = { timeout: 15_000 };

function signedIn(role: Role) {
  setSession('demo', { token: 't', refresh_token: 'r' });
  server.use(mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ state: 'paid', role }) })));
}

beforeEach(() => {
  localStorage.clear();
  for (const r of [groupPublic, groupConfig, groupSettings, account]) r.clear('demo');
  server.use(...groupHandlers(), ...homeHandlers());
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('the spec routes of issue 25 point 7', { timeout: 60_000 }, () => {
  it('#/fp is the front page: the index screen, under its own URL', async () => {
    renderApp('#/fp');
    expect(await screen.findByRole('heading', { name: 'Your groups', level: 1 }, TIMEOUT)).toBeTruthy();
    expect(location.hash).toBe('#/fp');
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });

  it('#/:group/public shows a guest the group with the way to join', async () => {
    renderApp('#/demo/public');
    expect(await screen.findByRole('button', { name: 'Log in to join' }, TIMEOUT)).toBeTruthy();
    expect(location.hash).toBe('#/demo/public');
  });

  it('#/:group/public shows a member the group home', async () => {
    signedIn('user');
    renderApp('#/demo/public');
    expect(await screen.findByRole('link', { name: 'Settings' }, TIMEOUT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in to join' })).toBeNull();
  });

  it('#/:group/qr shows the public link as a QR code, with the link and a copy button, to anyone', async () => {
    renderApp('#/demo/qr');
    const link = `${location.origin}/#/demo/public`;
    expect(await screen.findByText(link, {}, TIMEOUT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the group' }).getAttribute('href')).toBe('#/demo/public');
    const qr = await screen.findByRole('img', { name: /^QR code of the link to / }, TIMEOUT);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('#/:group/setup takes the owner and admins to admin/general', async () => {
    for (const role of ['owner', 'admin'] as const) {
      account.clear('demo');
      history.replaceState(null, '', '/');
      signedIn(role);
      const view = renderApp('#/demo/setup');
      await waitFor(() => expect(location.hash, role).toBe('#/demo/admin/general'), TIMEOUT);
      expect(await screen.findByText('Admin portal stand-in', {}, TIMEOUT)).toBeTruthy();
      view.unmount();
    }
  });

  it('#/:group/setup takes a lecturer or member to the group home', async () => {
    for (const role of ['lecturer', 'user'] as const) {
      account.clear('demo');
      signedIn(role);
      const view = renderApp('#/demo/setup');
      await waitFor(() => expect(location.hash, role).toBe('#/demo/home'), TIMEOUT);
      view.unmount();
    }
  });

  it('#/:group/auth/talkee/callback says this sign-in is not offered, with the group sign-in and the way home', async () => {
    renderApp('#/demo/auth/talkee/callback?code=abc');
    expect(await screen.findByText(/Logging in with Talkee is not offered in this group/, {}, TIMEOUT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Login failed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in to the group' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('#/demo/home');
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });

  it('#/:group/albums/edit gives a lecturer the albums with their edit actions and the create action', async () => {
    signedIn('lecturer');
    server.use(mockCall('demo', albumCalls.list, () => HttpResponse.json({ data: [albumFixture()] })));
    renderApp('#/demo/albums/edit');
    const edit = await screen.findByRole('link', { name: 'Edit Classics' }, TIMEOUT);
    expect(edit.getAttribute('href')).toBe('#/demo/albums/al1/edit');
    expect(screen.getByRole('link', { name: 'New album' }).getAttribute('href')).toBe('#/demo/albums/create');
    expect(screen.getByRole('link', { name: 'Done' }).getAttribute('href')).toBe('#/demo/albums');
  });

  it('#/:group/albums/edit gives a member the plain album list', async () => {
    signedIn('user');
    server.use(mockCall('demo', albumCalls.list, () => HttpResponse.json({ data: [albumFixture()] })));
    renderApp('#/demo/albums/edit');
    expect(await screen.findByText('Classics', {}, TIMEOUT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Classics' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New album' })).toBeNull();
  });

  it('the albums list leads a lecturer to the managing mode', async () => {
    signedIn('lecturer');
    server.use(mockCall('demo', albumCalls.list, () => HttpResponse.json({ data: [albumFixture()] })));
    renderApp('#/demo/albums');
    expect((await screen.findByRole('link', { name: 'Manage' }, TIMEOUT)).getAttribute('href')).toBe('#/demo/albums/edit');
    expect(screen.queryByRole('link', { name: 'Edit Classics' })).toBeNull();
  });
});
