import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { memberCalls } from '../../../../contract/api/member';
import { withTexts } from '../../../../test/texts';
import { meFixture } from '../../../../test/fixtures/account';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import type { Member } from '../../../../contract/member';
import { MemberList } from './MemberList';

beforeAll(() => withTexts('member', 'admin_members'));

useMswServer();

const person = (i: number, patch: Partial<Member> = {}): Member => ({
  user_id: `u${i}`, identity_number: `700${i}`, full_name: `Person ${i}`, avatar_url: '', role: 'user', state: 'paid',
  expired_at: null, joined_at: '2025-01-01T00:00:00Z', age_days: 10, subgroup_id: null, nickname: '', bio: '', ...patch,
});

let bodies: Record<string, unknown>[] = [];
beforeEach(() => {
  bodies = [];
  account.clear('demo');
  setSession('demo', { token: 'tok', refresh_token: 'ref' });
  server.use(
    mockCall('demo', memberCalls.search, async ({ request }) => {
      const body = (await request.json()) as { role?: string; state?: string };
      bodies.push(body);
      const all = [
        person(1, { role: 'lecturer', policies: [], shut_up_until: '2030-01-01T00:00:00Z' }),
        person(2, { state: 'blocked', policies: ['USER_BAN'], shut_up_until: null }),
      ].filter((m) => (!body.role || m.role === body.role) && (!body.state || m.state === body.state));
      return HttpResponse.json({ data: { members: all, total: all.length } });
    }),
  );
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('the member list for admins', () => {
  it('filters by role and by state, and marks restrictions on the rows', async () => {
    account.put('demo', meFixture({ role: 'admin' }));
    render(<MemberList group="demo" />);
    expect(await screen.findByText('Person 1')).toBeTruthy();
    expect(screen.getByText('Mixin ID 7001 · Muted')).toBeTruthy();
    expect(screen.getByText('Mixin ID 7002 · Blocked · Banned')).toBeTruthy();
    expect(bodies[0]).toEqual({ q: '', offset: 0, limit: 20 });

    const role = screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement;
    expect([...role.options].map((o) => o.textContent)).toEqual(['Any role', 'Owner', 'Admin', 'Lecturer', 'Member']);
    fireEvent.change(role, { target: { value: 'lecturer' } });
    await waitFor(() => expect(bodies[bodies.length - 1]).toEqual({ q: '', offset: 0, limit: 20, role: 'lecturer' }));
    expect(await screen.findByText('Person 1')).toBeTruthy();
    expect(screen.queryByText('Person 2')).toBeNull();

    fireEvent.change(role, { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'blocked' } });
    await waitFor(() => expect(bodies[bodies.length - 1]).toEqual({ q: '', offset: 0, limit: 20, state: 'blocked' }));
    expect(await screen.findByText('Person 2')).toBeTruthy();
    expect(screen.queryByText('Person 1')).toBeNull();
  });

  it('gives members the list as before: no filters', async () => {
    account.put('demo', meFixture({ role: 'user' }));
    render(<MemberList group="demo" />);
    expect(await screen.findByText('Person 1')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(bodies).toEqual([{ q: '', offset: 0, limit: 20 }]);
  });
});
