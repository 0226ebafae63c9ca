import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { streamCalls } from '../../../../contract/api/stream';
import { logoutGroup, setSession } from '../../../lib/session';
import { ModalHost } from '../../../ui/ModalHost';
import { closeAllModals } from '../../../ui/modals';
import { account } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { groupSettings, type GroupSettings } from '../../group';
import { groupPublicFixture, groupSettingsFixture } from '../../../../test/fixtures/group';
import { streamInfo } from '../model';
import type { StreamInfo } from '../../../../contract/stream';
import { StreamPage } from './StreamPage';
import { withTexts } from '../../../../test/texts';
import { FakeSocket } from '../../../../test/fakeSocket';
import { chatMessageFixture, chatStateFixture } from '../../../../test/fixtures/chat';
import { resetChatRooms } from '../../chat';
import { groupCalls } from '../../../../contract/api/group';
import { chatCalls } from '../../../../contract/api/chat';
import { accountCalls } from '../../../../contract/api/account';

beforeAll(() => withTexts('stream', 'auth', 'widgets'));

const attached: string[] = [];
const fatals: (() => void)[] = [];
vi.mock('../hlsPlayer', () => ({
  attachHls: (_video: HTMLVideoElement, src: string, onFatal: () => void) => {
    attached.push(src);
    fatals.push(onFatal);
    return Promise.resolve({ how: 'native', detach: () => {} });
  },
}));

useMswServer();

const stream = (over: Partial<StreamInfo> = {}): StreamInfo => ({
  stream_id: 's1', title: 'Evening live', state: 'living', disabled: false, public: false, paid: false,
  product_id: null, price: null, started_at: '2026-01-01T10:00:00Z', stopped_at: null,
  viewer_can_watch: false, viewer_paid: false, ...over,
});

function handlers(info: StreamInfo | null, opts: { role?: 'user' | 'admin'; settings?: Partial<GroupSettings> } = {}) {
  server.use(
    mockCall('demo', streamCalls.info, () => HttpResponse.json({ data: info })),
    mockCall('demo', streamCalls.previews, () =>
      HttpResponse.json({ data: [{ preview_id: 'p1', title: 'Moon night', description: '', cover_url: '', state: 'pending', live_at: null }] })),
    mockCall('demo', groupCalls.public, () => HttpResponse.json({ data: groupPublicFixture() })),
    mockCall('demo', groupCalls.settings, () => HttpResponse.json({ data: groupSettingsFixture(opts.settings) })),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: opts.role || 'user' }) })),
    mockCall('demo', streamCalls.urls, () =>
      HttpResponse.json({
        data: { stream_id: 's1', hls: '/sandbox/live/s1/index.m3u8', qualities: [{ quality: '480p', url: '/sandbox/live/s1/480p.m3u8' }] },
      })),
    mockCall('demo', chatCalls.messages, () => HttpResponse.json({ data: { messages: [] } })),
    mockCall('demo', chatCalls.state, () => HttpResponse.json({ data: chatStateFixture() })),
  );
}

const renderPage = () => render(<><StreamPage group="demo" /><ModalHost /></>);

beforeEach(() => {
  FakeSocket.reset();
  attached.length = 0;
  fatals.length = 0;
  streamInfo.clear('demo');
  groupSettings.clear('demo');
  account.clear('demo');
});
afterEach(() => {
  closeAllModals();
  cleanup();
  resetChatRooms();
  logoutGroup('demo');
  vi.useRealTimers();
});

describe('StreamPage', () => {
  it('asks a guest to log in, and shows what the stream is and the previews', async () => {
    handlers(stream({ public: true, paid: true, product_id: 'p', price: { asset_id: 'cny', amount: '9.90' } }));
    renderPage();
    expect(await screen.findByText('Log in to watch the stream.')).toBeTruthy();
    expect(screen.getByText('Public')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(await screen.findByText('Moon night')).toBeTruthy();
    expect(screen.queryByText('Stream tools')).toBeNull();
  });

  it('plays the stream for a member the server lets watch, switching to a chosen quality', async () => {
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    handlers(stream({ viewer_can_watch: true }));
    renderPage();
    await waitFor(() => expect(attached).toEqual(['/sandbox/live/s1/index.m3u8']));
    fireEvent.click(screen.getByRole('button', { name: '480p' }));
    await waitFor(() => expect(attached[attached.length - 1]).toBe('/sandbox/live/s1/480p.m3u8'));
    expect(screen.getByRole('button', { name: '480p' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('chats in the stream channel on the group socket: the page, then live messages (issue 12 point 7)', async () => {
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    handlers(stream({ viewer_can_watch: true }));
    let asked = '';
    server.use(
      mockCall('demo', chatCalls.messages, ({ request }) => {
        asked = new URL(request.url).searchParams.get('channel') || '';
        return HttpResponse.json({ data: { messages: [chatMessageFixture({ seq: 5, channel: 'stream:s1', text: 'Hi stream' })] } });
      }),
    );
    renderPage();
    expect(await screen.findByText('Hi stream')).toBeTruthy();
    expect(asked).toBe('stream:s1');
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    const ws = FakeSocket.last();
    ws.open();
    ws.ready();
    await waitFor(() => expect(ws.framesOf('subscribe')).toEqual([{ type: 'subscribe', channel: 'stream:s1', after: 5 }]));
    ws.receive({ type: 'message', channel: 'stream:s1', message: chatMessageFixture({ seq: 6, channel: 'stream:s1', text: 'Live hello' }) });
    expect(await screen.findByText('Live hello')).toBeTruthy();
  });

  it('puts a refused message back in the box and says why under it, not in a toast', async () => {
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    handlers(stream({ viewer_can_watch: true }));
    const sent: string[] = [];
    server.use(
      mockCall('demo', chatCalls.send, async ({ request }) => {
        sent.push(((await request.json()) as { text: string }).text);
        return HttpResponse.json({ code: 102604, message: 'deny word: spam' }, { status: 400 });
      }),
    );
    renderPage();
    const box = (await screen.findByRole('textbox', { name: 'Say something' })) as HTMLInputElement;
    const chat = box.closest('section')!;
    fireEvent.input(box, { target: { value: 'buy spam now' } });
    fireEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual(['buy spam now']));
    const alert = await within(chat).findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(box.value).toBe('buy spam now');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    // Typing again clears what was said.
    fireEvent.input(box, { target: { value: 'buy books now' } });
    expect(within(chat).queryByRole('alert')).toBeNull();
  });

  it('says "no live events" in place of the stream chat when the server has none', async () => {
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    handlers(stream({ viewer_can_watch: true }));
    server.use(
      mockCall('demo', chatCalls.messages, () => HttpResponse.json({ code: 102614, message: 'no live events' }, { status: 404 })),
    );
    renderPage();
    expect(await screen.findByText('No live events right now.')).toBeTruthy();
  });

  it('offers payment to a member of a paid stream not yet paid', async () => {
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    handlers(stream({ paid: true, product_id: 'p' }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Pay to watch' })).toBeTruthy();
    expect(attached).toEqual([]);
  });

  it('does not let an admin start a stream in lecture mode', async () => {
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    handlers(null, { role: 'admin', settings: { 'group-mode': 'lecture' } });
    renderPage();
    expect(await screen.findByText(/cannot start while the group is in lecture mode/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start the stream' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('warns an admin restarting a charged stream that earlier payers pay again, then starts a new one', async () => {
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    handlers(stream({ state: 'stopped', disabled: true, paid: true, product_id: 'p' }), { role: 'admin' });
    let started: unknown = null;
    server.use(
      mockCall('demo', streamCalls.start, async ({ request }) => {
        started = await request.json();
        return HttpResponse.json({ data: stream({ stream_id: 's2' }) });
      }),
    );
    renderPage();
    fireEvent.input(await screen.findByLabelText('Title'), { target: { value: 'Round two' } });
    fireEvent.input(screen.getByLabelText('Price in CNY (empty: free)'), { target: { value: '5.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the stream' }));
    expect(await screen.findByText(/members who paid before must pay again/)).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(Array.from(dialog.querySelectorAll('button')).filter((b) => b.textContent === 'Start the stream')[0]);
    await waitFor(() => expect(started).toEqual({ title: 'Round two', public: false, price: { asset_id: 'cny', amount: '5.5' } }));
  });

  it('shows the publish URL with a 5-minute countdown', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    setSession('demo', { token: 'tok', refresh_token: 'ref' });
    handlers(stream(), { role: 'admin' });
    server.use(
      mockCall('demo', streamCalls.publishUrl, () =>
        HttpResponse.json({ data: { url: 'rtmp://push.test/live/key1', expires_at: '2026-01-01T10:05:00Z', valid_seconds: 300 } })),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Get the publish URL' }));
    expect(await screen.findByText('rtmp://push.test/live/key1')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Valid for 00:05:00');
    expect(screen.getByRole('button', { name: 'Copy the publish URL' })).toBeTruthy();
    // The ticker starts from an effect after the paint: wait until it has set its (fake) interval,
    // then move the clock. (Polled on the real setTimeout: vi.waitUntil would move the fake clock.)
    await new Promise<void>((resolve, reject) => {
      let tries = 0;
      const check = () => {
        if (vi.getTimerCount() === 1) resolve();
        else if (++tries > 600) reject(new Error('the ticker set no interval'));
        else setTimeout(check, 5);
      };
      check();
    });
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Valid for 00:03:59');
    act(() => {
      vi.advanceTimersByTime(239_000);
    });
    expect(screen.queryByText('rtmp://push.test/live/key1')).toBeNull();
    expect(screen.getByText('This URL has expired. Get a new one.')).toBeTruthy();
  });
});

describe('the member\'s player while live, and the stop (issue 26 point 7)', () => {
  /** The stream the server describes now: live, until the test says it stopped. */
  function liveThenStopped() {
    let current = stream({ viewer_can_watch: true });
    let reads = 0;
    handlers(null, { settings: { 'group-mode': 'streaming', lecturing_or_streaming_started_at: '2026-01-01T10:00:00Z' } });
    server.use(mockCall('demo', streamCalls.info, () => {
      reads++;
      return HttpResponse.json({ data: current });
    }));
    return {
      stop: () => (current = stream({ viewer_can_watch: true, state: 'stopped', disabled: true, stopped_at: '2026-01-01T11:00:00Z' })),
      reads: () => reads,
    };
  }

  it('shows LIVE and its own play, mute and full-screen controls: no native controls, so no seek bar', async () => {
    liveThenStopped();
    setSession('demo', { token: 't', refresh_token: 'r' });
    renderPage();
    const video = await screen.findByLabelText('Live stream');
    expect(video.hasAttribute('controls')).toBe(false);
    expect(screen.getByText('LIVE')).toBeTruthy();
    const controls = screen.getByRole('group', { name: 'Player controls' });
    expect(within(controls).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pause', 'Unmute', 'Full screen']);
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('notices within 3 s that the lecturer stopped, without the socket: the player gives way to "The live has ended."', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const live = liveThenStopped();
    setSession('demo', { token: 't', refresh_token: 'r' });
    renderPage();
    expect(await screen.findByLabelText('Live stream')).toBeTruthy();
    const before = live.reads();
    live.stop();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(live.reads()).toBe(before);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(await screen.findByRole('heading', { name: 'The live has ended.' })).toBeTruthy();
    expect(screen.getByText('“Evening live” is over. Thanks for watching.')).toBeTruthy();
    expect(screen.queryByLabelText('Live stream')).toBeNull();
    expect(screen.queryByText('LIVE')).toBeNull();
    // Ended: nothing is polled any more.
    const after = live.reads();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(live.reads()).toBe(after);
  });

  it('hears the stop on the group socket at once, and polls not while the socket is connected', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const live = liveThenStopped();
    setSession('demo', { token: 't', refresh_token: 'r' });
    renderPage();
    expect(await screen.findByLabelText('Live stream')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0));
    const ws = FakeSocket.last();
    ws.open();
    ws.ready('u1', 'user');
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    const before = live.reads();
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(live.reads()).toBe(before);
    live.stop();
    ws.receive({ type: 'state', state: { mode: 'free', announcement: '', rate_limit: 0, lecturing_or_streaming_started_at: null } });
    expect(await screen.findByRole('heading', { name: 'The live has ended.' })).toBeTruthy();
  });

  /** The page with its player attached and the group's socket connected: nothing is polled then. */
  async function watchingOnSocket() {
    const live = liveThenStopped();
    setSession('demo', { token: 't', refresh_token: 'r' });
    renderPage();
    expect(await screen.findByLabelText('Live stream')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0));
    FakeSocket.last().open();
    FakeSocket.last().ready('u1', 'user');
    await waitFor(() => expect(fatals.length).toBeGreaterThan(0));
    return live;
  }

  it('reads the state again when the player fails for good (the push ended), and shows the end', async () => {
    const live = await watchingOnSocket();
    live.stop();
    act(() => fatals[fatals.length - 1]!());
    expect(await screen.findByRole('heading', { name: 'The live has ended.' })).toBeTruthy();
  });

  it('reads the state again when the video ends', async () => {
    const live = await watchingOnSocket();
    live.stop();
    fireEvent(screen.getByLabelText('Live stream'), new Event('ended'));
    expect(await screen.findByRole('heading', { name: 'The live has ended.' })).toBeTruthy();
  });

  it('says the stream could not be loaded, with a retry that reads it again', async () => {
    handlers(stream({ public: true }));
    let reads = 0;
    server.use(mockCall('demo', streamCalls.info, () => (++reads === 1
      ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
      : HttpResponse.json({ data: stream({ public: true }) }))));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The live stream could not be loaded.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Log in to watch the stream.')).toBeTruthy();
    expect(reads).toBe(2);
  });
});
