import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { apiUrl, server, useMswServer } from '../../../../test/msw';
import { logoutGroup, setSession } from '../../../lib/session';
import { account, type Me } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { groupSettings } from '../../group';
import { groupSettingsFixture } from '../../../../test/fixtures/group';
import { HomeMemberCard } from './HomeMemberCard';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('home'));

useMswServer();

function given(me: Partial<Me>, renewEnabled = true) {
  server.use(
    http.get(apiUrl('demo', '/users/me'), () => HttpResponse.json({ data: meFixture(me) })),
    http.get(apiUrl('demo', '/settings/full'), () =>
      HttpResponse.json({ data: groupSettingsFixture({ system_renew_enable: renewEnabled }) }),
    ),
  );
}

/** Both loads settled, so an absent link is absent for good. */
async function shown() {
  render(<HomeMemberCard group="demo" groupName="Demo Group" />);
  expect(await screen.findByText('Alice Member')).toBeTruthy();
  await groupSettings.load('demo');
}

beforeEach(() => {
  account.clear('demo');
  groupSettings.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('HomeMemberCard renewal', () => {
  it('shows a paid member when the membership runs out and the way to renew it', async () => {
    given({ state: 'paid', expired_at: '2099-03-04T10:00:00Z' });
    await shown();
    expect(screen.getByText('Member until 2099/03/04')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Renew' })).getAttribute('href')).toBe('#/demo/renew');
  });

  it('offers no renewal when the group has system renewal off, but still the expiry', async () => {
    given({ state: 'paid', expired_at: '2099-03-04T10:00:00Z' }, false);
    await shown();
    expect(screen.getByText('Member until 2099/03/04')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Renew' })).toBeNull();
  });

  it('tells a member whose membership has ended when it ended, and offers no renewal', async () => {
    given({ state: 'paid', expired_at: '2020-03-04T10:00:00Z' });
    await shown();
    expect(screen.getByText('Membership ended 2020/03/04')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Renew' })).toBeNull();
  });

  it('offers staff without an expiry neither a date nor a renewal', async () => {
    given({ role: 'admin', state: 'paid', expired_at: null });
    await shown();
    expect(screen.queryByText(/Member until/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Renew' })).toBeNull();
  });

  it('offers someone who has not joined no renewal', async () => {
    given({ state: 'pending', expired_at: '2099-03-04T10:00:00Z' });
    await shown();
    expect(screen.queryByRole('link', { name: 'Renew' })).toBeNull();
  });
});
