import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { apiUrl, server, useMswServer } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { redirects } from '../../../lib/prefs';
import { logoutGroup, setSession, tokens } from '../../../lib/session';
import { meFixture } from '../../../../test/fixtures/account';
import { groupPublicFixture } from '../../../../test/fixtures/group';
import { authWindow } from '../../auth';
import { groupPublic, visitedGroups } from '../../group';
import { courseFixture } from '../../../../test/fixtures/course';
import { homeHandlers } from '../../../../test/fixtures/home';

useMswServer();

const shortcut = {
  app_id: 'bot1', name: 'Wallet Bot', icon_url: 'https://img.test/bot.png', description: 'Pays things',
  home_uri: 'https://bot.test/', created_at: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  // What the home's member parts ask for: no stream, one shortcut, one course.
  server.use(...homeHandlers('demo', { shortcuts: [shortcut], courses: [courseFixture({ course_id: 'c7', title: 'Newest course' })], unfinished: ['c7'] }));
  localStorage.clear();
  groupPublic.clear('demo');
  visitedGroups.value = [];
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('HomeScreen as a guest', () => {
  it('shows the group from its public info and a join call to action', async () => {
    server.use(...groupHandlers('demo', { public: { name: 'Night Owls', group_bio: 'We read at night.' } }));
    renderApp('#/demo/home');
    expect(await screen.findByRole('heading', { name: 'Night Owls' })).toBeTruthy();
    expect(screen.getByText('We read at night.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Night Owls avatar' }).getAttribute('src')).toBe('https://img.test/demo.png');
    expect(screen.getByRole('button', { name: 'Log in to join' })).toBeTruthy();
    // The visit is remembered for the index.
    expect(visitedGroups.value[0]).toEqual({ group_id: 'demo', name: 'Night Owls', avatar_url: 'https://img.test/demo.png' });
  });

  it('sends the guest to the wallet authorisation with the group client id and scope, remembering the page', async () => {
    const assign = vi.spyOn(authWindow, 'assign').mockImplementation(() => {});
    server.use(...groupHandlers());
    renderApp('#/demo/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to join' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0][0], location.origin);
    expect(url.pathname).toBe('/sandbox/mixin/authorize');
    expect(url.searchParams.get('client_id')).toBe('client-demo');
    expect(url.searchParams.get('scope')).toBe('PROFILE:READ MESSAGES:REPRESENT');
    expect(url.searchParams.get('return_to')).toBe(`${location.origin}/#/demo/auth/mixin/callback`);
    expect(redirects.value.demo).toEqual({ path: '/demo' });
  });

  it('shows the failure and retries when the group cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('demo', '/public'), () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ code: 404, message: 'group not found' }, { status: 404 })
          : HttpResponse.json({ data: groupPublicFixture({ name: 'Back Again' }) });
      }),
      ...groupHandlers(),
    );
    renderApp('#/demo/home');
    expect(await screen.findByText('The group could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back Again' })).toBeTruthy();
  });
});

describe('HomeScreen when logged in', () => {
  it('shows who the person is and logs out of this group only after confirming', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    setSession('other', { token: 't2', refresh_token: 'r2' });
    server.use(
      ...groupHandlers(),
      http.get(apiUrl('demo', '/users/me'), () => HttpResponse.json({ data: meFixture({ full_name: 'Alice', role: 'admin', state: 'paid' }) })),
    );
    renderApp('#/demo/home');
    expect(await screen.findByText('Alice')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText('Joined')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText(/Log out of Demo Group on this device/)).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Log out' });
    fireEvent.click(buttons[buttons.length - 1]);
    expect(await screen.findByRole('button', { name: 'Log in to join' })).toBeTruthy();
    expect(tokens.value.demo).toBeUndefined();
    expect(tokens.value.other).toBe('t2');
    logoutGroup('other');
  });
});

describe('HomeScreen for a member', () => {
  it('shows the latest courses, the shortcuts and the way to the courses', async () => {
    setSession('demo', { token: 't', refresh_token: 'r' });
    server.use(
      ...groupHandlers(),
      http.get(apiUrl('demo', '/users/me'), () => HttpResponse.json({ data: meFixture({ state: 'paid' }) })),
    );
    renderApp('#/demo/home');
    const course = await screen.findByRole('link', { name: /Newest course/ });
    expect(course.getAttribute('href')).toBe('#/demo/courses/c7');
    expect(screen.getByRole('heading', { name: 'Latest courses' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All courses' }).getAttribute('href')).toBe('#/demo/courses');
    const bot = await screen.findByRole('link', { name: 'Wallet Bot' });
    expect(bot.getAttribute('href')).toBe('https://bot.test/');
    const sections = screen.getByRole('navigation', { name: 'Explore the group' });
    expect(within(sections).getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('#/demo/fav');
  });

  it('shows no courses to a guest, but still the shortcuts', async () => {
    server.use(...groupHandlers());
    renderApp('#/demo/home');
    expect(await screen.findByRole('link', { name: 'Wallet Bot' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Latest courses' })).toBeNull();
  });
});
