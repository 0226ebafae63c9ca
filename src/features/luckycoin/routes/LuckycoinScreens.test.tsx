import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { kycCalls } from '../../../../contract/api/kyc';
import { assetCalls } from '../../../../contract/api/asset';
import { luckycoinCalls } from '../../../../contract/api/luckycoin';
import { assetsFixture, ASSET } from '../../../../test/fixtures/order';
import { luckycoinClaimFixture, luckycoinPackFixture } from '../../../../test/fixtures/luckycoin';
import { chatMessageFixture } from '../../../../test/fixtures/chat';
import { meFixture } from '../../../../test/fixtures/account';
import { kycStatusFixture } from '../../../../test/fixtures/kyc';
import { walletTokenFixture, walletTokensHandler, type WalletLog } from '../../../../test/fixtures/wallet';
import type { WalletToken } from '../../../../contract/wallet';
import { groupHandlers, renderApp } from '../../../../test/app';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { walletTokens } from '../../buy/model';
import { groupConfig, groupPublic, groupSettings } from '../../group';
import { assetPrices } from '../../order';
import { luckycoinAssets, luckycoinPayWindow } from '../model';
import type { LuckycoinCreateBody, LuckycoinPack } from '../../../../contract/luckycoin';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();
vi.setConfig({ testTimeout: 20000 });

const usdt = assetsFixture().filter((a) => a.asset_id === ASSET.usdt || a.asset_id === ASSET.jpy);

const usdtHeld = (balance: string) => [walletTokenFixture({ asset_id: ASSET.usdt, symbol: 'USDT', balance, price_cny: '7.20' })];

/** `wallet`: what GET /users/me/tokens answers each time (the buy hint); by default plenty of USDT and no JPY. */
function handlers(opts: { pack?: LuckycoinPack | Response; maxShares?: number; wallet?: () => WalletToken[] | Response; walletLog?: WalletLog } = {}) {
  server.use(
    ...groupHandlers('demo', { settings: { luckycoin_max_shares: opts.maxShares ?? 1000, luckycoin_min_usd: '0.1' } }),
    walletTokensHandler('demo', opts.wallet || (() => usdtHeld('1000')), opts.walletLog),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ state: 'paid' }) })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', assetCalls.scene, ({ request }) =>
      HttpResponse.json({ data: new URL(request.url).searchParams.get('scene') === 'luckycoin' ? usdt : [] })),
    mockCall('demo', luckycoinCalls.get, { id: 'pack-1' }, () => {
      const p = opts.pack || luckycoinPackFixture();
      return p instanceof Response ? p : HttpResponse.json({ data: p });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  setSession('demo', { token: 'access', refresh_token: 'refresh' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logoutGroup('demo');
  [groupConfig, groupPublic, groupSettings, assetPrices, luckycoinAssets, account].forEach((r) => r.clear('demo'));
});

/** A refusal shown in place (not the toast region), with its text. */
async function inlineAlert(text: string) {
  const alert = (await screen.findByText(text)).closest('[role="alert"]');
  expect(alert).toBeTruthy();
  expect(alert!.textContent).toBe(text);
  expect(alert!.closest('.ui-toasts')).toBeNull();
}

async function fillForm(values: { amount?: string; shares?: string }) {
  const amount = await screen.findByLabelText('Total amount (USDT)');
  if (values.amount !== undefined) fireEvent.input(amount, { target: { value: values.amount } });
  if (values.shares !== undefined) fireEvent.input(screen.getByLabelText('Number of shares'), { target: { value: values.shares } });
}

describe('send a lucky-coin pack', () => {
  it('offers the luckycoin assets, the three modes explained and a default greeting', async () => {
    handlers({ maxShares: 50 });
    renderApp('#/demo/luckycoin/pack');
    expect(await screen.findByRole('option', { name: 'USDT' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'JPY' })).toBeTruthy();
    expect((screen.getByLabelText('Greeting') as HTMLInputElement).value).toBe('Best wishes!');
    expect(screen.getByText('Each person gets a random share of the pack.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Contribution' }));
    expect(screen.getByText(/weighted by years in the group/)).toBeTruthy();
    expect(await screen.findByText('At most 50 shares.')).toBeTruthy();
  });

  it('says when the coins cannot be loaded, with a retry that loads them again', async () => {
    handlers();
    let reads = 0;
    server.use(mockCall('demo', assetCalls.scene, ({ request }) => {
      if (new URL(request.url).searchParams.get('scene') !== 'luckycoin') return HttpResponse.json({ data: [] });
      reads++;
      return reads === 1
        ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
        : HttpResponse.json({ data: assetsFixture().filter((a) => a.symbol === 'USDT') });
    }));
    renderApp('#/demo/luckycoin/pack');
    expect(await screen.findByRole('heading', { name: 'The coins for a lucky-coin pack could not be loaded.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'USDT' })).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('shows the §5 messages and sends nothing while the draft breaks a rule', async () => {
    handlers({ maxShares: 10 });
    let created = 0;
    server.use(mockCall('demo', luckycoinCalls.create, () => {
      created++;
      return HttpResponse.json({ code: 100400, message: 'no' }, { status: 400 });
    }));
    renderApp('#/demo/luckycoin/pack');
    await screen.findByText('At most 10 shares.');
    const submit = screen.getByRole('button', { name: 'Send and pay' });

    await fillForm({ amount: '1', shares: '11' });
    fireEvent.click(submit);
    await inlineAlert('Too many shares: at most 10.');

    // Typing into the field takes its problem away until the next try.
    fireEvent.input(screen.getByLabelText('Number of shares'), { target: { value: '12' } });
    expect(screen.queryByText('Too many shares: at most 10.')).toBeNull();

    fireEvent.input(screen.getByLabelText('Coin'), { target: { value: ASSET.jpy } });
    fireEvent.input(screen.getByLabelText('Total amount (JPY)'), { target: { value: '4' } });
    fireEvent.input(screen.getByLabelText('Number of shares'), { target: { value: '5' } });
    fireEvent.click(submit);
    await inlineAlert('Set satoshi at least the number of recipients.');

    fireEvent.input(screen.getByLabelText('Coin'), { target: { value: ASSET.usdt } });
    fireEvent.input(screen.getByLabelText('Total amount (USDT)'), { target: { value: '0.05' } });
    fireEvent.click(submit);
    await inlineAlert("The amount is below the group's minimum: at least 0.1 USDT.");
    expect((screen.getByLabelText('Total amount (USDT)') as HTMLInputElement).value).toBe('0.05');
    expect((screen.getByLabelText('Number of shares') as HTMLInputElement).value).toBe('5');
    expect(created).toBe(0);
  });

  it('refuses a total above the coin’s maximum and "+1", ".5", "5." (issue 22), keeping the text, sending nothing', async () => {
    handlers({ maxShares: 10 });
    let created = 0;
    server.use(mockCall('demo', luckycoinCalls.create, () => {
      created++;
      return HttpResponse.json({ code: 100400, message: 'no' }, { status: 400 });
    }));
    renderApp('#/demo/luckycoin/pack');
    await fillForm({ shares: '5' });
    for (const [typed, reason] of [
      ['99999999999999999999999999999999999999', 'The total can be at most 13000000 USDT.'],
      ['+1', 'Enter a total amount greater than zero.'],
      ['.5', 'Enter a total amount greater than zero.'],
      ['5.', 'Enter a total amount greater than zero.'],
    ]) {
      await fillForm({ amount: typed });
      fireEvent.click(screen.getByRole('button', { name: 'Send and pay' }));
      await inlineAlert(reason);
      expect((screen.getByLabelText('Total amount (USDT)') as HTMLInputElement).value).toBe(typed);
    }
    expect(created).toBe(0);
  });

  it('creates the pack, opens its wallet page and goes to the pack, which waits for the payment', async () => {
    handlers({ pack: luckycoinPackFixture({ status: 'unpaid', paid_at: null, expires_at: null }) });
    let body: LuckycoinCreateBody | null = null;
    const opened: string[] = [];
    vi.spyOn(luckycoinPayWindow, 'open').mockImplementation((url) => void opened.push(url));
    server.use(mockCall('demo', luckycoinCalls.create, async ({ request }) => {
      body = (await request.json()) as LuckycoinCreateBody;
      return HttpResponse.json({
        data: { pack: luckycoinPackFixture({ status: 'unpaid', paid_at: null, expires_at: null }), pay_url: '/sandbox/mixin/pay?trace=pack-1' },
      });
    }));
    renderApp('#/demo/luckycoin/pack');
    await fillForm({ amount: '1', shares: '3' });
    fireEvent.click(screen.getByRole('radio', { name: 'Equal' }));
    fireEvent.input(screen.getByLabelText('Greeting'), { target: { value: 'Cheers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send and pay' }));
    await waitFor(() => expect(location.hash).toBe('#/demo/luckycoin/pack-1'));
    expect(body).toEqual({ asset_id: ASSET.usdt, amount: '1', shares: 3, greeting: 'Cheers', mode: 'equal' });
    expect(opened).toEqual([`${location.origin}/sandbox/mixin/pay?trace=pack-1`]);
    expect(await screen.findByText(/^Waiting for payment\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay in the wallet' }).getAttribute('href')).toBe(opened[0]);
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('reads the pack again as soon as the person comes back from the wallet, not at the next poll', async () => {
    let paid = false;
    handlers();
    server.use(mockCall('demo', luckycoinCalls.get, { id: 'pack-1' }, () => HttpResponse.json({
      data: paid ? luckycoinPackFixture() : luckycoinPackFixture({ status: 'unpaid', paid_at: null, expires_at: null }),
    })));
    renderApp('#/demo/luckycoin/pack-1');
    expect(await screen.findByText(/^Waiting for payment\./)).toBeTruthy();
    paid = true;
    document.dispatchEvent(new Event('visibilitychange'));
    // Well inside the 3 s poll.
    expect(await screen.findByRole('button', { name: 'Open' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('shows the server refusal with its catalogue text', async () => {
    handlers();
    server.use(mockCall('demo', luckycoinCalls.create, () =>
      HttpResponse.json({ code: 102104, message: 'asset not offered' }, { status: 400 })));
    renderApp('#/demo/luckycoin/pack');
    await fillForm({ amount: '1', shares: '3' });
    fireEvent.click(screen.getByRole('button', { name: 'Send and pay' }));
    // Under the coin it is about; what was typed stays.
    await inlineAlert('This coin cannot be used for lucky-coin packs here.');
    const alert = screen.getByText('This coin cannot be used for lucky-coin packs here.').closest('[role="alert"]')!;
    expect(screen.getByLabelText('Coin').getAttribute('aria-describedby')).toBe(alert.id);
    expect((screen.getByLabelText('Total amount (USDT)') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Number of shares') as HTMLInputElement).value).toBe('3');
    expect(location.hash).toBe('#/demo/luckycoin/pack');
  });
});

describe('the buy-crypto hint under the total (issue 13 point 7)', () => {
  it('says what the wallet holds and needs once a total is typed that it cannot cover, for the coin chosen, and goes when it can', async () => {
    const log: WalletLog = { reads: [] };
    handlers({ wallet: () => usdtHeld('1.5'), walletLog: log });
    renderApp('#/demo/luckycoin/pack');
    await fillForm({ amount: '4' });
    expect(await screen.findByText('Your wallet holds 1.5 USDT; this payment needs 4 USDT.')).toBeTruthy();
    expect(log.reads).toEqual(['mixin']);
    fireEvent.input(screen.getByLabelText('Total amount (USDT)'), { target: { value: '1.5' } });
    expect(screen.queryByText(/^Your wallet holds/)).toBeNull();

    // A coin the wallet does not hold counts as none, in its own precision.
    fireEvent.input(screen.getByLabelText('Coin'), { target: { value: ASSET.jpy } });
    fireEvent.input(screen.getByLabelText('Total amount (JPY)'), { target: { value: '30' } });
    expect(await screen.findByText('Your wallet holds 0 JPY; this payment needs 30 JPY.')).toBeTruthy();
  });

  it('"Buy" offers a swap against USDT, which opens its page for what is missing; c2c with KYC approved opens its page at once', async () => {
    handlers({ wallet: () => usdtHeld('1.5') });
    server.use(mockCall('demo', kycCalls.status, () => HttpResponse.json({ data: kycStatusFixture({ kyc_status: 'approved' }) })));
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderApp('#/demo/luckycoin/pack');
    await fillForm({});
    fireEvent.input(screen.getByLabelText('Coin'), { target: { value: ASSET.jpy } });
    fireEvent.input(screen.getByLabelText('Total amount (JPY)'), { target: { value: '30' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy JPY' }));
    const choices = await screen.findByRole('dialog', { name: 'Buy 30 JPY' });
    fireEvent.click(within(choices).getByRole('button', { name: /Swap USDT for JPY/ }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0][0]).toBe(`${location.origin}/sandbox/buy/atm?symbol=JPY&quote=USDT&amount=30`);

    fireEvent.input(screen.getByLabelText('Coin'), { target: { value: ASSET.usdt } });
    fireEvent.input(screen.getByLabelText('Total amount (USDT)'), { target: { value: '4' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy USDT' }));
    fireEvent.click(await screen.findByRole('button', { name: /With money, from other people/ }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(open.mock.calls[1][0]).toBe(`${location.origin}/sandbox/buy/c2c?symbol=USDT&amount=2.50000000`);
    expect(screen.queryByRole('dialog', { name: 'Verify your identity first' })).toBeNull();
  });

  it('shows nothing while the balance cannot be read, or when it covers the total', async () => {
    const log: WalletLog = { reads: [] };
    handlers({ wallet: () => HttpResponse.json({ code: 500, message: 'wallet unreachable' }, { status: 500 }), walletLog: log });
    renderApp('#/demo/luckycoin/pack');
    await fillForm({ amount: '4', shares: '2' });
    await waitFor(() => expect(log.reads).toHaveLength(1));
    // The failed read is in the wallet's state, and the form has rendered with it: no hint.
    await waitFor(() => expect(walletTokens.of('demo')).toMatchObject({ loading: false, error: expect.anything() }));
    await act(async () => {});
    expect(screen.queryByText(/^Your wallet holds/)).toBeNull();

    // Back on the page with the wallet answering: 1000 USDT covers it.
    server.use(walletTokensHandler('demo', () => usdtHeld('1000'), log));
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(log.reads).toHaveLength(2));
    await waitFor(() => {
      const wallet = walletTokens.of('demo');
      expect(wallet.loading || wallet.error || !wallet.data).toBe(false);
    });
    await act(async () => {});
    expect(screen.queryByText(/^Your wallet holds/)).toBeNull();
    // The same answer with a total above it does hint: the balance was read.
    fireEvent.input(screen.getByLabelText('Total amount (USDT)'), { target: { value: '1000.5' } });
    expect(await screen.findByText('Your wallet holds 1,000 USDT; this payment needs 1,000.5 USDT.')).toBeTruthy();
  });
});

describe('the pack page', () => {
  it('opens a pack: the amount large, the list updated, the luckiest marked', async () => {
    const earlier = luckycoinClaimFixture({ user_id: 'u-admin', full_name: 'Adam Admin', amount: '0.10000000' });
    handlers({ pack: luckycoinPackFixture({ claims: [earlier], claimed_count: 1, luckiest: earlier }) });
    let claims = 0;
    server.use(mockCall('demo', luckycoinCalls.claim, { id: 'pack-1' }, () => {
      claims++;
      const mine = luckycoinClaimFixture({ user_id: 'u-me', full_name: 'Me Myself', amount: '0.55000000' });
      return HttpResponse.json({
        data: luckycoinPackFixture({ claims: [earlier, mine], claimed_count: 2, claimed_amount: '0.65', remaining_amount: '0.35', luckiest: mine, my_claim: mine }),
      });
    }));
    renderApp('#/demo/luckycoin/pack-1');
    expect(await screen.findByRole('heading', { name: 'Happy new year!' })).toBeTruthy();
    expect(screen.getByText('Lucky coin from Mia Member')).toBeTruthy();
    expect(screen.getByText(/^1 USDT/)).toBeTruthy();
    expect(await screen.findByText(/≈ \$1\.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('You got')).toBeTruthy();
    expect(claims).toBe(1);
    expect(screen.getByText('0.55 USDT', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('The group’s bot sends it to your wallet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.luckycoin-claims__name')!.textContent)).toEqual(['Adam Admin', 'Me Myself']);
    expect(within(rows[1]).getByText('Luckiest')).toBeTruthy();
    expect(within(rows[0]).queryByText('Luckiest')).toBeNull();
    expect(screen.getByText('Claimed 2/3')).toBeTruthy();
  });

  it('shows a refused claim inline with the catalogue text and reads the pack again', async () => {
    let reads = 0;
    const finished = luckycoinPackFixture({ status: 'finished', claimed_count: 3 });
    server.use(mockCall('demo', luckycoinCalls.get, { id: 'pack-1' }, () => {
      reads++;
      return HttpResponse.json({ data: reads === 1 ? luckycoinPackFixture() : finished });
    }));
    handlers();
    server.use(
      mockCall('demo', luckycoinCalls.get, { id: 'pack-1' }, () => {
        reads++;
        return HttpResponse.json({ data: reads === 1 ? luckycoinPackFixture() : finished });
      }),
      mockCall('demo', luckycoinCalls.claim, { id: 'pack-1' }, () =>
        HttpResponse.json({ code: 102106, message: 'every share has been claimed' }, { status: 409 })),
    );
    renderApp('#/demo/luckycoin/pack-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await inlineAlert('All shares of this pack have been claimed.');
    expect(await screen.findByText('All claimed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it.each([
    ['unpaid', luckycoinPackFixture({ status: 'unpaid', paid_at: null, expires_at: null }), 'Waiting for payment.'],
    ['finished', luckycoinPackFixture({ status: 'finished', claimed_count: 3 }), 'All claimed.'],
    ['expired', luckycoinPackFixture({ status: 'expired' }), 'This pack has expired.'],
    [
      'expired with a refund',
      luckycoinPackFixture({ status: 'expired', remaining_amount: '0.4', refund: { amount: '0.40000000', created_at: '2024-05-02T10:01:00Z' } }),
      'This pack has expired; the remaining 0.4 USDT went back to Mia Member.',
    ],
    ['failed', luckycoinPackFixture({ status: 'failed', paid_at: null }), 'The payment for this pack failed.'],
  ])('shows the %s state without an Open button', async (_name, pack, text) => {
    handlers({ pack });
    renderApp('#/demo/luckycoin/pack-1');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('shows a skeleton while loading, then an error with a retry that loads again', async () => {
    let reads = 0;
    handlers();
    server.use(mockCall('demo', luckycoinCalls.get, { id: 'pack-1' }, () => {
      reads++;
      return reads === 1
        ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
        : HttpResponse.json({ data: luckycoinPackFixture() });
    }));
    const { container } = renderApp('#/demo/luckycoin/pack-1');
    await waitFor(() => expect(container.querySelector('.ui-skeleton, [aria-busy="true"]')).toBeTruthy());
    expect(await screen.findByRole('heading', { name: 'The lucky coin could not be loaded.' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Open' })).toBeTruthy();
    expect(reads).toBe(2);
  });
});

describe('the done screen: share to chat (issue 26 point 5)', () => {
  const sendersPack = luckycoinPackFixture({ sender: { user_id: 'u1', full_name: 'Mia Member', avatar_url: '' } });

  it('offers its sender "Share to chat", which shares the pack once and opens the chat', async () => {
    handlers({ pack: sendersPack });
    let shares = 0;
    server.use(mockCall('demo', luckycoinCalls.share, { id: 'pack-1' }, async () => {
      shares++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return HttpResponse.json({
        data: {
          message: chatMessageFixture({ seq: 9, kind: 'luckycoin', text: '', luckycoin: { pack_id: 'pack-1', greeting: 'Happy new year!' } }),
        },
      });
    }));
    renderApp('#/demo/luckycoin/pack-1');
    const share = await screen.findByRole('button', { name: 'Share to chat' });
    expect(screen.getByText('Post it to the group chat, where members open it.')).toBeTruthy();
    fireEvent.click(share);
    fireEvent.click(share);
    await waitFor(() => expect(location.hash).toBe('#/demo/conversation'));
    expect(shares).toBe(1);
  });

  it('shows a refused share in place, with its catalogue text', async () => {
    handlers({ pack: sendersPack });
    server.use(mockCall('demo', luckycoinCalls.share, { id: 'pack-1' }, () =>
      HttpResponse.json({ code: 102107, message: 'this pack has expired' }, { status: 409 })));
    renderApp('#/demo/luckycoin/pack-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Share to chat' }));
    await inlineAlert('This pack has expired.');
    expect(location.hash).toBe('#/demo/luckycoin/pack-1');
  });

  it.each([
    ["someone else's pack", luckycoinPackFixture()],
    ['an unpaid pack', { ...sendersPack, status: 'unpaid' as const, paid_at: null, expires_at: null }],
    ['an expired pack', { ...sendersPack, status: 'expired' as const }],
  ])('offers no share for %s', async (_name, pack) => {
    handlers({ pack });
    renderApp('#/demo/luckycoin/pack-1');
    expect(await screen.findByText('Lucky coin from Mia Member')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share to chat' })).toBeNull();
  });
});
