import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { statsCalls } from '../../../../contract/api/stats';
import { accountCalls } from '../../../../contract/api/account';
import { meFixture } from '../../../../test/fixtures/account';
import { homeHandlers } from '../../../../test/fixtures/home';
import { adminDashboardFixture } from '../../../../test/fixtures/stats';
import type { AdminDashboard } from '../../../../contract/stats';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { adminDashboard } from '../model';

useMswServer();

let answers: (() => Response)[];
let asked: number;

function serve(...queue: (() => Response)[]) {
  answers = queue;
  server.use(
    ...groupHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin', state: 'paid' }) })),
    mockCall('demo', statsCalls.dashboard, () => {
      asked += 1;
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return next();
    }),
  );
}
const ok = (over: Partial<AdminDashboard> = {}) => () => HttpResponse.json({ data: adminDashboardFixture(over) });

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  adminDashboard.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  asked = 0;
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('the admin dashboard', { timeout: 60_000 }, () => {
  it('shows members, income and activity as links to their sections, and nothing to attend to', async () => {
    serve(ok());
    renderApp('#/demo/admin');
    const members = await screen.findByRole('link', { name: /Active members/ });
    expect(members.textContent).toBe('Active members1285 joined in the last 7 days');
    expect(members.getAttribute('href')).toBe('#/demo/admin/user_stat');
    const income = screen.getByRole('link', { name: /Income, last 30 days/ });
    expect(income.textContent).toBe('Income, last 30 days¥1,290.50150.1 USDT, 209.78 CNY');
    expect(income.getAttribute('href')).toBe('#/demo/admin/profit_stat');
    expect(screen.getByRole('link', { name: /Activity, last 7 days/ }).textContent)
      .toBe('Activity, last 7 days392340 chat messages · 12 posts and replies · 40 check-ins');
    expect(screen.getByText('Nothing needs your attention right now.')).toBeTruthy();
    // The sections are below it.
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeTruthy();
  });

  it('lists what needs attention, each leading to the screen that deals with it', async () => {
    serve(ok({
      attention: { pending_withdrawals: 2, pin_missing: true, restricted_members: 1, next_stream: { title: 'Friday class', live_at: '2025-06-02T12:00:00.000Z' } },
    }));
    renderApp('#/demo/admin');
    const card = (await screen.findByRole('heading', { name: 'Needs your attention' })).parentElement!;
    const items = within(card).getAllByRole('link');
    expect(items.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['2 withdrawals are still on their way', '#/demo/admin/vaults'],
      ['No withdrawal PIN yet: the owner sets it before anyone can withdraw', '#/demo/admin/vaults'],
      [expect.stringMatching(/^“Friday class” goes live 2025\/06\/0\d \d\d:\d\d$/), '#/demo/admin/setting/stream_prepare'],
      ['1 member is blocked or banned', '#/demo/members'],
    ]);
  });

  it('shows a skeleton while it loads', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    serve(() => HttpResponse.json({ data: adminDashboardFixture() }));
    server.use(mockCall('demo', statsCalls.dashboard, async () => {
      await held;
      return HttpResponse.json({ data: adminDashboardFixture() });
    }));
    renderApp('#/demo/admin');
    const busy = await screen.findByRole('status', { name: 'Loading…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('link', { name: /Active members/ })).toBeNull();
    release();
    expect(await screen.findByRole('link', { name: /Active members/ })).toBeTruthy();
  });

  it('says when it could not be loaded, and tries again', async () => {
    serve(() => HttpResponse.json({ code: 100409, message: 'refused' }, { status: 500 }), ok());
    renderApp('#/demo/admin');
    expect(await screen.findByText('The overview could not be loaded.')).toBeTruthy();
    // The sections stay usable below the failure.
    expect(screen.getByRole('link', { name: /General/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Active members/ })).toBeTruthy();
    expect(asked).toBe(2);
  });
});
