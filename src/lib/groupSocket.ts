import { effect, signal, type Signal } from '@preact/signals';
import { refreshSession } from './http';
import { tokens } from './session';
import {
  CHAT_CLOSE_UNAUTHORIZED, CHAT_CLOSE_AUTH_TIMEOUT, CHAT_CLOSE_FORBIDDEN, CHAT_CLOSE_TOO_MANY_FRAMES, CHAT_HEARTBEAT_MS,
  type ChatChannel,
} from '../../contract/chat';

/**
 * The group's socket (issue 12; server/chat/hub.ts): one per group, shared by every screen that
 * shows a chat channel and by the home, which follows the group's live state (mode, lecture and
 * stream clock) on it. It proves itself with the group's access token in the first frame (never
 * in the URL), swaps in a refreshed token with a new `auth` frame, subscribes each channel with the
 * last seq held so the server sends what was missed, and comes back by itself after a drop: at
 * once when the phone is back online or the page visible again, otherwise after a backoff with
 * full jitter (a random wait up to 1 s, 2 s, 4 s … 30 s), so a thousand phones that lost the
 * server together do not return together.
 */

/** §4 chat connection: disconnect, connecting, connected; and while it comes back: reconnecting, failed. */
export type ChatConnectionState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** Why the connection gave up: the server refused the member here (4403), the login ended, or too many tries. */
export type ChatFailure = 'forbidden' | 'login' | 'unreachable';

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 30000;
/** Tries without a good connection before the bar says "failed" and waits for the person (or the network). */
export const MAX_ATTEMPTS = 8;
/** A connection that stayed up this long was a good one: the next drop starts the backoff again from 1 s. */
export const STABLE_MS = 10000;
/** How long a ping may go unanswered (any frame counts) before the socket is taken for dead. */
export const PONG_TIMEOUT_MS = 10000;

/** The longest wait before try `attempt` (0 = the first retry): 1 s, 2 s, 4 s … capped at 30 s. */
export function backoffCeiling(attempt: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * Math.pow(2, attempt));
}

/** Full jitter: anywhere from 0 to the ceiling. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * backoffCeiling(attempt));
}

/** `VITE_WS_BASE` (the socket URL), else this page's origin with ws(s):// and the path /ws. */
export function chatSocketUrl(loc: { protocol: string; host: string } = location): string {
  const configured = import.meta.env.VITE_WS_BASE as string | undefined;
  if (configured) return configured;
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

/** A frame from the server, as parsed; the model validates what it keeps. */
export interface ChatFrame {
  type: string;
  channel?: ChatChannel;
  [key: string]: unknown;
}

export interface ChatChannelHandler {
  /** The last seq held in this channel (null: none yet, only live messages are wanted). */
  after: () => number | null;
  /** backlog, message and update frames of this channel. */
  onFrame: (frame: ChatFrame) => void;
}

/** The part of WebSocket this module uses, so tests can hand in a fake. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', fn: () => void): void;
  addEventListener(type: 'message', fn: (ev: { data: unknown }) => void): void;
  addEventListener(type: 'close', fn: (ev: { code: number }) => void): void;
}
export type SocketFactory = (url: string) => SocketLike;

export interface ChatConnectionOptions {
  group: string;
  url?: string;
  socket?: SocketFactory;
  random?: () => number;
  /** The group's access token now (the session's). */
  token?: () => string | undefined;
  /** Renews the group's tokens; true when a new one is in place (lib/http's refreshSession). */
  refresh?: () => Promise<boolean>;
}

export interface ChatConnection {
  state: Signal<ChatConnectionState>;
  /** When the next try starts (epoch ms), while reconnecting. */
  retryAt: Signal<number | null>;
  failure: Signal<ChatFailure | null>;
  /** The caller's user id and role, from the `ready` frame. */
  me: Signal<{ user_id: string; role: string } | null>;
  open(): void;
  close(): void;
  /** Connects now, skipping the wait ("Retry now" / "Retry"). */
  retryNow(): void;
  /** Subscribes a channel (again after every reconnect); returns its unsubscribe. */
  subscribe(channel: ChatChannel, handler: ChatChannelHandler): () => void;
  /** `state` frames (mode, announcement, rate limit, lecture clock). */
  onState(fn: (frame: ChatFrame) => void): () => void;
}

const OPEN = 1;

function defaultSocket(url: string): SocketLike {
  return new WebSocket(url) as unknown as SocketLike;
}

export function createChatConnection(options: ChatConnectionOptions): ChatConnection {
  const { group } = options;
  const makeSocket = options.socket || defaultSocket;
  const random = options.random || Math.random;
  const currentToken = options.token || (() => tokens.value[group]);
  const refresh = options.refresh || (() => refreshSession(group));

  const state = signal<ChatConnectionState>('disconnected');
  const retryAt = signal<number | null>(null);
  const failure = signal<ChatFailure | null>(null);
  const me = signal<{ user_id: string; role: string } | null>(null);
  const channels: Record<string, ChatChannelHandler> = {};
  const stateListeners: ((frame: ChatFrame) => void)[] = [];

  let wanted = false;
  let socket: SocketLike | null = null;
  let ready = false;
  let sentToken: string | undefined;
  let attempt = 0;
  let readyAt = 0;
  let authRefusals = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | null = null;
  let stopTokenWatch: (() => void) | null = null;

  const send = (frame: object) => {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(frame));
  };

  const clearTimers = () => {
    if (retryTimer) clearTimeout(retryTimer);
    if (heartbeat) clearInterval(heartbeat);
    if (pongTimer) clearTimeout(pongTimer);
    retryTimer = heartbeat = pongTimer = null;
  };

  /** Drops the socket; its later events are ignored (each handler checks it is still the socket). */
  const dropSocket = (code = 1000) => {
    const old = socket;
    socket = null;
    ready = false;
    if (!old) return;
    try {
      old.close(code);
    } catch {
      /* already closing */
    }
  };

  // A ping that no frame answers in time means the socket died quietly (the phone slept, the
  // network changed under it): close it and come back.
  const ping = () => {
    if (!socket || !ready) return;
    send({ type: 'ping' });
    if (!pongTimer) pongTimer = setTimeout(() => lost(), PONG_TIMEOUT_MS);
  };

  const giveUp = (why: ChatFailure) => {
    clearTimers();
    dropSocket();
    failure.value = why;
    retryAt.value = null;
    state.value = 'failed';
  };

  const schedule = () => {
    clearTimers();
    if (!wanted) return;
    if (attempt >= MAX_ATTEMPTS) return giveUp('unreachable');
    const delay = backoffDelay(attempt, random);
    attempt += 1;
    retryAt.value = Date.now() + delay;
    state.value = 'reconnecting';
    retryTimer = setTimeout(connect, delay);
  };

  /** The socket closed or went quiet: back off and try again (a long good connection starts over). */
  function lost() {
    const wasGood = ready && Date.now() - readyAt >= STABLE_MS;
    dropSocket();
    if (wasGood) attempt = 0;
    schedule();
  }

  function onClose(code: number) {
    const wasReady = ready;
    socket = null;
    ready = false;
    if (!wanted) return;
    if (code === CHAT_CLOSE_FORBIDDEN) return giveUp('forbidden');
    if (code === CHAT_CLOSE_UNAUTHORIZED) {
      // An expired token: renew it and come straight back. A second refusal in a row backs off.
      authRefusals += 1;
      if (authRefusals > 1) return lostAfterClose(wasReady);
      clearTimers();
      state.value = 'connecting';
      const used = sentToken;
      refresh().then((renewed) => {
        if (!wanted || socket) return;
        const now = currentToken();
        if (!now) return giveUp('login');
        if (renewed || now !== used) connect();
        else lostAfterClose(false);
      });
      return;
    }
    // 4429: this socket sent more frames than the server takes. Back off, and never start the backoff over
    // for it (however long the connection stayed up): whatever made it so talkative would do it again at
    // once. The next socket subscribes from the last seq held, so nothing is lost.
    if (code === CHAT_CLOSE_TOO_MANY_FRAMES) return lostAfterClose(false);
    // 4408 (auth took too long) and every other close: back off.
    if (code === CHAT_CLOSE_AUTH_TIMEOUT) authRefusals = 0;
    lostAfterClose(wasReady);
  }

  function lostAfterClose(wasReady: boolean) {
    if (wasReady && Date.now() - readyAt >= STABLE_MS) attempt = 0;
    schedule();
  }

  function onFrame(raw: unknown) {
    let frame: ChatFrame;
    try {
      frame = JSON.parse(String(raw)) as ChatFrame;
    } catch {
      return;
    }
    if (!frame || typeof frame.type !== 'string') return;
    // Any frame proves the socket alive.
    if (pongTimer) {
      clearTimeout(pongTimer);
      pongTimer = null;
    }
    if (frame.type === 'ready') {
      ready = true;
      readyAt = Date.now();
      authRefusals = 0;
      failure.value = null;
      retryAt.value = null;
      me.value = { user_id: String(frame.user_id), role: String(frame.role) };
      state.value = 'connected';
      for (const channel in channels) send({ type: 'subscribe', channel, after: channels[channel].after() });
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = setInterval(ping, CHAT_HEARTBEAT_MS);
      return;
    }
    if (frame.type === 'state') {
      stateListeners.slice().forEach((fn) => fn(frame));
      return;
    }
    const handler = frame.channel ? channels[frame.channel] : undefined;
    if (handler && (frame.type === 'backlog' || frame.type === 'message' || frame.type === 'update')) handler.onFrame(frame);
  }

  function connect() {
    clearTimers();
    dropSocket();
    if (!wanted) return;
    const token = currentToken();
    if (!token) return giveUp('login');
    if (state.value !== 'reconnecting') state.value = 'connecting';
    let ws: SocketLike;
    try {
      ws = makeSocket(options.url || chatSocketUrl());
    } catch {
      return schedule();
    }
    socket = ws;
    ws.addEventListener('open', () => {
      if (socket !== ws) return;
      sentToken = currentToken();
      send({ type: 'auth', group, token: sentToken });
    });
    ws.addEventListener('message', (ev) => {
      if (socket === ws) onFrame(ev.data);
    });
    ws.addEventListener('close', (ev) => {
      if (socket === ws) onClose(ev.code);
    });
  }

  const onOnline = () => {
    if (!wanted || failure.value === 'forbidden' || failure.value === 'login') return;
    if (state.value === 'reconnecting' || state.value === 'failed') restart();
  };
  const onVisible = () => {
    if (document.visibilityState !== 'visible' || !wanted) return;
    if (state.value === 'connected') ping();
    else onOnline();
  };

  function restart() {
    attempt = 0;
    authRefusals = 0;
    failure.value = null;
    retryAt.value = null;
    state.value = 'connecting';
    connect();
  }

  return {
    state,
    retryAt,
    failure,
    me,
    open() {
      if (wanted) return;
      wanted = true;
      window.addEventListener('online', onOnline);
      document.addEventListener('visibilitychange', onVisible);
      // A refreshed token goes to the server on the same socket; a logout closes it.
      stopTokenWatch = effect(() => {
        const token = tokens.value[group];
        if (!socket || !ready) return;
        if (!token) giveUp('login');
        else if (token !== sentToken) {
          sentToken = token;
          send({ type: 'auth', group, token });
        }
      });
      restart();
    },
    close() {
      wanted = false;
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      if (stopTokenWatch) stopTokenWatch();
      stopTokenWatch = null;
      clearTimers();
      dropSocket();
      retryAt.value = null;
      state.value = 'disconnected';
    },
    retryNow() {
      if (wanted && failure.value !== 'forbidden') restart();
    },
    subscribe(channel, handler) {
      channels[channel] = handler;
      if (ready) send({ type: 'subscribe', channel, after: handler.after() });
      return () => {
        if (channels[channel] !== handler) return;
        delete channels[channel];
        if (ready) send({ type: 'unsubscribe', channel });
      };
    },
    onState(fn) {
      stateListeners.push(fn);
      return () => {
        const i = stateListeners.indexOf(fn);
        if (i >= 0) stateListeners.splice(i, 1);
      };
    },
  };
}

// ---- one socket per group, shared: opened while someone uses it, closed when no one does ----

interface SharedSocket {
  connection: ChatConnection;
  users: number;
}
const sockets: Record<string, SharedSocket> = {};

/** Tests hand in a fake socket here. */
let socketFactory: SocketFactory | undefined;
export function setGroupSocketFactory(factory: SocketFactory | undefined): void {
  socketFactory = factory;
}

/** The group's connection; it lives on, open while some screen uses it (acquireGroupSocket). */
export function groupSocket(group: string): ChatConnection {
  let shared = sockets[group];
  if (!shared) shared = sockets[group] = { connection: createChatConnection({ group, socket: socketFactory }), users: 0 };
  return shared.connection;
}

/** Says a screen uses the group's socket: the first user opens it. Call the returned function when done. */
export function acquireGroupSocket(group: string): () => void {
  const connection = groupSocket(group);
  const shared = sockets[group];
  shared.users += 1;
  if (shared.users === 1) connection.open();
  let released = false;
  return () => {
    if (released || sockets[group] !== shared) return;
    released = true;
    shared.users = Math.max(0, shared.users - 1);
    if (shared.users === 0) shared.connection.close();
  };
}

/** Tests: close and forget every group's socket. */
export function resetGroupSockets(): void {
  for (const group in sockets) {
    sockets[group].connection.close();
    delete sockets[group];
  }
}
