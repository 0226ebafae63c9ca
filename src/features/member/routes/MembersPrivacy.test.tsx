import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { memberCalls } from '../../../../contract/api/member';
import { badgeCalls } from '../../../../contract/api/badge';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { logoutGroup, setSession } from '../../../lib/session';
import { account, type Me } from '../../account';
import { groupConfig, groupPublic, groupSettings, type GroupSettings } from '../../group';
import type { Member } from '../../../../contract/member';
import { accountCalls } from '../../../../contract/api/account';

// What the member app shows when the group's admins keep members to themselves (admin/privacy) or
// keep membership dates, activity history or own profiles (admin/profile). The server refuses the
// same requests; the app does not make them, and says why.

useMswServer();

let me: Me;
let asked: string[];
const bob: Member = {
  user_id: 'u2', identity_number: '7002', full_name: 'Bob Lecturer', avatar_url: '', role: 'lecturer', state: 'paid',
  subgroup_id: null, nickname: 'Bobby', bio: 'Teaches the stars.',
};

/** The labels of the member page's facts, in order. */
const terms = () => Array.from(document.querySelectorAll('.member-profile__facts dt')).map((dt) => dt.textContent);

function serve(settings: Partial<GroupSettings>, member: Member = bob) {
  server.use(
    ...groupHandlers('demo', { settings }),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: me })),
    mockCall('demo', memberCalls.search, () => {
      asked.push('list');
      return HttpResponse.json({ data: { members: [{ ...bob, joined_at: '2025-01-01T00:00:00Z', expired_at: null, age_days: 3 }], total: 1 } });
    }),
    mockCall('demo', memberCalls.get, ({ params }) => {
      asked.push(`member ${params.id as string}`);
      return HttpResponse.json({ data: { ...member, user_id: params.id } });
    }),
    mockCall('demo', memberCalls.activities, ({ params }) => {
      asked.push(`activities ${params.id as string}`);
      return HttpResponse.json({ data: { activities: [], has_more: false } });
    }),
    mockCall('demo', memberCalls.ops, () => HttpResponse.json({ data: [] })),
    mockCall('demo', badgeCalls.member, ({ params }) => HttpResponse.json({ data: { user_id: params.id, badges: [] } })),
  );
}

beforeEach(() => {
  localStorage.clear();
  [account, groupPublic, groupConfig, groupSettings].forEach((r) => r.clear('demo'));
  setSession('demo', { token: 't', refresh_token: 'r' });
  me = meFixture({ user_id: 'u1', role: 'user', state: 'paid', kyc_status: 'approved', quiz_passed: true });
  asked = [];
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('members kept to the admins (members_visible off)', { timeout: 60_000 }, () => {
  it('a member sees a notice instead of the list, and nothing is asked', async () => {
    serve({ members_visible: false });
    renderApp('#/demo/members');
    expect(await screen.findByRole('heading', { name: 'Members are private' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('This group’s admins keep the member list and members’ pages to themselves.')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('a member sees the notice on another member\'s page, and their own page as ever', async () => {
    serve({ members_visible: false });
    renderApp('#/demo/members/u2');
    expect(await screen.findByRole('heading', { name: 'Members are private' }, { timeout: 15_000 })).toBeTruthy();
    expect(asked).toEqual([]);
    cleanup();
    renderApp('#/demo/members/u1');
    expect(await screen.findByText('Teaches the stars.', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(asked).toContain('member u1');
  });

  it('an admin still sees the list', async () => {
    me = meFixture({ user_id: 'u1', role: 'admin', state: 'paid' });
    serve({ members_visible: false });
    renderApp('#/demo/members');
    expect(await screen.findByText('Bobby', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(asked).toEqual(['list']);
    expect(screen.queryByText('Members are private')).toBeNull();
  });

  it('with members shown, a member sees the list', async () => {
    serve({ members_visible: true });
    renderApp('#/demo/members');
    expect(await screen.findByText('Bobby', undefined, { timeout: 15_000 })).toBeTruthy();
  });
});

describe('a member page as the group shows it to others (admin/profile)', { timeout: 60_000 }, () => {
  it('without membership dates (left out by the server), the page has no rows for them', async () => {
    // profile_show_membership is the admins' setting: members learn it only from what the server leaves out.
    serve({});
    renderApp('#/demo/members/u2');
    expect(await screen.findByText('Teaches the stars.', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(terms()).toEqual(['Role', 'State', 'Nickname', 'Bio']);
  });

  it('with dates sent, they show', async () => {
    serve({}, { ...bob, joined_at: '2025-01-02T12:00:00Z', expired_at: null, age_days: 4 });
    renderApp('#/demo/members/u2');
    expect(await screen.findByText('4 days', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(terms()).toEqual(['Role', 'State', 'Membership until', 'Joined', 'Member for', 'Nickname', 'Bio']);
  });

  it('with activity kept private, another member\'s page says so and asks for none; one\'s own page lists them', async () => {
    serve({ profile_show_activities: false });
    renderApp('#/demo/members/u2');
    expect(await screen.findByText('This group keeps members’ activity to themselves.', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(asked).toEqual(['member u2']);
    cleanup();
    renderApp('#/demo/members/u1');
    await waitFor(() => expect(asked).toContain('activities u1'));
    expect(screen.queryByText('This group keeps members’ activity to themselves.')).toBeNull();
  });
});

describe('own profiles turned off (profile_self_edit)', { timeout: 60_000 }, () => {
  it('a member is told, and offered no form', async () => {
    serve({ profile_self_edit: false });
    renderApp('#/demo/me/profile');
    expect(await screen.findByText('This group’s admins have turned off changing your nickname, about text and avatar here.', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByLabelText('Nickname')).toBeNull();
    expect(screen.queryByText('Choose an avatar')).toBeNull();
    // Privacy mode is the member's own and stays.
    expect(screen.getByRole('switch')).toBeTruthy();
  });

  it('an admin keeps the form', async () => {
    me = meFixture({ user_id: 'u1', role: 'admin', state: 'paid' });
    serve({ profile_self_edit: false });
    renderApp('#/demo/me/profile');
    expect(await screen.findByLabelText('Nickname', undefined, { timeout: 15_000 })).toBeTruthy();
  });
});
