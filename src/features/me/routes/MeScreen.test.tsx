import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { logoutGroup, refreshTokens, setSession, tokens } from '../../../lib/session';
import { account, type Me } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { groupConfig, groupPublic, groupSettings, type GroupSettings } from '../../group';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

function serve(me: Partial<Me>, settings: Partial<GroupSettings> = {}) {
  server.use(
    ...groupHandlers('demo', { settings }),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture(me) })),
  );
}

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  groupPublic.clear('demo');
  groupConfig.clear('demo');
  groupSettings.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
  logoutGroup('other');
});

describe('MeScreen', { timeout: 60_000 }, () => {
  it('shows the profile and membership from the API', async () => {
    serve({
      full_name: 'Bob',
      identity_number: '37000042',
      role: 'user',
      state: 'paid',
      joined_at: '2024-01-15T12:00:00Z',
      expired_at: '2099-03-09T12:00:00Z',
      avatar_url: 'https://img.test/bob.png',
    });
    renderApp('#/demo/me');
    const profile = await screen.findByRole('region', { name: 'Your profile' });
    expect(within(profile).getByRole('heading', { name: 'Bob' })).toBeTruthy();
    expect(within(profile).getByText('ID 37000042')).toBeTruthy();
    expect(within(profile).getByText('Member')).toBeTruthy();
    expect(within(profile).getByText('Member since')).toBeTruthy();
    expect(within(profile).getByText('2024/01/15')).toBeTruthy();
    expect(within(profile).getByText('Membership until')).toBeTruthy();
    expect(within(profile).getByText('2099/03/09')).toBeTruthy();
    expect(within(profile).getByRole('img', { name: 'Bob avatar' }).getAttribute('src')).toBe('https://img.test/bob.png');
  });

  it('shows no expiry for staff, even when the server sends a date', async () => {
    serve({ full_name: 'Ada', role: 'admin', state: 'paid', expired_at: '2099-03-09T12:00:00Z' });
    renderApp('#/demo/me');
    const profile = await screen.findByRole('region', { name: 'Your profile' });
    expect(within(profile).getByText('Admin')).toBeTruthy();
    expect(within(profile).getByText('No expiry')).toBeTruthy();
    expect(within(profile).queryByText('2099/03/09')).toBeNull();
  });

  it('links to renewal while renewal is enabled and the membership runs out, and always to favourites and settings', async () => {
    serve({ role: 'user', expired_at: '2099-03-09T12:00:00Z' }, { system_renew_enable: true });
    renderApp('#/demo/me');
    const links = await screen.findByRole('navigation', { name: 'Membership and settings' });
    await waitFor(() => expect(within(links).getByRole('link', { name: 'Renew membership' }).getAttribute('href')).toBe('#/demo/renew'));
    expect(within(links).getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('#/demo/fav');
    expect(within(links).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('#/demo/settings');
    // Issue 11, point 9: the kudos rank and sending a lucky coin are reached from here too.
    expect(within(links).getByRole('link', { name: 'Kudos rank' }).getAttribute('href')).toBe('#/demo/tip/rank');
    expect(within(links).getByRole('link', { name: 'Send a lucky coin' }).getAttribute('href')).toBe('#/demo/luckycoin/pack');
    // Issue 11 point 8: and the check-in tasks.
    expect(within(links).getByRole('link', { name: 'Check-in' }).getAttribute('href')).toBe('#/demo/checkin');
    expect(within(links).queryByRole('link', { name: 'Admin portal' })).toBeNull();
  });

  it('links the owner and admins to the admin portal', async () => {
    serve({ role: 'admin', state: 'paid' });
    renderApp('#/demo/me');
    const links = await screen.findByRole('navigation', { name: 'Membership and settings' });
    await waitFor(() => expect(within(links).getByRole('link', { name: 'Admin portal' }).getAttribute('href')).toBe('#/demo/admin'));
  });

  it('offers no renewal when the group disables it', async () => {
    serve({ role: 'user', expired_at: '2099-03-09T12:00:00Z' }, { system_renew_enable: false });
    renderApp('#/demo/me');
    const links = await screen.findByRole('navigation', { name: 'Membership and settings' });
    await waitFor(() => expect(groupSettings.of('demo').data).toBeTruthy());
    expect(within(links).getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(within(links).queryByRole('link', { name: 'Renew membership' })).toBeNull();
  });

  it('offers no renewal to a membership that never runs out', async () => {
    serve({ role: 'user', state: 'paid', expired_at: null }, { system_renew_enable: true });
    renderApp('#/demo/me');
    const links = await screen.findByRole('navigation', { name: 'Membership and settings' });
    await waitFor(() => expect(groupSettings.of('demo').data).toBeTruthy());
    expect(screen.getByText('No expiry')).toBeTruthy();
    expect(within(links).queryByRole('link', { name: 'Renew membership' })).toBeNull();
  });

  it('logs out of this group only after confirming, then goes to the group home', async () => {
    setSession('other', { token: 't2', refresh_token: 'r2' });
    serve({ full_name: 'Bob' });
    renderApp('#/demo/me');
    await screen.findByRole('region', { name: 'Your profile' });

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText(/Log out of Demo Group on this device/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/Log out of Demo Group on this device/)).toBeNull());
    expect(tokens.value.demo).toBe('t');

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByText(/Log out of Demo Group on this device/);
    const buttons = screen.getAllByRole('button', { name: 'Log out' });
    fireEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(location.hash).toBe('#/demo/home'));
    expect(tokens.value.demo).toBeUndefined();
    expect(refreshTokens.value.demo).toBeUndefined();
    expect(tokens.value.other).toBe('t2');
    expect(refreshTokens.value.other).toBe('r2');
  });
});

describe('the me tab in the layout', { timeout: 60_000 }, () => {
  it('says the name once: the top bar names the tab, the profile card the whole name (issue 26 point 15)', async () => {
    serve({ full_name: 'Mia Member-Longname' });
    renderApp('#/demo/me');
    expect(await screen.findByRole('heading', { name: 'Mia Member-Longname' })).toBeTruthy();
    const bar = document.querySelector('.app-top-bar__title')!;
    await waitFor(() => expect(bar.textContent).toBe('Me'));
    expect(screen.getAllByText(/Mia Mem/)).toHaveLength(1);
    // A tab root has nothing to go back to.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('shows the me tab in the bottom navigation when profile_enabled and there is more than one tab', async () => {
    serve({ full_name: 'Bob' }, { profile_enabled: true });
    renderApp('#/demo/me');
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    const me = within(nav).getByRole('link', { name: 'Me' });
    expect(me.getAttribute('href')).toBe('#/demo/me');
    expect(me.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('shows no bottom navigation when the me tab is turned off or is the only tab', async () => {
    serve({ full_name: 'Bob' }, { profile_enabled: false });
    renderApp('#/demo/me');
    await screen.findByRole('region', { name: 'Your profile' });
    await waitFor(() => expect(groupSettings.of('demo').data).toBeTruthy());
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
    cleanup();

    groupSettings.clear('demo');
    serve(
      { full_name: 'Bob' },
      { profile_enabled: true, home_enabled: false, custom_enabled: false, 'course-enabled': false, discussion_enabled: false },
    );
    renderApp('#/demo/me');
    await screen.findByRole('region', { name: 'Your profile' });
    await waitFor(() => expect(groupSettings.of('demo').data).toBeTruthy());
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
  });
});
