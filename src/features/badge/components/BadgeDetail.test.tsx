import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { badgeCalls } from '../../../../contract/api/badge';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { badgeProductsFixture, myBadgeFixture } from '../../../../test/fixtures/badge';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { badgeProducts, myBadge } from '../model';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  badgeProducts.clear('demo');
  myBadge.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

const base = () => [...groupHandlers(), mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture() }))];

describe('my badges', { timeout: 60_000 }, () => {
  it('lists the earned badges, then the rest greyed with how to earn each', async () => {
    server.use(...base(), mockCall('demo', badgeCalls.products, () => HttpResponse.json({ data: badgeProductsFixture() })));
    renderApp('#/demo/badge');
    expect(await screen.findByRole('heading', { name: 'My badges' })).toBeTruthy();
    const earned = screen.getByText('First discussion').closest('a')!;
    expect(earned.getAttribute('href')).toBe('#/demo/badge/first_discussion');
    expect(screen.getByRole('heading', { name: 'Still to earn' })).toBeTruthy();
    expect(screen.getByText('Stay a member for 365 days.')).toBeTruthy();
    expect(screen.getByText('Pass the identity check and share it with this group.')).toBeTruthy();
  });

  it('says the badges could not be loaded, with a retry that reads them again', async () => {
    let reads = 0;
    server.use(...base(), mockCall('demo', badgeCalls.products, () => (++reads === 1
      ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
      : HttpResponse.json({ data: badgeProductsFixture() }))));
    renderApp('#/demo/badge');
    expect(await screen.findByRole('heading', { name: 'The badges could not be loaded.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Still to earn' })).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('seals a badge: the answer shows it lighting with a spinner; a lighted one shows its transaction', async () => {
    const seals: string[] = [];
    server.use(
      ...base(),
      mockCall('demo', badgeCalls.mine, { id: 'kudos_giver' }, () => HttpResponse.json({ data: myBadgeFixture() })),
      mockCall('demo', badgeCalls.seal, { id: 'kudos_giver' }, () => {
        seals.push('kudos_giver');
        return HttpResponse.json({ data: myBadgeFixture({ chain_state: 'lighting', seal_id: 's1' }) });
      }),
    );
    renderApp('#/demo/badge/kudos_giver');
    fireEvent.click(await screen.findByRole('button', { name: 'Seal on chain' }));
    expect(await screen.findByRole('status', { name: 'Sealing on chain…' })).toBeTruthy();
    expect(seals).toEqual(['kudos_giver']);
    expect(screen.queryByRole('button', { name: 'Seal on chain' })).toBeNull();
    const share = screen.getByRole('link', { name: 'Share' });
    expect(share.getAttribute('href')).toBe('#/demo/badge/share?a=u4&b=shareKeyOfKudosGiver0000');

    cleanup();
    myBadge.put('demo', 'kudos_giver', myBadgeFixture({ chain_state: 'lighted', seal_id: 's1', tx_hash: '0xfeed', sealed_at: '2026-11-02T00:00:00.000Z' }));
    renderApp('#/demo/badge/kudos_giver');
    expect(await screen.findByText('0xfeed')).toBeTruthy();
  });

  it('a badge not earned yet shows how to earn it', async () => {
    server.use(
      ...base(),
      mockCall('demo', badgeCalls.mine, { id: 'nft_holder' }, () =>
        HttpResponse.json({ code: 102402, message: 'badge not earned yet' }, { status: 404 })),
    );
    renderApp('#/demo/badge/nft_holder');
    expect(await screen.findByText('Not earned yet')).toBeTruthy();
    expect(screen.getByText('Join with an NFT ticket.')).toBeTruthy();
  });

  it('says the badge could not be loaded, with a retry that reads it again', async () => {
    let reads = 0;
    server.use(...base(), mockCall('demo', badgeCalls.mine, { id: 'kudos_giver' }, () => (++reads === 1
      ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
      : HttpResponse.json({ data: myBadgeFixture() }))));
    renderApp('#/demo/badge/kudos_giver');
    expect(await screen.findByRole('heading', { name: 'The badge could not be loaded.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Seal on chain' })).toBeTruthy();
    expect(reads).toBe(2);
  });
});
