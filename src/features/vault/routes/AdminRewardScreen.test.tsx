import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { assetCalls } from '../../../../contract/api/asset';
import { rewardCalls } from '../../../../contract/api/reward';
import { useEnglishWithNoCurrency } from '../../../../test/currency';
import { meFixture } from '../../../../test/fixtures/account';
import { homeHandlers } from '../../../../test/fixtures/home';
import { ASSET, assetsFixture } from '../../../../test/fixtures/order';
import { rewardFixture, rewardPageFixture } from '../../../../test/fixtures/vault';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();
useEnglishWithNoCurrency();

/** The query of every GET /admin/rewards. */
let asked: Record<string, string>[];

function serve() {
  server.use(
    ...groupHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin', state: 'paid' }) })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', rewardCalls.list, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams.entries());
      delete query.nonce;
      asked.push(query);
      if (query.kind === 'invitation') {
        return HttpResponse.json({ data: rewardPageFixture({
          items: [rewardFixture({ reward_id: 'invitation:r1', kind: 'invitation', amount: '0.00003', asset_id: ASSET.btc, symbol: 'BTC', source: '<b>林晓明</b>' })],
          totals: [{ asset_id: ASSET.btc, symbol: 'BTC', precision: 8, amount: '0.00003000' }],
        }) });
      }
      return HttpResponse.json({ data: rewardPageFixture() });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  asked = [];
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('AdminRewardScreen (group-admin-reward)', { timeout: 60_000 }, () => {
  it('lists the rewards paid, newest first, with the totals per asset, and filters by kind', async () => {
    serve();
    renderApp('#/demo/admin/reward');
    const list = await screen.findByRole('list', { name: 'Rewards paid to members' }, { timeout: 15_000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Article reward: A beginner’s glossary of wallet words');
    expect(rows[0]!.textContent).toContain('0.1 USDT');
    expect(rows[1]!.textContent).toContain('Invitation bonus for inviting Kenji Sato');
    const totals = screen.getByRole('region', { name: 'Paid in all' });
    expect(within(totals).getByText('2.05 USDT')).toBeTruthy();
    expect(await within(totals).findByText('≈ $2.05')).toBeTruthy();
    expect(asked[0]).toEqual({ offset: '0' });

    fireEvent.click(screen.getByRole('radio', { name: 'Invitation bonuses' }));
    await waitFor(() => expect(asked.some((q) => q.kind === 'invitation')).toBe(true));
    // The invitee's name is text, never markup.
    expect(await screen.findByText('Invitation bonus for inviting <b>林晓明</b>')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Paid in all' })).getByText('0.00003 BTC')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Invitation bonuses' }) as HTMLInputElement).checked).toBe(true);
  });
});
