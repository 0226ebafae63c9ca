import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, heldResponse, mockCall } from '../../../../test/msw';
import { memberCalls } from '../../../../contract/api/member';
import { groupHandlers, renderApp } from '../../../../test/app';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();


beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

const noSpinner = (container: Element) => {
  expect(container.querySelector('.ui-spinner')).toBeNull();
  expect(screen.queryByRole('progressbar')).toBeNull();
};

describe('the member list while it loads', { timeout: 60_000 }, () => {
  it('shows the guard’s placeholder, then member rows’ placeholders, never a spinner', async () => {
    const me = heldResponse();
    const page = heldResponse();
    server.use(
      ...groupHandlers(),
      mockCall('demo', accountCalls.me, async () => {
        await me.wait();
        return HttpResponse.json({ data: meFixture({ role: 'user', state: 'paid' }) });
      }),
      mockCall('demo', memberCalls.ops, () => HttpResponse.json({ data: [] })),
      mockCall('demo', memberCalls.search, async () => {
        await page.wait();
        return HttpResponse.json({
          data: {
            members: [{
              user_id: 'u7', identity_number: '7007', full_name: 'Person 7', avatar_url: '', role: 'user', state: 'paid',
              expired_at: null, joined_at: '2025-01-01T00:00:00Z', age_days: 10, subgroup_id: null, nickname: '', bio: '',
            }],
            total: 1,
          },
        });
      }),
    );
    const { container } = renderApp('#/demo/members');

    // The entry guard waits for the account: a neutral placeholder, busy, "Loading…" for screen readers.
    const guard = await screen.findByRole('status', { name: 'Loading…' });
    expect(guard.getAttribute('aria-busy')).toBe('true');
    expect(guard.textContent).toBe('Loading…');
    expect(guard.querySelectorAll('.ui-skeleton__shape').length).toBeGreaterThan(0);
    noSpinner(container);

    me.release();
    // The list's first page is on its way: rows in the shape of member rows.
    await waitFor(() => expect(container.querySelectorAll('.member-list__item--skeleton')).toHaveLength(10));
    const region = screen.getByRole('status', { name: 'Loading…' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    noSpinner(container);

    page.release();
    expect(await screen.findByText('Person 7')).toBeTruthy();
    expect(container.querySelector('.member-list__item--skeleton')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });
});

describe('the team above the list (GET /users/ops)', { timeout: 60_000 }, () => {
  const card = (id: string, name: string, role: 'owner' | 'admin' | 'lecturer') => ({
    user_id: id, identity_number: `70${id}`, full_name: name, avatar_url: '', role, state: 'paid',
    subgroup_id: null, nickname: '', bio: '',
  });
  const withList = (...handlers: Parameters<typeof server.use>) => server.use(
    ...groupHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'user', state: 'paid' }) })),
    mockCall('demo', memberCalls.search, () => HttpResponse.json({ data: { members: [], total: 0 } })),
    ...handlers,
  );

  it('shows the owner, admins and lecturers under a heading, each linking to their profile', async () => {
    withList(mockCall('demo', memberCalls.ops, () => HttpResponse.json({
      data: [card('u1', 'Olivia Owner', 'owner'), card('u2', 'Adam Admin', 'admin'), card('u3', 'Lena Lecturer', 'lecturer')],
    })));
    renderApp('#/demo/members');
    const team = await screen.findByRole('region', { name: 'Team' });
    await waitFor(() => expect(within(team).getAllByRole('link')).toHaveLength(3));
    const links = within(team).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Olivia Owner'), expect.stringContaining('Adam Admin'), expect.stringContaining('Lena Lecturer'),
    ]);
    expect(links[1]!.getAttribute('href')).toContain('/demo/members/u2');
    expect(within(team).getByText('Admin')).toBeTruthy();
  });

  it('says why the team did not load, and tries again on Retry', async () => {
    let calls = 0;
    withList(mockCall('demo', memberCalls.ops, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ code: 100500, message: 'boom' }, { status: 500 })
        : HttpResponse.json({ data: [card('u1', 'Olivia Owner', 'owner')] });
    }));
    renderApp('#/demo/members');
    const team = await screen.findByRole('region', { name: 'Team' });
    expect(await within(team).findByRole('heading', { name: 'The team could not be loaded.' })).toBeTruthy();
    fireEvent.click(within(team).getByRole('button', { name: 'Retry' }));
    expect(await within(team).findByText('Olivia Owner')).toBeTruthy();
    expect(within(team).queryByRole('heading', { name: 'The team could not be loaded.' })).toBeNull();
  });
});
