import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { redirects } from '../../../lib/prefs';
import { logoutGroup, setSession } from '../../../lib/session';
import { meFixture } from '../../../../test/fixtures/account';
import { groupPublicFixture } from '../../../../test/fixtures/group';
import { authWindow } from '../../auth';
import { groupPublic, groupSettings, visitedGroups, type GroupSettings } from '../../group';
import { courseFixture } from '../../../../test/fixtures/course';
import { homeHandlers } from '../../../../test/fixtures/home';
import { groupShortcuts } from '../model';
import { groupCalls } from '../../../../contract/api/group';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

const shortcut = {
  app_id: 'bot1', name: 'Wallet Bot', icon_url: 'https://img.test/bot.png', description: 'Pays things',
  home_uri: 'https://bot.test/', created_at: '2026-01-01T00:00:00Z',
};

const preview = {
  preview_id: 'p1', title: 'Friday Q&A', description: '', cover_url: '', state: 'pending' as const, live_at: '2099-01-02T10:00:00Z',
};

beforeEach(() => {
  // What the home's parts ask for: no stream live, one announced, one shortcut, one course.
  server.use(
    ...homeHandlers('demo', {
      shortcuts: [shortcut], courses: [courseFixture({ course_id: 'c7', title: 'Newest course' })], unfinished: ['c7'], previews: [preview],
    }),
  );
  localStorage.clear();
  groupPublic.clear('demo');
  groupSettings.clear('demo');
  visitedGroups.value = [];
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('HomeScreen as a guest', () => {
  it('shows the group from its public info and a join call to action', async () => {
    server.use(
      ...groupHandlers('demo', {
        public: {
          name: 'Night Owls', group_bio: 'We read at night.', stats: { courses: 3, members: 40, lives: 2 },
          product: { id: 'p1', status: 'normal', price: { asset_id: 'cny', symbol: 'CNY', amount: '99', price_cny: '1' } },
        },
      }),
    );
    renderApp('#/demo/home');
    expect(await screen.findByRole('heading', { level: 2, name: 'Night Owls' })).toBeTruthy();
    expect(screen.getByText('We read at night.')).toBeTruthy();
    const gives = screen.getByRole('list', { name: 'What membership gives' });
    expect(Array.from(gives.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['3 courses', '40 members', '2 live sessions']);
    expect(screen.getByText(/a year$/)).toBeTruthy();
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

  it('an unknown group: says so and leads to the list of groups, not a retry', async () => {
    server.use(mockCall('demo', groupCalls.public, () => HttpResponse.json({ code: 404, message: 'group not found' }, { status: 404 })), ...groupHandlers());
    renderApp('#/demo/home');
    // The group's own not-found page (issue 26 point 12), in place of the home.
    expect(await screen.findByRole('heading', { name: 'There is no group here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('#/');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the failure and retries when the group cannot be loaded', async () => {
    let calls = 0;
    server.use(
      mockCall('demo', groupCalls.public, () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 })
          : HttpResponse.json({ data: groupPublicFixture({ name: 'Back Again' }) });
      }),
      ...groupHandlers(),
    );
    renderApp('#/demo/home');
    expect(await screen.findByText('The group could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Back Again' })).toBeTruthy();
  });
});

describe('HomeScreen when loading fails', () => {
  it('gives the code of an error the catalogue does not name in small print, to quote', async () => {
    server.use(
      mockCall('demo', groupCalls.public, () => HttpResponse.json({ code: 123456, message: 'something odd' }, { status: 400 })),
      ...groupHandlers(),
    );
    renderApp('#/demo/home');
    const notice = (await screen.findByText('The group could not be loaded')).closest('section')!;
    expect(within(notice).getByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(within(notice).getByText('Code 123456').tagName).toBe('SMALL');
  });
});

describe('HomeScreen for a member', () => {
  function member(patch: Parameters<typeof meFixture>[0] = {}, settings: Partial<GroupSettings> = {}) {
    setSession('demo', { token: 't', refresh_token: 'r' });
    server.use(
      ...groupHandlers('demo', {
        public: { stats: { courses: 60, members: 6, lives: 0 }, product: { id: 'p1', status: 'normal', price: { asset_id: 'btc', symbol: 'BTC', amount: '0.0003', price_cny: '700000' } } },
        settings,
      }),
      mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ full_name: 'Alice', state: 'paid', expired_at: '2099-03-04T10:00:00Z', ...patch }) })),
    );
    renderApp('#/demo/home');
  }

  it('is the group, not an account card: what is coming up, the latest courses, the sections and the shortcuts', async () => {
    member();
    const course = await screen.findByRole('link', { name: /Newest course/ });
    expect(course.getAttribute('href')).toBe('#/demo/courses/c7');
    expect(screen.getByRole('heading', { name: 'Latest courses' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All courses' }).getAttribute('href')).toBe('#/demo/courses');
    const coming = screen.getByRole('region', { name: 'Coming up' });
    const tile = within(coming).getByRole('link', { name: /Friday Q&A/ });
    expect(tile.getAttribute('href')).toBe('#/demo/stream');
    // The whole title and the date line, each its own block the stylesheet wraps (issue 26 point 14).
    expect(tile.querySelector('.home-coming__name')!.textContent).toMatch(/Friday Q&A/);
    expect(tile.querySelector('.home-coming__when')!.textContent).toMatch(/\d/);
    const bot = await screen.findByRole('link', { name: 'Wallet Bot' });
    expect(bot.getAttribute('href')).toBe('https://bot.test/');
    const sections = screen.getByRole('navigation', { name: 'Explore the group' });
    expect(within(sections).getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('#/demo/fav');
    // Issue 11 point 8: the check-in tasks are one of the sections.
    expect(within(sections).getByRole('link', { name: 'Check-in' }).getAttribute('href')).toBe('#/demo/checkin');
    // What membership gives, but no price: they have it.
    expect(within(screen.getByRole('list', { name: 'What membership gives' })).getByText('60 courses')).toBeTruthy();
    expect(screen.queryByText(/a year$/)).toBeNull();
  });

  it('leads the courses with one compact card of the course the member was last in (issue 26)', async () => {
    server.use(
      ...homeHandlers('demo', {
        courses: [courseFixture({ course_id: 'c7', title: 'Newest course' })],
        inProgress: [
          { course: courseFixture({ course_id: 'c5', title: 'Spotting scams 1' }), lesson_count: 5, done_count: 1, last_played_at: '2026-02-02T00:00:00Z', next_lesson: { message_id: 'm2', number: 2, duration: 6 } },
          { course: courseFixture({ course_id: 'c6', title: 'Order books 1' }), lesson_count: 2, done_count: 1, last_played_at: '2026-02-01T00:00:00Z', next_lesson: null },
        ],
      }),
    );
    member();
    const card = await screen.findByRole('region', { name: 'Continue learning' });
    const links = within(card).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#/demo/courses/c5']);
    expect(links[0]!.textContent).toContain('1 of 5 lessons · 20 %');
  });

  it('keeps renewal and logout on the me tab: the home shows neither, nor who is logged in', async () => {
    member();
    await screen.findByRole('link', { name: /Newest course/ });
    expect(screen.queryByText('Alice')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Renew/ })).toBeNull();
    expect(screen.queryByText(/Member until/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in to join' })).toBeNull();
  });

  it('shows skeleton cards in the shape of the home while the group loads, not a spinner', async () => {
    server.use(mockCall('demo', groupCalls.public, () => new Promise<Response>(() => {})), ...groupHandlers().slice(1));
    renderApp('#/demo/home');
    const loading = await screen.findByRole('status', { name: 'Loading…' });
    expect(loading.classList.contains('home-skeleton')).toBe(true);
    expect(loading.querySelectorAll('.home-skeleton__card')).toHaveLength(2);
    expect(loading.querySelector('.home-skeleton__avatar')).toBeTruthy();
    expect(document.querySelector('.ui-spinner')).toBeNull();
  });

  it("shows the sections in the admins' order, leaving out those they hid (admin/home)", async () => {
    member({}, {
      home_sections: [
        { key: 'shortcuts', visible: true },
        { key: 'courses', visible: false },
        { key: 'coming_up', visible: true },
        { key: 'entries', visible: false },
        { key: 'articles', visible: true },
      ],
    });
    const bot = await screen.findByRole('link', { name: 'Wallet Bot' });
    const coming = await screen.findByRole('region', { name: 'Coming up' });
    // The shortcuts come before what is coming up: the document order says so.
    expect(bot.compareDocumentPosition(coming) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Latest courses' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Explore the group' })).toBeNull();
  });

  it('shows as shortcuts only the favourite bots the admins chose, in their order (admin/shortcut)', async () => {
    const other = { ...shortcut, app_id: 'bot2', name: 'News Bot', home_uri: 'https://news.test/' };
    const third = { ...shortcut, app_id: 'bot3', name: 'Quiet Bot', home_uri: 'https://quiet.test/' };
    server.use(...homeHandlers('demo', { shortcuts: [shortcut, other, third] }));
    groupShortcuts.clear('demo');
    member({}, { home_shortcuts: ['bot2', 'bot1'] });
    const news = await screen.findByRole('link', { name: 'News Bot' });
    const wallet = screen.getByRole('link', { name: 'Wallet Bot' });
    expect(news.compareDocumentPosition(wallet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Quiet Bot' })).toBeNull();
  });

  it('shows no courses to a guest, but still the shortcuts', async () => {
    server.use(...groupHandlers());
    renderApp('#/demo/home');
    expect(await screen.findByRole('link', { name: 'Wallet Bot' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Latest courses' })).toBeNull();
  });
});
