import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { memberCalls } from '../../../../contract/api/member';
import { logoutGroup, setSession } from '../../../lib/session';
import { MEMBER_SEARCH_DEBOUNCE_MS } from '../model';
import type { Member } from '../../../../contract/member';
import { MemberList } from './MemberList';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('member'));

useMswServer();

const member = (i: number): Member => ({
  user_id: `u${i}`, identity_number: `700${i}`, full_name: `Person ${i}`, avatar_url: '', role: i === 0 ? 'admin' : 'user',
  state: 'paid', expired_at: null, joined_at: '2025-01-01T00:00:00Z', age_days: 10, subgroup_id: null, nickname: '', bio: '',
});

let bodies: { q?: string; offset?: number; limit?: number }[] = [];
beforeEach(() => {
  bodies = [];
  setSession('demo', { token: 'tok', refresh_token: 'ref' });
  server.use(
    mockCall('demo', memberCalls.search, async ({ request }) => {
      const body = (await request.json()) as { q: string; offset: number; limit: number };
      bodies.push(body);
      const all = body.q ? [member(7)] : Array.from({ length: 25 }, (_, i) => member(i));
      return HttpResponse.json({ data: { members: all.slice(body.offset, body.offset + body.limit), total: all.length } });
    }),
  );
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
  vi.useRealTimers();
});

describe('MemberList', () => {
  it('lists members in pages of 20, linking each to its profile', async () => {
    render(<MemberList group="demo" />);
    const first = await screen.findByText('Person 0');
    expect(first.closest('a')!.getAttribute('href')).toBe('#/demo/members/u0');
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(bodies[0]).toEqual({ q: '', offset: 0, limit: 20 });
    // A full page asks for the next; a short one ends the list.
    expect(await screen.findByText('Person 24')).toBeTruthy();
    expect(bodies[1]).toEqual({ q: '', offset: 20, limit: 20 });
    // The list says it has ended, after which it asks for nothing more.
    expect(await screen.findByText('No more')).toBeTruthy();
    expect(bodies.length).toBe(2);
  });

  it('searches only once typing pauses', async () => {
    render(<MemberList group="demo" />);
    await screen.findByText('Person 24');
    bodies = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = screen.getByRole('searchbox', { name: 'Search members' });
    fireEvent.input(input, { target: { value: 'Per' } });
    act(() => {
      vi.advanceTimersByTime(MEMBER_SEARCH_DEBOUNCE_MS - 100);
    });
    fireEvent.input(input, { target: { value: 'Person 7' } });
    act(() => {
      vi.advanceTimersByTime(MEMBER_SEARCH_DEBOUNCE_MS - 1);
    });
    expect(bodies.length).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await vi.waitFor(() => expect(screen.queryByText('Person 0')).toBeNull());
    expect(await screen.findByText('Person 7')).toBeTruthy();
    expect(bodies).toEqual([{ q: 'Person 7', offset: 0, limit: 20 }]);
  });
});
