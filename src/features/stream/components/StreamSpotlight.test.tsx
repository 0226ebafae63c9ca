import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { streamCalls } from '../../../../contract/api/stream';
import { logoutGroup, setSession } from '../../../lib/session';
import { meFixture } from '../../../../test/fixtures/account';
import { account } from '../../account';
import { groupSettings } from '../../group';
import { groupSettingsFixture } from '../../../../test/fixtures/group';
import type { GroupSettings } from '../../group';
import { followGroupLive, streamInfo } from '../model';
import type { StreamInfo } from '../../../../contract/stream';
import { StreamSpotlight } from './StreamSpotlight';
import { withTexts } from '../../../../test/texts';
import { FakeSocket } from '../../../../test/fakeSocket';
import { pastEveryDeadline, useFakeClock } from '../../../../test/clock';
import { groupCalls } from '../../../../contract/api/group';
import { accountCalls } from '../../../../contract/api/account';

// The real following, watched: a test can see whether the spotlight started it at all.
vi.mock('../model', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../model')>();
  return { ...actual, followGroupLive: vi.fn(actual.followGroupLive) };
});

beforeAll(() => withTexts('stream'));

useMswServer();

const STARTED = '2026-01-01T10:00:00.000Z';
const live = (over: Partial<StreamInfo> = {}): StreamInfo => ({
  stream_id: 's1', title: 'Evening live', state: 'living', disabled: false, public: false, paid: false,
  product_id: null, price: null, started_at: STARTED, stopped_at: null, viewer_can_watch: true, viewer_paid: false, ...over,
});

function handlers(settings: Partial<GroupSettings>, info: StreamInfo | null, role: 'user' | 'lecturer' | 'admin' | 'owner' = 'user') {
  server.use(
    mockCall('demo', groupCalls.settings, () => HttpResponse.json({ data: groupSettingsFixture(settings) })),
    mockCall('demo', streamCalls.info, () => HttpResponse.json({ data: info })),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role, state: 'paid' }) })),
  );
}

beforeEach(() => {
  // Only the clock and the ticker are fake: msw and findBy* keep real timeouts.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(Date.parse(STARTED) + 3_661_000));
  groupSettings.clear('demo');
  streamInfo.clear('demo');
  account.clear('demo');
  setSession('demo', { token: 'tok', refresh_token: 'ref' });
});
afterEach(() => {
  // Real timers first, so the cleanups of the unmounted spotlight run on the real clock.
  vi.useRealTimers();
  cleanup();
  logoutGroup('demo');
  vi.mocked(followGroupLive).mockClear();
});

describe('StreamSpotlight', () => {
  it('shows a running timer from lecturing_or_streaming_started_at, refreshed every second, leading a member to the live stream', async () => {
    handlers({ lecturing_or_streaming_started_at: STARTED, 'group-mode': 'streaming' }, live());
    render(<StreamSpotlight group="demo" />);
    expect(await screen.findByText('01:01:01')).toBeTruthy();
    expect(screen.getByText('Live now')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('#/demo/streaming');
    expect(screen.queryByText('You can manage it')).toBeNull();
    // Let the ticker effect start.
    await act(async () => {});

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('01:01:02')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(screen.getByText('01:02:00')).toBeTruthy();
  });

  it('gives a lecturer the with-permission subtitle and a link to the stream tools', async () => {
    handlers({ lecturing_or_streaming_started_at: STARTED, 'group-mode': 'streaming' }, live(), 'lecturer');
    render(<StreamSpotlight group="demo" />);
    expect(await screen.findByText('You can manage it')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('#/demo/stream');
  });

  it('leads the owner and admins to the admin portal, as §2 says (a plain lecturer would be refused there)', async () => {
    for (const role of ['owner', 'admin'] as const) {
      account.clear('demo');
      groupSettings.clear('demo');
      streamInfo.clear('demo');
      handlers({ lecturing_or_streaming_started_at: STARTED, 'group-mode': 'lecture' }, null, role);
      const view = render(<StreamSpotlight group="demo" />);
      expect(await screen.findByText('You can manage it')).toBeTruthy();
      expect(screen.getByRole('link').getAttribute('href'), role).toBe('#/demo/admin');
      view.unmount();
    }
  });

  it('shows a lecture to a member without leading anywhere', async () => {
    handlers({ lecturing_or_streaming_started_at: STARTED, 'group-mode': 'lecture' }, null);
    render(<StreamSpotlight group="demo" />);
    expect(await screen.findByText('Lecture in progress')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('stays hidden when nothing started, or the stream stopped outside lecture mode', async () => {
    handlers({ lecturing_or_streaming_started_at: null, 'group-mode': 'mute' }, live());
    const { container, unmount } = render(<StreamSpotlight group="demo" />);
    await vi.waitFor(() => expect(groupSettings.of('demo').data).toBeTruthy());
    expect(container.textContent).toBe('');
    unmount();

    groupSettings.clear('demo');
    streamInfo.clear('demo');
    handlers({ lecturing_or_streaming_started_at: STARTED, 'group-mode': 'free' }, live({ disabled: true, state: 'stopped' }));
    const second = render(<StreamSpotlight group="demo" />);
    await vi.waitFor(() => expect(streamInfo.of('demo').data).toBeTruthy());
    expect(second.container.textContent).toBe('');
  });

  it('checks again when the person comes back to the tab, and goes once the stream stopped', async () => {
    handlers({ lecturing_or_streaming_started_at: STARTED, 'group-mode': 'streaming' }, live());
    render(<StreamSpotlight group="demo" />);
    expect(await screen.findByText('Live now')).toBeTruthy();
    handlers({ lecturing_or_streaming_started_at: null, 'group-mode': 'free' }, live({ disabled: true, state: 'stopped' }));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(screen.queryByText('Live now')).toBeNull());
  });

  it('follows the group live over its socket: a lecture and a stream start and stop without a reload (issue 12 point 8)', async () => {
    let infoReads = 0;
    handlers({ lecturing_or_streaming_started_at: null, 'group-mode': 'free' }, null);
    server.use(
      mockCall('demo', streamCalls.info, () => {
        infoReads += 1;
        return HttpResponse.json({ data: infoReads > 1 ? live() : null });
      }),
    );
    const { container } = render(<StreamSpotlight group="demo" />);
    // A member's home opens the group's socket (its own chunk, after the first paint) and subscribes no channel.
    await vi.waitFor(() => expect(FakeSocket.all.length).toBe(1));
    const socket = FakeSocket.last();
    socket.open();
    expect(socket.framesOf('auth')).toEqual([{ type: 'auth', group: 'demo', token: 'tok' }]);
    socket.ready();
    expect(socket.framesOf('subscribe')).toEqual([]);
    await vi.waitFor(() => expect(groupSettings.of('demo').data).toBeTruthy());
    expect(container.textContent).toBe('');

    const state = { announcement: '', rate_limit: 10 };
    act(() => socket.receive({ type: 'state', state: { ...state, mode: 'lecture', lecturing_or_streaming_started_at: STARTED } }));
    expect(await screen.findByText('Lecture in progress')).toBeTruthy();
    expect(screen.getByText('01:01:01')).toBeTruthy();

    // The lecture ends; a stream starts: the stream's info is read again and the spotlight leads to it.
    act(() => socket.receive({ type: 'state', state: { ...state, mode: 'free', lecturing_or_streaming_started_at: null } }));
    await vi.waitFor(() => expect(screen.queryByText('Lecture in progress')).toBeNull());
    act(() => socket.receive({ type: 'state', state: { ...state, mode: 'streaming', lecturing_or_streaming_started_at: STARTED } }));
    expect(await screen.findByText('Live now')).toBeTruthy();
    expect(infoReads).toBeGreaterThanOrEqual(2);
    // Frames that are not the group's state change nothing; leaving the home closes the socket.
    act(() => socket.receive({ type: 'state', state: { mode: 'nonsense' } }));
    expect(screen.getByText('Live now')).toBeTruthy();
    cleanup();
    await vi.waitFor(() => expect(socket.closedWith).toBe(1000));
  });

  it('opens no socket for someone not in the group', async () => {
    handlers({ lecturing_or_streaming_started_at: null, 'group-mode': 'free' }, null);
    server.use(mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'user', state: 'pending' }) })));
    // Following starts from an effect of the render that has the account: with the clock fake,
    // moving it past every deadline runs that effect for sure.
    useFakeClock();
    render(<StreamSpotlight group="demo" />);
    await vi.waitFor(() => expect(account.of('demo').data).toBeTruthy());
    await pastEveryDeadline();
    expect(followGroupLive).not.toHaveBeenCalled();
    expect(FakeSocket.all).toEqual([]);
  });
});
