import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { chatMessageFixture as msg, chatStateFixture } from '../../../../test/fixtures/chat';
import { luckycoinClaimFixture, luckycoinPackFixture } from '../../../../test/fixtures/luckycoin';
import { assetsFixture } from '../../../../test/fixtures/order';
import { FakeSocket } from '../../../../test/fakeSocket';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { assetPrices } from '../../order';
import { lastRead, resetChatRooms } from '../model';
import type { LuckycoinPack } from '../../../../contract/luckycoin';
import { accountCalls } from '../../../../contract/api/account';
import { assetCalls } from '../../../../contract/api/asset';
import { chatCalls } from '../../../../contract/api/chat';
import { luckycoinCalls } from '../../../../contract/api/luckycoin';

// Issue 26 point 5: a pack shared to the chat is a red-packet bubble, opened in place (a sheet over the chat).

useMswServer();

const sender = { user_id: 'u-member', full_name: 'Mia Member', avatar_url: '', nickname: '', role: 'user' as const };
const shared = msg({ seq: 7, kind: 'luckycoin', text: '', author: sender, luckycoin: { pack_id: 'pack-1', greeting: 'Happy new year!' } });
const me = luckycoinClaimFixture({ user_id: 'u1', full_name: 'Olivia Owner', amount: '2.00000000' });

function handlers(pack: () => LuckycoinPack | Response, messages = [msg({ seq: 6, text: 'Hello' }), shared]) {
  server.use(
    ...groupHandlers('demo'),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ state: 'paid' }) })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', chatCalls.state, () => HttpResponse.json({ data: chatStateFixture() })),
    mockCall('demo', chatCalls.messages, () => HttpResponse.json({ data: { messages } })),
    mockCall('demo', luckycoinCalls.get, { id: 'pack-1' }, () => {
      const p = pack();
      return p instanceof Response ? p : HttpResponse.json({ data: p });
    }),
  );
}

async function bubble() {
  const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 15_000 });
  return within(list).findByRole('button', { name: /Happy new year!/ });
}

async function openSheet() {
  fireEvent.click(await bubble());
  return screen.findByRole('dialog', { name: 'Lucky coin' }, { timeout: 10_000 });
}

beforeEach(() => {
  localStorage.clear();
  lastRead.value = {};
  FakeSocket.reset();
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  resetChatRooms();
  logoutGroup('demo');
  [account, assetPrices].forEach((r) => r.clear('demo'));
});

describe('a lucky-coin pack in the chat', { timeout: 60_000 }, () => {
  it('is a red packet with the sender, the greeting and "Open"; it opens over the chat and claims once', async () => {
    let claims = 0;
    let claimed: LuckycoinPack | null = null;
    handlers(() => claimed || luckycoinPackFixture());
    server.use(mockCall('demo', luckycoinCalls.claim, { id: 'pack-1' }, async () => {
      claims++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      claimed = luckycoinPackFixture({ claims: [me], claimed_count: 1, claimed_amount: '2', luckiest: me, my_claim: me, amount: '5.00000000' });
      return HttpResponse.json({ data: claimed });
    }));
    renderApp('#/demo/conversation');
    const packet = await bubble();
    expect(packet.classList.contains('chat-luckycoin')).toBe(true);
    expect(within(packet).getByText('Open')).toBeTruthy();
    expect(within(packet).getByText('Lucky coin')).toBeTruthy();
    const row = packet.closest('.chat-msg') as HTMLElement;
    expect(within(row).getByText('Mia Member')).toBeTruthy();

    const sheet = await openSheet();
    expect(location.hash).toBe('#/demo/conversation');
    expect(await within(sheet).findByRole('heading', { name: 'Happy new year!' })).toBeTruthy();
    const open = within(sheet).getByRole('button', { name: 'Open' });
    fireEvent.click(open);
    fireEvent.click(open);
    expect(await within(sheet).findByText('You got')).toBeTruthy();
    expect(within(sheet).getByText('2 USDT', { selector: 'strong' })).toBeTruthy();
    expect(within(sheet).getByText('Claimed 1/3')).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: 'Open' })).toBeNull();
    expect(claims).toBe(1);

    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('list', { name: 'Messages' })).toBeTruthy();
  });

  it.each([
    ['already claimed: your amount', luckycoinPackFixture({ claims: [me], claimed_count: 1, my_claim: me, luckiest: me }), '2 USDT', 'strong'],
    ['all gone', luckycoinPackFixture({ status: 'finished', claimed_count: 3 }), 'All claimed.', 'p'],
    ['expired', luckycoinPackFixture({ status: 'expired' }), 'This pack has expired.', 'p'],
  ])('shows %s, with no Open button', async (_name, pack, text, selector) => {
    handlers(() => pack);
    renderApp('#/demo/conversation');
    const sheet = await openSheet();
    expect(await within(sheet).findByText(text, { selector })).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('says why when the claim is refused (claimed meanwhile elsewhere), and shows the amount read again', async () => {
    let reads = 0;
    handlers(() => (++reads === 1 ? luckycoinPackFixture() : luckycoinPackFixture({ claims: [me], claimed_count: 1, my_claim: me, luckiest: me })));
    server.use(mockCall('demo', luckycoinCalls.claim, { id: 'pack-1' }, () =>
      HttpResponse.json({ code: 102105, message: 'you have already claimed this pack' }, { status: 409 })));
    renderApp('#/demo/conversation');
    const sheet = await openSheet();
    fireEvent.click(await within(sheet).findByRole('button', { name: 'Open' }));
    expect((await within(sheet).findByText('You have already claimed this pack.')).getAttribute('role')).toBe('alert');
    expect(await within(sheet).findByText('2 USDT', { selector: 'strong' })).toBeTruthy();
  });

  it('says so when the pack cannot be opened by this person', async () => {
    handlers(() => HttpResponse.json({ code: 404, message: 'not found' }, { status: 404 }));
    renderApp('#/demo/conversation');
    const sheet = await openSheet();
    expect(await within(sheet).findByRole('heading', { name: 'The lucky coin could not be loaded.' })).toBeTruthy();
    // A 404 would answer the same again: the way home instead of a retry.
    expect(within(sheet).getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('#/demo/home');
    expect(within(sheet).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says the pack could not be loaded, with a retry that reads it again', async () => {
    let reads = 0;
    handlers(() => (++reads === 1 ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 }) : luckycoinPackFixture()));
    renderApp('#/demo/conversation');
    const sheet = await openSheet();
    expect(await within(sheet).findByRole('heading', { name: 'The lucky coin could not be loaded.' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Retry' }));
    expect(await within(sheet).findByRole('button', { name: 'Open' })).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('a recalled share is the usual recalled line, with nothing to open', async () => {
    handlers(() => luckycoinPackFixture(), [msg({ ...shared, luckycoin: null, state: 'recalled' })]);
    renderApp('#/demo/conversation');
    const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 15_000 });
    expect(await within(list).findByText('Message recalled')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /Happy new year!/ })).toBeNull();
  });
});
