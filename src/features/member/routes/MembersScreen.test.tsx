import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/preact';
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
