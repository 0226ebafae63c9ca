// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokens } from './session';
import {
  BACKOFF_CAP_MS, MAX_ATTEMPTS, PONG_TIMEOUT_MS, STABLE_MS, backoffCeiling, backoffDelay, chatSocketUrl, createChatConnection,
  type ChatConnection,
} from './groupSocket';
import { FakeSocket } from '../../test/fakeSocket';
import { CHAT_CLOSE_TOO_MANY_FRAMES, CHAT_HEARTBEAT_MS } from '../../contract/chat';

let conn: ChatConnection | null = null;

function connect(opts: { random?: () => number; refresh?: () => Promise<boolean> } = {}) {
  conn = createChatConnection({ group: 'demo', url: 'ws://test/ws', socket: FakeSocket.factory, ...opts });
  conn.open();
  return conn;
}

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
  tokens.value = { demo: 'token-1' };
});

afterEach(() => {
  if (conn) conn.close();
  conn = null;
  vi.useRealTimers();
  tokens.value = {};
});

describe('backoff with full jitter', () => {
  it('waits anywhere from 0 up to 1 s, 2 s, 4 s … capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(backoffCeiling)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    for (const attempt of [0, 3, 9]) {
      expect(backoffDelay(attempt, () => 0)).toBe(0);
      expect(backoffDelay(attempt, () => 0.999999)).toBeLessThan(backoffCeiling(attempt));
      expect(backoffDelay(attempt, () => 0.5)).toBe(backoffCeiling(attempt) / 2);
    }
    expect(backoffDelay(20, () => 0.999999)).toBeLessThan(BACKOFF_CAP_MS);
  });

  it('reads VITE_WS_BASE, else the page origin with ws(s):// and /ws', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'app.example.com' })).toBe('wss://app.example.com/ws');
    expect(chatSocketUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe('ws://127.0.0.1:8080/ws');
  });
});

describe('chat connection', () => {
  it('sends the auth frame first, with the group token, and subscribes after ready with the last seq held', () => {
    const c = connect();
    let held: number | null = 41;
    c.subscribe('group', { after: () => held, onFrame: () => {} });
    expect(c.state.value).toBe('connecting');
    const ws = FakeSocket.last();
    expect(ws.url).toBe('ws://test/ws');
    expect(ws.url).not.toContain('token');
    ws.open();
    expect(ws.sent).toEqual([{ type: 'auth', group: 'demo', token: 'token-1' }]);
    ws.ready('u1', 'user');
    expect(c.state.value).toBe('connected');
    expect(c.me.value).toEqual({ user_id: 'u1', role: 'user' });
    expect(ws.sent[1]).toEqual({ type: 'subscribe', channel: 'group', after: 41 });
    held = 50;
    c.subscribe('stream:s1', { after: () => null, onFrame: () => {} });
    expect(ws.sent[2]).toEqual({ type: 'subscribe', channel: 'stream:s1', after: null });
  });

  it('hands backlog, message and update frames to their channel and state frames to state listeners', () => {
    const c = connect();
    const frames: any[] = [];
    const states: any[] = [];
    c.subscribe('group', { after: () => null, onFrame: (f) => frames.push(f) });
    c.onState((f) => states.push(f));
    const ws = FakeSocket.last();
    ws.open();
    ws.ready();
    ws.receive({ type: 'backlog', channel: 'group', messages: [], more: false, truncated: false });
    ws.receive({ type: 'message', channel: 'group', message: { seq: 1 } });
    ws.receive({ type: 'message', channel: 'stream:x', message: { seq: 2 } });
    ws.receive({ type: 'state', state: { mode: 'lecture' } });
    expect(frames.map((f) => f.type)).toEqual(['backlog', 'message']);
    expect(states).toHaveLength(1);
  });

  it('backs off with jitter after a drop, up to the ceiling of each attempt, then fails after MAX_ATTEMPTS', () => {
    const c = connect({ random: () => 0.999 });
    FakeSocket.last().serverClose(1006);
    expect(c.state.value).toBe('reconnecting');
    const ceilings: number[] = [];
    for (let i = 0; i < MAX_ATTEMPTS - 1; i++) {
      const before = FakeSocket.all.length;
      const wait = (c.retryAt.value as number) - Date.now();
      ceilings.push(wait);
      expect(wait).toBeLessThan(backoffCeiling(i));
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.all.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all.length).toBe(before + 1);
      FakeSocket.last().serverClose(1006);
    }
    // Growing waits, up to 30 s.
    expect(ceilings[1]).toBeGreaterThan(ceilings[0]);
    expect(Math.max(...ceilings)).toBeLessThan(BACKOFF_CAP_MS);
    vi.advanceTimersByTime(BACKOFF_CAP_MS);
    FakeSocket.last().serverClose(1006);
    expect(c.state.value).toBe('failed');
    expect(c.failure.value).toBe('unreachable');
    const count = FakeSocket.all.length;
    vi.advanceTimersByTime(120000);
    expect(FakeSocket.all.length).toBe(count);
    // "Retry" starts over.
    c.retryNow();
    expect(FakeSocket.all.length).toBe(count + 1);
    expect(c.state.value).toBe('connecting');
  });

  it('starts the backoff over after a connection that stayed up, not after one that dropped at once', () => {
    const c = connect({ random: () => 0.999 });
    FakeSocket.last().serverClose(1006);
    vi.advanceTimersByTime(1000);
    FakeSocket.last().serverClose(1006);
    vi.advanceTimersByTime(2000);
    // A quick ready then a drop: the next wait keeps growing (up to 4 s).
    let ws = FakeSocket.last();
    ws.open();
    ws.ready();
    ws.serverClose(1006);
    expect((c.retryAt.value as number) - Date.now()).toBeGreaterThan(2000);
    vi.advanceTimersByTime(4000);
    ws = FakeSocket.last();
    ws.open();
    ws.ready();
    vi.advanceTimersByTime(STABLE_MS);
    ws.serverClose(1006);
    expect((c.retryAt.value as number) - Date.now()).toBeLessThan(1000);
  });

  it('after 4429 (too many frames) comes back after a growing backoff, even after a long connection, and resumes from the last seq', () => {
    const c = connect({ random: () => 0.999 });
    let held: number | null = 7;
    c.subscribe('group', { after: () => held, onFrame: () => {} });
    FakeSocket.last().serverClose(1006);
    vi.advanceTimersByTime(1000);
    let ws = FakeSocket.last();
    ws.open();
    ws.ready();
    expect(ws.framesOf('subscribe')).toEqual([{ type: 'subscribe', channel: 'group', after: 7 }]);
    // A long good connection, then the server finds it too talkative: the backoff does not start over.
    vi.advanceTimersByTime(STABLE_MS);
    held = 12;
    ws.serverClose(CHAT_CLOSE_TOO_MANY_FRAMES);
    expect(c.state.value).toBe('reconnecting');
    const wait = (c.retryAt.value as number) - Date.now();
    expect(wait).toBeGreaterThanOrEqual(backoffCeiling(0));
    expect(wait).toBeLessThan(backoffCeiling(1));
    vi.advanceTimersByTime(wait - 1);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    ws = FakeSocket.last();
    ws.open();
    ws.ready();
    expect(ws.framesOf('subscribe')).toEqual([{ type: 'subscribe', channel: 'group', after: 12 }]);
    // Again at once: the next wait is longer still.
    ws.serverClose(CHAT_CLOSE_TOO_MANY_FRAMES);
    expect((c.retryAt.value as number) - Date.now()).toBeGreaterThanOrEqual(backoffCeiling(1));
  });

  it('reconnects at once when the phone is back online or the page visible again', () => {
    const c = connect({ random: () => 0.999 });
    FakeSocket.last().serverClose(1006);
    FakeSocket.last().serverClose(1006);
    expect(c.state.value).toBe('reconnecting');
    expect(FakeSocket.all).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(2);
    expect(c.state.value).toBe('connecting');

    FakeSocket.last().serverClose(1006);
    expect(c.state.value).toBe('reconnecting');
    setVisibility('hidden');
    expect(FakeSocket.all).toHaveLength(2);
    setVisibility('visible');
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('checks a connected socket with a ping when the page becomes visible, and drops it when nothing answers', () => {
    const c = connect({ random: () => 0 });
    const ws = FakeSocket.last();
    ws.open();
    ws.ready();
    setVisibility('visible');
    expect(ws.framesOf('ping')).toHaveLength(1);
    vi.advanceTimersByTime(PONG_TIMEOUT_MS);
    expect(ws.closedWith).not.toBeNull();
    expect(c.state.value).toBe('reconnecting');
  });

  it('pings every heartbeat and keeps a socket that answers', () => {
    const c = connect();
    const ws = FakeSocket.last();
    ws.open();
    ws.ready();
    vi.advanceTimersByTime(CHAT_HEARTBEAT_MS);
    expect(ws.framesOf('ping')).toHaveLength(1);
    ws.receive({ type: 'pong' });
    vi.advanceTimersByTime(CHAT_HEARTBEAT_MS);
    expect(ws.framesOf('ping')).toHaveLength(2);
    expect(c.state.value).toBe('connected');
  });

  it('on 4401 renews the token through the http layer, then reconnects with the new one', async () => {
    const refresh = vi.fn(() => {
      tokens.value = { demo: 'token-2' };
      return Promise.resolve(true);
    });
    const c = connect({ refresh });
    const ws = FakeSocket.last();
    ws.open();
    ws.serverClose(4401);
    expect(refresh).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(FakeSocket.all).toHaveLength(2);
    const again = FakeSocket.last();
    again.open();
    expect(again.sent[0]).toEqual({ type: 'auth', group: 'demo', token: 'token-2' });
    again.ready();
    expect(c.state.value).toBe('connected');
  });

  it('fails with "login" when the refresh ends the session', async () => {
    const refresh = vi.fn(() => {
      tokens.value = {};
      return Promise.resolve(false);
    });
    const c = connect({ refresh });
    FakeSocket.last().open();
    FakeSocket.last().serverClose(4401);
    await Promise.resolve();
    await Promise.resolve();
    expect(c.state.value).toBe('failed');
    expect(c.failure.value).toBe('login');
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('sends a new auth frame on the same socket after a token refresh', () => {
    connect();
    const ws = FakeSocket.last();
    ws.open();
    ws.ready();
    tokens.value = { demo: 'token-3' };
    expect(ws.framesOf('auth')).toEqual([
      { type: 'auth', group: 'demo', token: 'token-1' },
      { type: 'auth', group: 'demo', token: 'token-3' },
    ]);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('stops on 4403 and says why: no retry, not even when online again', () => {
    const c = connect();
    FakeSocket.last().open();
    FakeSocket.last().serverClose(4403);
    expect(c.state.value).toBe('failed');
    expect(c.failure.value).toBe('forbidden');
    vi.advanceTimersByTime(120000);
    window.dispatchEvent(new Event('online'));
    c.retryNow();
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('close() ends everything: no reconnect, state disconnected', () => {
    const c = connect();
    const ws = FakeSocket.last();
    ws.open();
    ws.ready();
    c.close();
    conn = null;
    expect(ws.closedWith).toBe(1000);
    expect(c.state.value).toBe('disconnected');
    vi.advanceTimersByTime(120000);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(1);
  });
});
