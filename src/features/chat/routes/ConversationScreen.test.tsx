import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { Signal } from '@preact/signals';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { chatMessageFixture as msg, chatStateFixture } from '../../../../test/fixtures/chat';
import { logoutGroup, setSession } from '../../../lib/session';
import { host, type HostInfo } from '../../../lib/host';
import { account } from '../../account';
import { groupSettings } from '../../group';
import { FakeSocket } from '../../../../test/fakeSocket';
import { lastRead, resetChatRooms } from '../model';
import type { ChatSendInput, ChatState } from '../../../../contract/chat';
import { chatCalls } from '../../../../contract/api/chat';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

const member = meFixture({ user_id: 'me1', full_name: 'Mia Member', role: 'user', state: 'paid', kyc_status: 'approved', quiz_passed: true });
const mine = { user_id: 'me1', full_name: 'Mia Member', avatar_url: '', nickname: '', role: 'user' as const };

function chatHandlers(opts: { state?: Partial<ChatState>; messages?: ReturnType<typeof msg>[]; onSend?: (body: ChatSendInput) => Response } = {}) {
  return [
    ...groupHandlers('demo'),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
    mockCall('demo', chatCalls.state, () => HttpResponse.json({ data: chatStateFixture(opts.state) })),
    mockCall('demo', chatCalls.messages, () => HttpResponse.json({ data: { messages: opts.messages || [] } })),
    mockCall('demo', chatCalls.send, async ({ request }) => {
      const body = (await request.json()) as ChatSendInput;
      if (opts.onSend) return opts.onSend(body);
      return HttpResponse.json({ data: { message: msg({ seq: 100, text: body.text, author: mine, client_id: body.client_id }) } });
    }),
  ];
}

/** The socket the screen opened, authenticated and ready. */
async function readySocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0));
  const ws = FakeSocket.last();
  ws.open();
  ws.ready('me1', 'user');
  return ws;
}

beforeEach(() => {
  localStorage.clear();
  lastRead.value = {};
  account.clear('demo');
  FakeSocket.reset();
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  resetChatRooms();
  logoutGroup('demo');
});

describe('ConversationScreen (group-conversation)', { timeout: 60_000 }, () => {
  it('shows the latest page, then a live message, a recall and an image from the socket', async () => {
    server.use(...chatHandlers({ messages: [msg({ seq: 1, text: 'Hello there' }), msg({ seq: 2, text: 'Second', author: mine })] }));
    renderApp('#/demo/conversation');
    const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 15_000 });
    expect(within(list).getByText('Hello there')).toBeTruthy();
    expect(within(list).getByText('Bob Writer')).toBeTruthy();
    const ws = await readySocket();
    expect(ws.sent[0]).toEqual({ type: 'auth', group: 'demo', token: 't' });
    await waitFor(() => expect(ws.framesOf('subscribe')).toEqual([{ type: 'subscribe', channel: 'group', after: 2 }]));

    ws.receive({ type: 'backlog', channel: 'group', messages: [msg({ seq: 3, text: 'Missed one' })], more: false, truncated: false });
    ws.receive({ type: 'message', channel: 'group', message: msg({ seq: 4, text: 'Live one', reply_to: { seq: 1, message_id: 'm1', author_name: 'Bob Writer', excerpt: 'Hello there', kind: 'text' } }) });
    ws.receive({ type: 'message', channel: 'group', message: msg({ seq: 5, kind: 'image', text: '', image: { attachment_id: 'a1', url: 'https://media.test/a1.png' } }) });
    expect(await within(list).findByText('Missed one')).toBeTruthy();
    expect(within(list).getByText('Live one')).toBeTruthy();
    expect(within(list).getAllByText('Hello there')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'Photo from Bob Writer' }).getAttribute('src')).toBe('https://media.test/a1.png');

    ws.receive({ type: 'update', channel: 'group', message: msg({ seq: 3, text: '', state: 'recalled' }) });
    expect(await within(list).findByText('Message recalled')).toBeTruthy();
    expect(within(list).queryByText('Missed one')).toBeNull();
  });

  it('loads the page before the first message held (older messages), and the latest page again after a truncated backlog', async () => {
    const asked: string[] = [];
    let latest = 0;
    const page = (from: number, to: number) => {
      const out = [];
      for (let seq = from; seq <= to; seq++) out.push(msg({ seq }));
      return out;
    };
    server.use(
      mockCall('demo', chatCalls.messages, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`before=${query.get('before')} after=${query.get('after')}`);
        if (query.get('before') === '51') return HttpResponse.json({ data: { messages: page(41, 50) } });
        latest += 1;
        return HttpResponse.json({ data: { messages: latest === 1 ? page(51, 100) : page(651, 700) } });
      }),
      ...chatHandlers(),
    );
    renderApp('#/demo/conversation');
    const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 15_000 });
    expect(within(list).getByText('Message 51')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(list).findByText('Message 41')).toBeTruthy();
    // A short page: nothing older is left.
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();

    const ws = await readySocket();
    await waitFor(() => expect(ws.framesOf('subscribe')).toEqual([{ type: 'subscribe', channel: 'group', after: 100 }]));
    // The backlog comes in pages; the last one says more was missed than it carries.
    ws.receive({ type: 'backlog', channel: 'group', messages: page(101, 350), more: true, truncated: false });
    expect(await within(list).findByText('Message 350')).toBeTruthy();
    ws.receive({ type: 'backlog', channel: 'group', messages: page(351, 600), more: false, truncated: true });
    expect(await within(list).findByText('Message 700')).toBeTruthy();
    expect(within(list).queryByText('Message 41')).toBeNull();
    expect(asked).toEqual(['before=null after=null', 'before=51 after=null', 'before=null after=null']);
  });

  it('sends with a client_id and shows the message once, matched with its live echo', async () => {
    let sent: ChatSendInput | null = null;
    server.use(
      ...chatHandlers({
        messages: [msg({ seq: 1 })],
        onSend: (body) => {
          sent = body;
          return HttpResponse.json({ data: { message: msg({ seq: 2, text: body.text, author: mine, client_id: body.client_id }) } });
        },
      }),
    );
    renderApp('#/demo/conversation');
    const box = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 15_000 });
    const ws = await readySocket();
    fireEvent.input(box, { target: { value: 'Hi all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((box as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent!.text).toBe('Hi all');
    ws.receive({ type: 'message', channel: 'group', message: msg({ seq: 2, text: 'Hi all', author: mine, client_id: sent!.client_id }) });
    const list = screen.getByRole('list', { name: 'Messages' });
    await waitFor(() => expect(within(list).getAllByText('Hi all')).toHaveLength(1));
  });

  it('keeps the typed text and says why when the server refuses (deny word, rate limit)', async () => {
    let answer = 'deny';
    server.use(
      ...chatHandlers({
        onSend: () =>
          answer === 'deny'
            ? HttpResponse.json({ code: 102604, message: 'deny word: spam' }, { status: 400 })
            : HttpResponse.json({ code: 102603, message: 'rate limited: 12' }, { status: 429, headers: { 'Retry-After': '12' } }),
      }),
    );
    renderApp('#/demo/conversation');
    const box = (await screen.findByRole('textbox', { name: 'Message' }, { timeout: 15_000 })) as HTMLTextAreaElement;
    fireEvent.input(box, { target: { value: 'buy spam now' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const composer = box.closest('form')!;
    const alert = await within(composer).findByRole('alert');
    expect(alert.textContent).toBe('“spam” is not allowed in this group. Change it and send again.');
    // Said under the box, which it describes; not in a toast.
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    expect(box.value).toBe('buy spam now');
    // The refused message does not linger as a bubble.
    expect(screen.getByText('No messages yet. Say hello!')).toBeTruthy();

    answer = 'rate';
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(composer).getByRole('alert').textContent).toBe('Slow down: you can send again in 12 seconds.'));
    expect(box.value).toBe('buy spam now');
  });

  it('keeps a message that could not reach the server as a failed bubble with a retry', async () => {
    let fail = true;
    const ids: string[] = [];
    server.use(
      ...chatHandlers({
        onSend: (body) => {
          ids.push(body.client_id);
          if (fail) return HttpResponse.error() as unknown as Response;
          return HttpResponse.json({ data: { message: msg({ seq: 7, text: body.text, author: mine, client_id: body.client_id }) } });
        },
      }),
    );
    renderApp('#/demo/conversation');
    const box = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 15_000 });
    fireEvent.input(box, { target: { value: 'Are you there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not sent.', { exact: false })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // The retry is the same message to the server (one client_id).
    await waitFor(() => expect(ids).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.queryByText('Not sent.', { exact: false })).toBeNull();
    expect(screen.getAllByText('Are you there?')).toHaveLength(1);
    expect(ids[1]).toBe(ids[0]);
  });

  it('shows the announcement (until hidden) and the lecture banner with the composer closed; a state frame opens it', async () => {
    server.use(...chatHandlers({ state: { mode: 'lecture', can_send: false, announcement: 'Class at 8pm' } }));
    renderApp('#/demo/conversation');
    expect(await screen.findByText('Class at 8pm', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Only lecturers can speak now.')).toBeTruthy();
    expect(screen.getByText('You cannot send messages right now.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide the announcement' }));
    expect(screen.queryByText('Class at 8pm')).toBeNull();

    const ws = await readySocket();
    await waitFor(() => expect(groupSettings.of('demo').data).toBeTruthy());
    ws.receive({ type: 'state', state: { mode: 'free', announcement: 'Class moved to 9pm', rate_limit: 0, lecturing_or_streaming_started_at: null } });
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeTruthy();
    // The group's settings follow (the spotlight and the welcome sheet read them: point 8).
    expect(groupSettings.of('demo').data!['group-mode']).toBe('free');
    ws.receive({ type: 'state', state: { mode: 'lecture', announcement: '', rate_limit: 0, lecturing_or_streaming_started_at: '2026-11-25T10:00:00Z' } });
    await waitFor(() => expect(groupSettings.of('demo').data!.lecturing_or_streaming_started_at).toBe('2026-11-25T10:00:00Z'));
    expect(groupSettings.of('demo').data!['group-mode']).toBe('lecture');
    ws.receive({ type: 'state', state: { mode: 'free', announcement: 'Class moved to 9pm', rate_limit: 0, lecturing_or_streaming_started_at: null } });
    await waitFor(() => expect(screen.queryByText('Only lecturers can speak now.')).toBeNull());
    // A new announcement shows again.
    expect(screen.getByText('Class moved to 9pm')).toBeTruthy();
  });

  it('says mute mode still allows kudos and lucky coins, with links to both', async () => {
    server.use(...chatHandlers({ state: { mode: 'mute', can_send: false } }));
    renderApp('#/demo/conversation');
    expect(await screen.findByText('The group is muted: you can still send kudos and lucky coins.', { exact: false }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send kudos' }).getAttribute('href')).toBe('#/demo/tip/send');
    expect(screen.getByRole('link', { name: 'Send lucky coins' }).getAttribute('href')).toBe('#/demo/luckycoin/pack');
  });

  it('puts "New messages" above the first message that came after the last read one', async () => {
    lastRead.value = { demo: 2 };
    server.use(...chatHandlers({ messages: [msg({ seq: 1 }), msg({ seq: 2 }), msg({ seq: 3, text: 'Unread here' })] }));
    renderApp('#/demo/conversation');
    const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 15_000 });
    const items = Array.from(list.children).map((li) => li.textContent || '');
    const divider = items.indexOf('New messages');
    expect(divider).toBeGreaterThan(0);
    expect(items[divider + 1]).toContain('Unread here');
  });

  it('shows the connection state: reconnecting with "Retry now", and why it stopped on 4403', async () => {
    server.use(...chatHandlers());
    renderApp('#/demo/conversation');
    await screen.findByRole('textbox', { name: 'Message' }, { timeout: 15_000 });
    expect(await screen.findByText('Connecting…')).toBeTruthy();
    const ws = await readySocket();
    await waitFor(() => expect(screen.queryByText('Connecting…')).toBeNull());
    ws.serverClose(1006);
    expect(await screen.findByText(/Connection lost. Reconnecting in \d+ seconds?…/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.last().open();
    FakeSocket.last().serverClose(4403);
    expect(await screen.findByText("You cannot join this group's chat.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('inside the wallet app from 3.11 opens the app\'s own conversation instead', async () => {
    const hostSignal = host as Signal<HostInfo>;
    const original = host.value;
    hostSignal.value = { kind: 'wallet', platform: 'ios', appVersion: '3.11.0' };
    try {
      server.use(...chatHandlers());
      renderApp('#/demo/conversation');
      expect(await screen.findByText('Opened in the app', {}, { timeout: 15_000 })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Open the chat again' })).toBeTruthy();
      expect(FakeSocket.all).toHaveLength(0);
    } finally {
      hostSignal.value = original;
    }
  });
});
