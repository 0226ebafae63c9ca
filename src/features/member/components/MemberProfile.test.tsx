import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { memberCalls } from '../../../../contract/api/member';
import { badgeCalls } from '../../../../contract/api/badge';
import { logoutGroup, setSession } from '../../../lib/session';
import type { Activity, Member } from '../../../../contract/member';
import { MemberProfile } from './MemberProfile';
import { withTexts } from '../../../../test/texts';
import { meFixture } from '../../../../test/fixtures/account';
import { markBuilt } from '../../../lib/paths';
import { account } from '../../account';
import { accountCalls } from '../../../../contract/api/account';

beforeAll(() => withTexts('member', 'auth', 'badge'));

useMswServer();

const bob: Member = {
  user_id: 'u2', identity_number: '7002', full_name: 'Bob Lecturer', avatar_url: '', role: 'lecturer', state: 'paid',
  expired_at: '2027-03-09T12:00:00', joined_at: '2025-01-02T12:00:00', age_days: 1, subgroup_id: null,
  nickname: 'Bobby', bio: 'Teaches the stars.',
};
const activity = (i: number): Activity => ({
  activity_id: `a${i}`, group_id: 'demo', user_id: 'u2', kind: i % 2 ? 'course_favored' : 'joined',
  subject_id: 'c1', subject_title: 'Stars 101', created_at: `2025-02-${String(28 - i).padStart(2, '0')}T10:00:00Z`,
});

let befores: (string | null)[] = [];
/** The `group` query of each activities call (null: this group only). */
let scopes: (string | null)[] = [];
beforeEach(() => {
  befores = [];
  scopes = [];
  account.clear('demo');
  server.use(
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ user_id: 'u1' }) })),
    mockCall('demo', memberCalls.get, { id: 'u2' }, () => HttpResponse.json({ data: bob })),
    mockCall('demo', badgeCalls.member, { id: 'u2' }, () => HttpResponse.json({
      data: { user_id: 'u2', badges: [{ key: 'first_discussion', kind: 'general', earned_at: '2025-02-01T00:00:00Z', chain_state: 'lighted' }] },
    })),
    mockCall('demo', memberCalls.activities, { id: 'u2' }, ({ request }) => {
      const before = new URL(request.url).searchParams.get('before');
      const scope = new URL(request.url).searchParams.get('group');
      befores.push(before);
      scopes.push(scope);
      if (scope === 'all') {
        return HttpResponse.json({ data: { activities: [{ ...activity(0), activity_id: 'x1', group_id: 'free', kind: 'renewed' }, activity(1)], has_more: false } });
      }
      const all = Array.from({ length: 25 }, (_, i) => activity(i));
      const rest = before ? all.filter((a) => a.created_at < before) : all;
      return HttpResponse.json({ data: { activities: rest.slice(0, 20), has_more: rest.length > 20 } });
    }),
  );
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('MemberProfile', () => {
  it('offers to send the member kudos, but not on one’s own profile', async () => {
    markBuilt(['group-tip-send']);
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    render(<MemberProfile group="demo" id="u2" />);
    const link = await screen.findByRole('link', { name: 'Send kudos' });
    expect(link.getAttribute('href')).toBe('#/demo/tip/send?to=u2');
    cleanup();

    account.put('demo', meFixture({ user_id: 'u2' }));
    render(<MemberProfile group="demo" id="u2" />);
    expect(await screen.findByRole('heading', { name: 'Bob Lecturer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Send kudos' })).toBeNull();
  });

  it('says the member could not be loaded, with a retry that reads them again', async () => {
    let reads = 0;
    server.use(mockCall('demo', memberCalls.get, { id: 'u2' }, () => (++reads === 1
      ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
      : HttpResponse.json({ data: bob }))));
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    render(<MemberProfile group="demo" id="u2" />);
    expect(await screen.findByRole('heading', { name: 'The member could not be loaded.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Bob Lecturer' })).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('shows role, state, expiry, joined date, age in days, nickname and bio', async () => {
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    render(<MemberProfile group="demo" id="u2" />);
    expect(await screen.findByRole('heading', { name: 'Bob Lecturer' })).toBeTruthy();
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(fact('Role')).toBe('Lecturer');
    expect(fact('State')).toBe('Joined');
    expect(fact('Membership until')).toBe('2027/03/09');
    expect(fact('Joined')).toBe('2025/01/02');
    expect(fact('Member for')).toBe('1 day');
    expect(fact('Nickname')).toBe('Bobby');
    expect(fact('Bio')).toBe('Teaches the stars.');
  });

  it("shows the member's badges as a row of named icons", async () => {
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    render(<MemberProfile group="demo" id="u2" />);
    expect(await screen.findByRole('heading', { name: 'Badges' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'First discussion' })).toBeTruthy();
  });

  it('pages the activities by the created_at of the last one shown', async () => {
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    render(<MemberProfile group="demo" id="u2" />);
    expect((await screen.findAllByText('Added Stars 101 to favourites')).length).toBeGreaterThan(0);
    // The 25th (last) activity comes with the second page.
    await screen.findAllByText(/2025\/02\/04/);
    expect(befores[0]).toBeNull();
    expect(befores[1]).toBe(activity(19).created_at);
    expect(befores.length).toBe(2);
  });

  it("widens someone's activities to every group the viewer shares with them, and back", async () => {
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    render(<MemberProfile group="demo" id="u2" />);
    expect((await screen.findAllByText('Added Stars 101 to favourites')).length).toBeGreaterThan(0);
    const here = screen.getByRole('button', { name: 'This group' });
    const everywhere = screen.getByRole('button', { name: 'All groups' });
    expect(here.getAttribute('aria-pressed')).toBe('true');
    expect(everywhere.getAttribute('aria-pressed')).toBe('false');
    expect(scopes[0]).toBeNull();

    fireEvent.click(everywhere);
    expect(await screen.findByText('Renewed the membership')).toBeTruthy();
    expect(screen.getByText('in free')).toBeTruthy();
    expect(everywhere.getAttribute('aria-pressed')).toBe('true');
    expect(scopes[scopes.length - 1]).toBe('all');

    fireEvent.click(here);
    await waitFor(() => expect(screen.queryByText('Renewed the membership')).toBeNull());
    expect(screen.queryByText('in free')).toBeNull();
    expect((await screen.findAllByText('Added Stars 101 to favourites')).length).toBeGreaterThan(1);
  });

  it('offers no group toggle on one’s own profile', async () => {
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    account.put('demo', meFixture({ user_id: 'u2' }));
    render(<MemberProfile group="demo" id="u2" />);
    expect((await screen.findAllByText('Added Stars 101 to favourites')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'All groups' })).toBeNull();
    expect(scopes.every((scope) => scope === null)).toBe(true);
  });

  it('asks a guest to log in instead of calling the members API', async () => {
    render(<MemberProfile group="demo" id="u2" />);
    expect(screen.getByText('Log in to see members of this group.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(befores.length).toBe(0);
  });
});
