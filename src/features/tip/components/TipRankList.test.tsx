import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { heldResponse, server, useMswServer, mockCall } from '../../../../test/msw';
import { assetCalls } from '../../../../contract/api/asset';
import { tipCalls } from '../../../../contract/api/tip';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { assetsFixture } from '../../../../test/fixtures/order';
import { tipRankEntryFixture, tipRankFixture } from '../../../../test/fixtures/tip';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { tipRanks } from '../model';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  tipRanks.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

const me = tipRankEntryFixture({ rank: 51, user_id: 'u1', full_name: 'Alice Member', total_value_cny: '0.72', tip_count: 1 });

function handlers(periods: string[], gate?: { wait: () => Promise<void> }) {
  return [
    ...groupHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture() })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', tipCalls.rank, async ({ request }) => {
      const period = new URL(request.url).searchParams.get('period')!;
      periods.push(period);
      if (gate) await gate.wait();
      if (period === 'week') return HttpResponse.json({ data: tipRankFixture({ period: 'week', items: [], me: null }) });
      return HttpResponse.json({
        data: tipRankFixture({
          period: 'month',
          items: [
            tipRankEntryFixture({ rank: 1, user_id: 'u2', full_name: 'Bob', total_value_cny: '72', tip_count: 3 }),
            tipRankEntryFixture({ rank: 1, user_id: 'u3', full_name: 'Carol', total_value_cny: '72', tip_count: 1 }),
          ],
          me,
        }),
      });
    }),
  ];
}

describe('the kudos rank', { timeout: 60_000 }, () => {
  it('loads this week first (placeholders, then its empty state), and another period when its tab is chosen', async () => {
    const periods: string[] = [];
    const gate = heldResponse();
    server.use(...handlers(periods, gate));
    const { container } = renderApp('#/demo/tip/rank');

    const week = await screen.findByRole('tab', { name: 'This week' });
    expect(week.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('list', { name: 'Loading the rank…' })).toBeTruthy();
    expect(container.querySelectorAll('.ui-skeleton__shape').length).toBeGreaterThan(0);
    gate.release();
    expect(await screen.findByText('No kudos in this period yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'This month' }));
    expect(screen.getByRole('tab', { name: 'This month' }).getAttribute('aria-selected')).toBe('true');
    expect(week.getAttribute('aria-selected')).toBe('false');
    expect(await screen.findByText('Bob')).toBeTruthy();
    expect(periods).toEqual(['week', 'month']);
    // The values are CNY, shown in the member's currency (USD at 7.20): 72 CNY = $10.00.
    expect(screen.getAllByText('$10.00')).toHaveLength(2);
    expect(screen.getByText('3 kudos')).toBeTruthy();
  });

  it('pins the caller’s own place under the list when they are outside it', async () => {
    server.use(...handlers([]));
    renderApp('#/demo/tip/rank');
    fireEvent.click(await screen.findByRole('tab', { name: 'All time' }));

    const mine = await screen.findByRole('list', { name: 'Your place' });
    expect(within(mine).getByText('Alice Member (you)')).toBeTruthy();
    expect(within(mine).getByLabelText('Place 51')).toBeTruthy();
    expect(within(mine).getByText('$0.10')).toBeTruthy();
  });

  it('says what went wrong and tries again', async () => {
    let calls = 0;
    server.use(...handlers([]));
    server.use(mockCall('demo', tipCalls.rank, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ code: 100500, message: 'boom' }, { status: 500 })
        : HttpResponse.json({ data: tipRankFixture() });
    }));
    renderApp('#/demo/tip/rank');
    expect(await screen.findByRole('heading', { name: 'The kudos ranking could not be loaded.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bob')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
