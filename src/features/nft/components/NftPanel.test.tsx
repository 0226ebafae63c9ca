import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { nftCalls } from '../../../../contract/api/nft';
import { nftHandlers, nftServer, type NftServer } from '../../../../test/fixtures/nft';
import { groupHandlers } from '../../../../test/app';
import { redirects } from '../../../lib/prefs';
import { logoutGroup, setSession } from '../../../lib/session';
import { clearToasts, toasts } from '../../../ui/toast';
import { meFixture } from '../../../../test/fixtures/account';
import { authWindow } from '../../auth';
import { nftTicketStatus } from '../model';
import { NftPanel } from './NftPanel';
import { withTexts } from '../../../../test/texts';
import { accountCalls } from '../../../../contract/api/account';

beforeAll(() => withTexts('nft'));

useMswServer();

const G = 'nft';
let nft: NftServer;
let meCalls: number;

beforeEach(() => {
  localStorage.clear();
  setSession(G, { token: 't', refresh_token: 'r' });
  nft = nftServer();
  meCalls = 0;
  server.use(
    ...nftHandlers(G, nft),
    ...groupHandlers(G),
    mockCall(G, accountCalls.me, () => {
      meCalls++;
      return HttpResponse.json({ data: meFixture({ state: nft.status === 'success' ? 'paid' : 'pending' }) });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearToasts();
  logoutGroup(G);
});

/**
 * Moves the fake clock, inside act() so the panel's effects run at the end: Preact schedules
 * effects with a timer, which the fake clock would otherwise hold back.
 */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms).then(() => {}));
/** Lets msw answer and the panel re-render without moving the clock. */
const settle = () => advance(0);

describe('NftPanel', () => {
  it('offers a check when never checked, then polls every 3 s while checking until success', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onJoined = vi.fn();
    render(<NftPanel group={G} onJoined={onJoined} />);
    await settle();
    expect(screen.getByText("If your wallet holds this group's NFT ticket, you can join without paying.")).toBeTruthy();
    expect(nft.statusCalls).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Check my NFT ticket' }));
    await settle();
    expect(nft.checkCalls).toBe(1);
    expect(screen.getByText('Verifying your NFT ticket…', { selector: 'p' })).toBeTruthy();

    await advance(2999);
    expect(nft.statusCalls).toBe(1);
    await advance(1);
    expect(nft.statusCalls).toBe(2);
    await advance(3000);
    expect(nft.statusCalls).toBe(3);
    expect(onJoined).not.toHaveBeenCalled();

    nft.status = 'success';
    await advance(3000);
    expect(nft.statusCalls).toBe(4);
    await settle();
    expect(screen.getByText('Your NFT ticket was verified.')).toBeTruthy();
    expect(toasts.value.map((x) => [x.kind, x.message])).toEqual([['success', 'Welcome! Your NFT ticket let you in.']]);
    expect(meCalls).toBe(1);
    expect(onJoined).toHaveBeenCalledTimes(1);

    // Settled: no more polling.
    await advance(9000);
    expect(nft.statusCalls).toBe(4);
  });

  it('resumes polling when the check was already running (the join screen asked first)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    nft.status = 'checking';
    await expect(nftTicketStatus(G)).resolves.toBe('checking');
    render(<NftPanel group={G} onJoined={() => {}} />);
    await settle();
    // The panel uses the answer the join screen already has.
    expect(nft.statusCalls).toBe(1);
    nft.status = 'none';
    await advance(3000);
    expect(nft.statusCalls).toBe(2);
    await settle();
    expect(screen.getByText('No NFT ticket for this group was found in your wallet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('stops polling when it leaves the screen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    nft.status = 'checking';
    const view = render(<NftPanel group={G} onJoined={() => {}} />);
    await settle();
    expect(nft.statusCalls).toBe(1);
    view.unmount();
    await advance(9000);
    expect(nft.statusCalls).toBe(1);
  });

  it('after autherr updates the authorisation: resets the ticket, then logs in again through the wallet', async () => {
    const assign = vi.spyOn(authWindow, 'assign').mockImplementation(() => {});
    nft.status = 'autherr';
    history.replaceState(null, '', '/#/nft');
    render(<NftPanel group={G} onJoined={() => {}} />);
    expect(
      await screen.findByText('Your wallet authorisation does not allow reading your NFTs. Update the authorisation, then check again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update authorization' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(nft.resetCalls).toBe(1);
    expect(new URL(assign.mock.calls[0][0], location.origin).pathname).toBe('/sandbox/mixin/authorize');
    expect(redirects.value[G]).toEqual({ path: '/nft' });
  });

  it('shows a failed request as the verification failure, with a retry', async () => {
    let fail = true;
    server.use(
      mockCall(G, nftCalls.status, () =>
        fail ? HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 }) : HttpResponse.json({ data: { status: 'none' } }),
      ),
    );
    render(<NftPanel group={G} onJoined={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe('NFT pass verification failed');
    expect(screen.getByText('Something went wrong on the server. Please try again later.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('welcomes a success once, so a stale one cannot send the person round in circles', async () => {
    nft.status = 'success';
    const onJoined = vi.fn();
    const first = render(<NftPanel group={G} onJoined={onJoined} />);
    await vi.waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
    first.unmount();
    render(<NftPanel group={G} onJoined={onJoined} />);
    await nftTicketStatus(G);
    expect(await screen.findByText('Your NFT ticket was verified.')).toBeTruthy();
    expect(onJoined).toHaveBeenCalledTimes(1);
    expect(meCalls).toBe(1);
    // A new check is welcomed again.
    nft.afterCheck = 'success';
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(onJoined).toHaveBeenCalledTimes(2));
  });
});
