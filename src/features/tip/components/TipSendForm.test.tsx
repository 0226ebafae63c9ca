import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import type { Signal } from '@preact/signals';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { kycCalls } from '../../../../contract/api/kyc';
import { memberCalls } from '../../../../contract/api/member';
import { assetCalls } from '../../../../contract/api/asset';
import { tipCalls } from '../../../../contract/api/tip';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { ASSET, assetsFixture } from '../../../../test/fixtures/order';
import { kycStatusFixture } from '../../../../test/fixtures/kyc';
import { tipMemberFixture, tipTransferFixture } from '../../../../test/fixtures/tip';
import { walletTokenFixture, walletTokensHandler, type WalletLog } from '../../../../test/fixtures/wallet';
import type { WalletToken } from '../../../../contract/wallet';
import { host, openInHost, type HostInfo } from '../../../lib/host';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { walletTokens } from '../../buy/model';
import { accountCalls } from '../../../../contract/api/account';

vi.mock('../../../lib/host', async (original) => ({ ...(await original<typeof import('../../../lib/host')>()), openInHost: vi.fn() }));

useMswServer();

const hostSignal = host as Signal<HostInfo>;
const browser = host.value;

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
  hostSignal.value = browser;
  vi.mocked(openInHost).mockClear();
});

const usdtHeld = (balance: string) => [walletTokenFixture({ asset_id: ASSET.usdt, symbol: 'USDT', balance, price_cny: '7.20' })];

/** `wallet`: what GET /users/me/tokens answers each time (the buy hint); by default plenty of USDT. */
function handlers(sent: unknown[] = [], wallet: () => WalletToken[] | Response = () => usdtHeld('1000'), walletLog?: WalletLog) {
  const usdt = assetsFixture().find((a) => a.asset_id === ASSET.usdt)!;
  return [
    ...groupHandlers('demo', { settings: { tip_min_usd: '0.1' } }),
    walletTokensHandler('demo', wallet, walletLog),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture() })),
    mockCall('demo', memberCalls.get, { id: 'u7' }, () => HttpResponse.json({ data: tipMemberFixture() })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', assetCalls.scene, ({ request }) =>
      HttpResponse.json({ data: new URL(request.url).searchParams.get('scene') === 'tip' ? [usdt] : [] })),
    mockCall('demo', tipCalls.genTransfer, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ data: tipTransferFixture() });
    }),
  ];
}

const amountField = () => screen.findByLabelText('Amount in USDT');

describe('sending kudos', { timeout: 60_000 }, () => {
  it('says when the member to thank cannot be loaded, with a retry that loads again', async () => {
    let reads = 0;
    server.use(...handlers());
    server.use(mockCall('demo', memberCalls.get, { id: 'u7' }, () => {
      reads++;
      return reads === 1 ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 }) : HttpResponse.json({ data: tipMemberFixture() });
    }));
    renderApp('#/demo/tip/send?to=u7');
    expect(await screen.findByRole('heading', { name: 'The kudos form could not be loaded.' }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await amountField()).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('opened with no one chosen, searches the members (not oneself) and opens the form with the one picked', async () => {
    const searched: unknown[] = [];
    server.use(
      ...handlers(),
      mockCall('demo', memberCalls.search, async ({ request }) => {
        const body = (await request.json()) as { q?: string };
        searched.push(body.q);
        const members = [tipMemberFixture({ user_id: 'u1', full_name: 'Alice Member' }), tipMemberFixture()];
        return HttpResponse.json({ data: { members: body.q ? members.slice(1) : members, total: 2 } });
      }),
    );
    renderApp('#/demo/tip/send');
    expect(await screen.findByRole('heading', { name: 'Who would you like to thank?' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Members' });
    const lena = await within(list).findByRole('link', { name: 'Lena Lecturer' });
    expect(lena.getAttribute('href')).toBe('#/demo/tip/send?to=u7');
    expect(within(list).queryByRole('link', { name: 'Alice Member' })).toBeNull();

    fireEvent.input(screen.getByRole('searchbox', { name: 'Search members' }), { target: { value: ' lena ' } });
    await waitFor(() => expect(searched).toEqual(['', 'lena']));
    fireEvent.click(await within(screen.getByRole('list', { name: 'Members' })).findByRole('link', { name: 'Lena Lecturer' }));
    expect(await screen.findByRole('heading', { name: 'Lena Lecturer' })).toBeTruthy();
    expect(await amountField()).toBeTruthy();
  });

  it('shows the recipient and refuses an amount below the minimum, in the server’s words, without sending', async () => {
    const sent: unknown[] = [];
    server.use(...handlers(sent));
    renderApp('#/demo/tip/send?to=u7');

    expect(await screen.findByRole('heading', { name: 'Lena Lecturer' })).toBeTruthy();
    // 0.1 USD at 7.20 CNY per USD and per USDT: 0.1 USDT, in the asset's precision.
    expect(await screen.findByText('At least 0.1 USDT ≈ $0.10')).toBeTruthy();
    fireEvent.input(await amountField(), { target: { value: '0.05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('amount must not be lower than 0.1 USDT')).toBeTruthy();
    expect(sent).toEqual([]);

    // What was typed stays; typing again takes the problem away until the next try.
    expect(((await amountField()) as HTMLInputElement).value).toBe('0.05');
    fireEvent.input(await amountField(), { target: { value: '0.123456789' } });
    expect(screen.queryByText('amount must not be lower than 0.1 USDT')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('At most 8 decimal places')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses an amount above the asset’s maximum and a signed or bare-point amount (issue 22), keeping the text, sending nothing', async () => {
    const sent: unknown[] = [];
    server.use(...handlers(sent));
    renderApp('#/demo/tip/send?to=u7');
    expect(await screen.findByRole('heading', { name: 'Lena Lecturer' }, { timeout: 15_000 })).toBeTruthy();
    for (const [typed, reason] of [
      ['99999999999999999999999999999999999999', 'At most 13000000 USDT'],
      ['13000000.00000001', 'At most 13000000 USDT'],
      ['+1', 'Enter an amount above 0, such as 1.5'],
      ['.5', 'Enter an amount above 0, such as 1.5'],
      ['5.', 'Enter an amount above 0, such as 1.5'],
    ]) {
      fireEvent.input(await amountField(), { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      // The amount's own note says why (the wallet's hint beside it may be an alert too).
      const alert = (await screen.findByText(reason)).closest('[role="alert"]')!;
      expect(alert.closest('form')).toBeTruthy();
      expect((await amountField()).getAttribute('aria-describedby')).toBe(alert.id);
      expect(((await amountField()) as HTMLInputElement).value).toBe(typed);
    }
    expect(sent).toEqual([]);
  });

  it('sends the tip and offers the wallet’s pay URL outside the wallet, then links to the rank', async () => {
    const sent: unknown[] = [];
    server.use(...handlers(sent));
    renderApp('#/demo/tip/send?to=u7');

    fireEvent.input(await amountField(), { target: { value: '0.7' } });
    fireEvent.input(screen.getByLabelText('Message (optional)'), { target: { value: ' Thanks ' } });
    expect(screen.getByText('0.7 USDT ≈ $0.70')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { name: 'Kudos waiting for payment' })).toBeTruthy();
    expect(sent).toEqual([{ recipient_id: 'u7', asset_id: ASSET.usdt, amount: '0.7', message: 'Thanks' }]);
    const pay = screen.getByRole('link', { name: 'Open the wallet' });
    const href = new URL(pay.getAttribute('href')!);
    // The server's pay URL, absolute, told to come back to the rank once paid.
    expect(`${href.origin}${href.pathname}`).toBe(new URL('/sandbox/mixin/pay', location.href).href);
    expect(href.searchParams.get('trace')).toBe('tip-1');
    expect(href.searchParams.get('amount')).toBe('0.50000000');
    expect(href.searchParams.get('return_to')).toBe(`${location.origin}${location.pathname}#/demo/tip/rank`);
    expect(await screen.findByRole('img', { name: 'QR code of the wallet payment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the kudos rank' }).getAttribute('href')).toBe('#/demo/tip/rank');
    expect(openInHost).not.toHaveBeenCalled();
  });

  it('inside the wallet opens its pay page at once, as the checkout does', async () => {
    hostSignal.value = { kind: 'wallet', platform: 'ios' } as HostInfo;
    server.use(...handlers());
    renderApp('#/demo/tip/send?to=u7');

    // A preset: the minimum.
    fireEvent.click(await screen.findByRole('button', { name: '0.1 USDT ≈ $0.10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(openInHost).toHaveBeenCalledTimes(1));
    const opened = new URL(vi.mocked(openInHost).mock.calls[0][0]);
    expect(opened.pathname).toBe('/sandbox/mixin/pay');
    expect(opened.searchParams.get('trace')).toBe('tip-1');
    expect(screen.queryByRole('link', { name: 'Open the wallet' })).toBeNull();
  });

  it('shows the server’s refusal when it has the last word', async () => {
    server.use(...handlers());
    server.use(
      mockCall('demo', tipCalls.genTransfer, () =>
        HttpResponse.json({ code: 102201, message: 'amount must not be lower than 0.2 USDT' }, { status: 409 })),
    );
    renderApp('#/demo/tip/send?to=u7');
    fireEvent.input(await amountField(), { target: { value: '0.1' } });
    fireEvent.input(screen.getByLabelText('Message (optional)'), { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // Under the amount it is about, not in a toast; what was typed stays.
    const alert = (await screen.findByText(/below this group's minimum|0\.2 USDT/)).closest('[role="alert"]')!;
    expect(alert.closest('form')).toBeTruthy();
    expect((await amountField()).getAttribute('aria-describedby')).toBe(alert.id);
    expect(((await amountField()) as HTMLInputElement).value).toBe('0.1');
    expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toBe('Thanks');
    expect(document.querySelector('.ui-toast--error')).toBeNull();
  });

  it('says a refusal about no one field under the form, keeping what was typed', async () => {
    server.use(...handlers());
    server.use(mockCall('demo', tipCalls.genTransfer, () => HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 })));
    renderApp('#/demo/tip/send?to=u7');
    fireEvent.input(await amountField(), { target: { value: '0.7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.querySelector('.tip-send__error[role="alert"]')).toBeTruthy());
    const alert = document.querySelector('.tip-send__error[role="alert"]')!;
    // Just above the button, and not the amount's.
    expect(alert.nextElementSibling).toBe(screen.getByRole('button', { name: 'Send' }));
    expect((await amountField()).getAttribute('aria-invalid')).toBeNull();
    expect(((await amountField()) as HTMLInputElement).value).toBe('0.7');
    expect(document.querySelector('.ui-toast--error')).toBeNull();
  });
});

describe('the buy-crypto hint under the amount (issue 13 point 7)', { timeout: 60_000 }, () => {
  const hintText = 'Your wallet holds 0.2 USDT; this payment needs 0.7 USDT.';

  it('once an amount is typed that the wallet cannot cover, says what it holds and needs; it does not stop sending', async () => {
    const sent: unknown[] = [];
    const log: WalletLog = { reads: [] };
    server.use(...handlers(sent, () => usdtHeld('0.20000000'), log));
    renderApp('#/demo/tip/send?to=u7');

    fireEvent.input(await amountField(), { target: { value: '0.7' } });
    expect(await screen.findByText(hintText)).toBeTruthy();
    expect(log.reads).toEqual(['mixin']);
    expect(screen.getByRole('button', { name: 'Buy USDT' })).toBeTruthy();
    // Nothing typed, nothing to say; within the balance, neither.
    fireEvent.input(await amountField(), { target: { value: '' } });
    expect(screen.queryByText(/^Your wallet holds/)).toBeNull();
    fireEvent.input(await amountField(), { target: { value: '0.2' } });
    expect(screen.queryByText(/^Your wallet holds/)).toBeNull();

    fireEvent.input(await amountField(), { target: { value: '0.7' } });
    expect(await screen.findByText(hintText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Kudos waiting for payment' })).toBeTruthy();
    expect(sent).toEqual([{ recipient_id: 'u7', asset_id: ASSET.usdt, amount: '0.7' }]);
  });

  it('"Buy USDT" offers the ways to buy what is missing; with money from others, without approved KYC, leads to the KYC page', async () => {
    server.use(
      ...handlers([], () => usdtHeld('0.20000000')),
      mockCall('demo', kycCalls.status, () => HttpResponse.json({ data: kycStatusFixture({ kyc_status: 'processing' }) })),
    );
    renderApp('#/demo/tip/send?to=u7');
    fireEvent.input(await amountField(), { target: { value: '0.7' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy USDT' }));

    const choices = await screen.findByRole('dialog', { name: 'Buy 0.5 USDT' });
    // No swap of USDT for USDT.
    expect(within(choices).getAllByRole('button').map((b) => b.textContent).filter(Boolean)).toEqual([
      'With money, from other peoplePeer-to-peer; needs verified identity',
    ]);
    fireEvent.click(within(choices).getByRole('button', { name: /With money, from other people/ }));
    const kyc = await screen.findByRole('dialog', { name: 'Verify your identity first' });
    fireEvent.click(within(kyc).getByRole('button', { name: 'Verify identity' }));
    await waitFor(() => expect(location.hash).toBe('#/demo/kyc'));
  });

  it('shows nothing while the balance cannot be read, and reads it again when the page shows again (back from buying)', async () => {
    const answers: (WalletToken[] | Response)[] = [
      HttpResponse.json({ code: 500, message: 'wallet unreachable' }, { status: 500 }),
      usdtHeld('0.20000000'),
      usdtHeld('5'),
    ];
    const log: WalletLog = { reads: [] };
    server.use(...handlers([], () => answers.shift() || usdtHeld('5'), log));
    renderApp('#/demo/tip/send?to=u7');
    fireEvent.input(await amountField(), { target: { value: '0.7' } });
    await waitFor(() => expect(log.reads).toHaveLength(1));
    // The failed read is in the wallet's state, and the form has rendered with it: still no hint.
    await waitFor(() => expect(walletTokens.of('demo')).toMatchObject({ loading: false, error: expect.anything() }));
    await act(async () => {});
    expect(screen.queryByText(/^Your wallet holds/)).toBeNull();

    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText(hintText)).toBeTruthy();
    // Bought enough meanwhile: the hint goes.
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.queryByText(hintText)).toBeNull());
    expect(log.reads).toHaveLength(3);
  });
});
