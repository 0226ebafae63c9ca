import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { is } from 'superstruct';
import {
  CHAT_AUTH_TIMEOUT_MS, CHAT_BACKLOG_PAGE, CHAT_CLOSE_AUTH_TIMEOUT, CHAT_CLOSE_FORBIDDEN, CHAT_CLOSE_RESTART,
  CHAT_CLOSE_TOO_MANY_FRAMES, CHAT_CLOSE_UNAUTHORIZED, CHAT_FRAME_BURST, CHAT_FRAMES_PER_SECOND, CHAT_GROUP_CHANNEL,
  CHAT_HEARTBEAT_MS, CHAT_LIST_CAP,
  ChatAuthFrame, ChatPingFrame, ChatSubscribeFrame, ChatUnsubscribeFrame, type ChatGroupState, type ChatServerFrame,
} from '../../contract/chat';
import { ErrorCode } from '../../contract/errors';
import type { AppDeps } from '../context';
import { ApiError } from '../lib/errors';
import { controlCharacterRefusal } from '../lib/validation';
import { mediaLinks } from '../routes/attachment/attachment.links';
import { layerOpen } from '../db/sql';
import { verifyGroupToken, viewerOf, type Viewer } from '../routes/auth/auth.middleware';
import {
  findChatMessageBySeq, listChatAfter, listGroupChatAfter, maxChannelSeq, maxGroupSeq, touchChatActivity,
  type ChatMessageRow,
} from '../routes/chat/chat.repo';
import { groupState, mayReadGroup, presentMessage, resolveChannel } from '../routes/chat/chat.service';
import { findGroup } from '../routes/group/group.repo';
import { chatBus, type ChatBusEvent } from './bus';
import { frameBudget, type FrameBudget } from './frameBudget';

// The chat's WebSocket hub (issue 12): `GET /ws` on the HTTP server Hono runs on. The first frame signs in
// with the group's access token (never the URL: URLs land in logs); then the socket subscribes to channels
// ('group', 'stream:<id>') with the last seq it has, gets what it missed (a backlog), then every new
// message in seq order. Messages are stored before anything is sent: the hub reads committed rows only
// (see bus.ts), with one cursor per group for the whole process, so every socket sees one order.
//
// Its reads are on the async layer (issue 27). Within a group, seq order is commit order on both engines
// (chat.repo's chat_heads), so a group's cursor never passes a row that commits later. Everything the hub
// reads for a group — the fan-out after the group's cursor, an update, a state frame, a backlog page, a
// live-only subscription's starting point — runs in that group's queue, one read at a time: two reads can
// never interleave and send a row twice or out of order, and a backlog page and the live fan-out see the
// table in one order (a row is either in the page or comes live after it). The queue never waits for a
// socket: a backlog's next page is queued once the previous one has been written, so one slow socket
// delays only its own backlog.
//
// A socket's frames are handled in its own queue, one at a time, in the order they came (signing in and
// subscribing read through the layer too, so an auth and a subscribe sent back to back are handled in that
// order); its sweeps (expiry, lost membership, a stream that ended) run in the same queue. A subscribe is
// handled once its first backlog page (or its live cursor) has been read in the group's queue. A socket's
// queue waits for its own lookups and its group's queue only: other sockets never wait for it, and the
// group's queue never waits for a socket.
//
// One socket must not hold the server (issue 22 point 6): every frame it sends spends its frame budget
// (frameBudget.ts; past it: close 4429); a channel has at most one subscription per socket; and a backlog is
// sent in pages of CHAT_BACKLOG_PAGE messages, one page per turn of the event loop, the next read only once
// the previous one has been written to the socket (so a slow reader holds back its own backlog, nobody else).

/** Rows read per round of the fan-out. */
const FANOUT_BATCH = 500;
/** A socket this far behind (bytes queued) is dropped rather than buffered without bound; it resumes. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** How long close() waits for the sockets to finish their closing handshake before cutting them off. */
const CLOSE_GRACE_MS = 1000;
/** Another process may write (a second server on the same file, a script): the hub looks this often. */
const POLL_MS = 1000;
/** The longest frame a client may send. */
const MAX_FRAME_BYTES = 16 * 1024;
/** Query parameters that smell of a credential: refused, so a token never rides in a URL. */
const TOKEN_PARAMS = /^(token|access_token|authorization|auth|jwt|bearer)$/i;

export type ChatHubOptions = {
  path?: string;
  heartbeatMs?: number;
  authTimeoutMs?: number;
};

type Subscription = {
  /** The last seq this socket has in the channel: live messages after it are sent. */
  cursor: number;
  /** False until a live-only subscription's cursor has been read (nothing is sent to it before). */
  ready: boolean;
  /**
   * Set while the backlog is being sent (`sent`: messages so far). Meanwhile live messages are not sent to this
   * subscription (the next page reads them from the table) and another subscribe to the channel is ignored.
   */
  paging: { sent: number } | null;
};

type Client = {
  ws: WebSocket;
  alive: boolean;
  authTimer: NodeJS.Timeout | null;
  expiryTimer: NodeJS.Timeout | null;
  auth: { groupId: string; userId: string; exp: number } | null;
  subs: Map<string, Subscription>;
  budget: FrameBudget;
  /** The socket's queue: its frames and sweeps, one at a time, in order. */
  turn: Promise<void>;
  /** A sweep is queued and has not started: another needs no second one. */
  sweepQueued: boolean;
  /** Past its frame budget: nothing more it sends is read, and it closes once its earlier frames are answered. */
  flooded: boolean;
};

/** A group with sockets here: its fan-out cursor and the queue its reads run in, one at a time. */
type Feed = {
  groupId: string;
  clients: Set<Client>;
  /** The last seq of the group sent live (null until read, at the head of the queue). */
  cursor: number | null;
  tail: Promise<void>;
  /** A fan-out is queued and has not started: another event needs no second one. */
  fanOutQueued: boolean;
};

export type ChatHub = {
  /** Sockets open now (authenticated or not). */
  readonly size: number;
  /**
   * Re-checks every socket now, each in its queue: expired tokens close 4401, lost membership 4403 (the
   * heartbeat does it too).
   */
  sweep(): void;
  close(): Promise<void>;
};

export function attachChatHub(server: Server, deps: AppDeps, options: ChatHubOptions = {}): ChatHub {
  const path = options.path ?? '/ws';
  const heartbeatMs = options.heartbeatMs ?? CHAT_HEARTBEAT_MS;
  const authTimeoutMs = options.authTimeoutMs ?? CHAT_AUTH_TIMEOUT_MS;
  const { sql } = deps;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, clientTracking: false });
  const clients = new Set<Client>();
  const feeds = new Map<string, Feed>();
  let stopped = false;
  const live = () => !stopped && layerOpen(sql);
  const open = (client: Client) => client.ws.readyState === WebSocket.OPEN;

  /** Runs `work` in the group's queue, after everything queued before it. */
  function queue(feed: Feed, work: () => Promise<void>): void {
    void inQueue(feed, work);
  }

  /** The same, resolving once `work` has run (or failed, which is logged). */
  function inQueue(feed: Feed, work: () => Promise<void>): Promise<void> {
    feed.tail = feed.tail.then(async () => {
      if (!live()) return;
      try {
        await work();
      } catch (error) {
        if (live()) deps.log({ level: 'error', msg: 'chat hub read failed', error: (error as Error).stack ?? String(error) });
      }
    });
    return feed.tail;
  }

  /**
   * Runs `work` in the socket's queue, after its earlier frames and sweeps; nothing once it is closing (the
   * rest of what it sent is not read) or the hub has stopped. Resolves when `work` has run.
   */
  function inTurn(client: Client, work: () => Promise<void>): Promise<void> {
    const done = client.turn.then(async () => {
      if (!live() || !open(client)) return;
      try {
        await work();
      } catch (error) {
        if (live()) deps.log({ level: 'error', msg: 'chat hub read failed', error: (error as Error).stack ?? String(error) });
      }
    });
    client.turn = done;
    return done;
  }

  /** The group's feed, made (with its cursor read first in its queue) for the group's first socket here. */
  function feedOf(groupId: string): Feed {
    let feed = feeds.get(groupId);
    if (!feed) {
      const made: Feed = { groupId, clients: new Set(), cursor: null, tail: Promise.resolve(), fanOutQueued: false };
      feeds.set(groupId, made);
      queue(made, async () => {
        made.cursor = await maxGroupSeq(sql, groupId);
      });
      feed = made;
    }
    return feed;
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== path) return; // another upgrade handler's, or nobody's (Node then drops it)
    if ([...url.searchParams.keys()].some((key) => TOKEN_PARAMS.test(key))) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => connected(ws));
  };
  server.on('upgrade', onUpgrade);

  /**
   * Sends a frame; a fanned-out frame is encoded once (a Buffer) and sent as text to every socket. `written`
   * runs once the frame has been handed to the operating system (or the socket failed meanwhile).
   */
  function send(client: Client, frame: ChatServerFrame | Buffer, written?: () => void): void {
    if (client.ws.readyState !== WebSocket.OPEN) return;
    if (client.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.ws.terminate();
      return;
    }
    client.ws.send(Buffer.isBuffer(frame) ? frame : JSON.stringify(frame), { binary: false }, written);
  }

  const encode = (frame: ChatServerFrame) => Buffer.from(JSON.stringify(frame));

  function sendError(client: Client, code: number, message: string): void {
    send(client, { type: 'error', code, message });
  }

  function close(client: Client, code: number, reason: string): void {
    if (client.ws.readyState === WebSocket.OPEN || client.ws.readyState === WebSocket.CONNECTING) client.ws.close(code, reason);
  }

  function forget(client: Client): void {
    clients.delete(client);
    if (client.authTimer) clearTimeout(client.authTimer);
    if (client.expiryTimer) clearTimeout(client.expiryTimer);
    if (client.auth) {
      const feed = feeds.get(client.auth.groupId);
      feed?.clients.delete(client);
      // The group's last socket here: its feed goes (the next socket's feed reads a fresh cursor).
      if (feed && feed.clients.size === 0) feeds.delete(client.auth.groupId);
    }
  }

  function connected(ws: WebSocket): void {
    const client: Client = {
      ws, alive: true, authTimer: null, expiryTimer: null, auth: null, subs: new Map(),
      budget: frameBudget(CHAT_FRAME_BURST, CHAT_FRAMES_PER_SECOND),
      turn: Promise.resolve(), sweepQueued: false, flooded: false,
    };
    clients.add(client);
    client.authTimer = setTimeout(() => {
      if (!client.auth) close(client, CHAT_CLOSE_AUTH_TIMEOUT, 'auth timeout');
    }, authTimeoutMs);
    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on('message', (data, isBinary) => received(client, data, isBinary));
    ws.on('close', () => forget(client));
    ws.on('error', () => forget(client));
  }

  /** The viewer behind a socket now, or the close code that ends it. */
  async function viewerNow(groupId: string, userId: string): Promise<Viewer | number> {
    const viewer = await viewerOf(sql, groupId, userId);
    if (!viewer) return CHAT_CLOSE_UNAUTHORIZED;
    if (!mayReadGroup(viewer, deps.clock())) return CHAT_CLOSE_FORBIDDEN;
    return viewer;
  }

  function received(client: Client, data: RawData, isBinary: boolean): void {
    // Closing, or past the budget: the rest of what it sent is not read.
    if (!open(client) || client.flooded) return;
    // Every frame counts, good or bad, before any work is done for it. Past the budget, the socket is closed
    // once the frames it sent within it have been answered (their lookups are async: they are still queued).
    if (!client.budget.take()) {
      client.flooded = true;
      void inTurn(client, async () => close(client, CHAT_CLOSE_TOO_MANY_FRAMES, 'too many frames'));
      return;
    }
    let frame: unknown;
    try {
      frame = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      frame = undefined;
    }
    // Handled after the socket's earlier frames (an auth before it may still be looking the group up).
    void inTurn(client, () => handle(client, frame));
  }

  async function handle(client: Client, frame: unknown): Promise<void> {
    // No frame carries a control character (a token, a group, a channel): refused like a request's string
    // (lib/validation.ts), before anything looks it up. Before auth, as any frame but auth, it ends the socket.
    const refusal = controlCharacterRefusal(frame, 'frame');
    if (refusal) {
      if (!client.auth) return close(client, CHAT_CLOSE_UNAUTHORIZED, 'auth first');
      return sendError(client, ErrorCode.controlCharacters, refusal);
    }
    if (is(frame, ChatAuthFrame)) return authenticate(client, frame.group, frame.token);
    if (!client.auth) {
      close(client, CHAT_CLOSE_UNAUTHORIZED, 'auth first');
      return;
    }
    if (is(frame, ChatSubscribeFrame)) return subscribe(client, frame.channel, frame.after);
    if (is(frame, ChatUnsubscribeFrame)) {
      client.subs.delete(frame.channel);
      return;
    }
    if (is(frame, ChatPingFrame)) return send(client, { type: 'pong' });
    sendError(client, ErrorCode.validation, 'unknown frame: expected auth, subscribe, unsubscribe or ping');
  }

  async function authenticate(client: Client, groupKey: string, token: string): Promise<void> {
    const group = await findGroup(sql, groupKey);
    if (!open(client)) return;
    if (!group) return close(client, CHAT_CLOSE_FORBIDDEN, 'unknown group');
    if (group.maintenance) return close(client, 1013, 'maintenance');
    const session = verifyGroupToken(deps, group.group_id, token);
    if (!session.ok) return close(client, CHAT_CLOSE_UNAUTHORIZED, session.reason);
    const { u: userId, exp } = session.claims;
    // A refreshed token swaps in on the same socket; it cannot move the socket to another user or group.
    if (client.auth && (client.auth.groupId !== group.group_id || client.auth.userId !== userId)) {
      return close(client, CHAT_CLOSE_UNAUTHORIZED, 'a socket keeps its user and group');
    }
    const viewer = await viewerNow(group.group_id, userId);
    // Closed meanwhile: forget() has run, and the socket must not join the group's feed after it.
    if (!open(client)) return;
    if (typeof viewer === 'number') return close(client, viewer, viewer === CHAT_CLOSE_FORBIDDEN ? 'not allowed in this group' : 'unknown user');
    if (client.authTimer) clearTimeout(client.authTimer);
    client.authTimer = null;
    const first = client.auth === null;
    client.auth = { groupId: group.group_id, userId, exp };
    if (client.expiryTimer) clearTimeout(client.expiryTimer);
    const untilExpiry = exp * 1000 - deps.clock();
    client.expiryTimer = setTimeout(() => void sweepClient(client), Math.min(Math.max(untilExpiry, 0) + 50, 2 ** 31 - 1));
    if (first) {
      feedOf(group.group_id).clients.add(client);
      // Activity is a write of its own; the socket does not wait for it.
      touchChatActivity(sql, group.group_id, userId, new Date(deps.clock()).toISOString()).catch((error: unknown) => {
        if (live()) deps.log({ level: 'error', msg: 'chat activity not recorded', error: String(error) });
      });
    }
    send(client, { type: 'ready', user_id: userId, role: viewer.membership?.role ?? 'user' });
  }

  async function subscribe(client: Client, channelName: string, after: number | null): Promise<void> {
    // At most one subscription per channel and socket. While its backlog is on its way, another subscribe is
    // ignored (that backlog brings the socket up to date; a flood of them costs a lookup each). Once live, a
    // subscribe replaces it: the cursor moves to the new `after` and its backlog follows (a client that got a
    // truncated backlog asks again from its last seq this way).
    if (client.subs.get(channelName)?.paging) return;
    const { groupId, userId } = client.auth!;
    const viewer = await viewerNow(groupId, userId);
    if (!open(client)) return;
    if (typeof viewer === 'number') return close(client, viewer, 'not allowed in this group');
    let channel: string;
    try {
      channel = (await resolveChannel(sql, groupId, channelName, viewer, deps.clock())).channel;
    } catch (error) {
      if (error instanceof ApiError) return sendError(client, error.code, error.message);
      throw error;
    }
    // Closed meanwhile: its feed may have gone with it, and must not be made again for it.
    if (!open(client)) return;
    const feed = feedOf(groupId);
    if (after === null || after < 0 || !Number.isSafeInteger(after)) {
      // Live only: from the channel's newest message, read in the group's queue (a fan-out queued before it
      // finds this subscription not ready; one queued after it sends what is newer).
      const sub: Subscription = { cursor: 0, ready: false, paging: null };
      client.subs.set(channel, sub);
      await inQueue(feed, async () => {
        sub.cursor = Math.max(await maxChannelSeq(sql, groupId, channel), 0);
        sub.ready = true;
      });
      return;
    }
    const sub: Subscription = { cursor: after, ready: true, paging: { sent: 0 } };
    client.subs.set(channel, sub);
    // The socket's next frame once the first page is out (the rest of the backlog follows as it is written).
    await inQueue(feed, () => sendPage(client, channel, sub));
  }

  /**
   * The next page of a subscription's backlog, in the group's queue. Everything committed so far is either in
   * this page, behind the cursor, or read by a later page; the page that ends the backlog sets the cursor
   * before the queue runs anything else, so what the fan-out reads next comes live.
   */
  async function sendPage(client: Client, channel: string, sub: Subscription): Promise<void> {
    const gone = () => !sub.paging || client.subs.get(channel) !== sub || client.ws.readyState !== WebSocket.OPEN;
    // The socket went, the channel was unsubscribed or subscribed again: this backlog is over.
    if (gone()) return;
    const { groupId } = client.auth!;
    const size = Math.min(CHAT_BACKLOG_PAGE, CHAT_LIST_CAP - sub.paging!.sent);
    const rows = await listChatAfter(sql, groupId, channel, sub.cursor, size + 1);
    if (gone()) return;
    const paging = sub.paging!;
    const shown = rows.slice(0, size);
    const beyond = rows.length > size;
    // Past CHAT_LIST_CAP in all: truncated, and the client reloads the latest page; live frames go on from the
    // newest message.
    const truncated = beyond && paging.sent + size >= CHAT_LIST_CAP;
    const more = beyond && !truncated;
    const newest = truncated ? await maxChannelSeq(sql, groupId, channel) : 0;
    if (gone()) return;
    const media = mediaLinks(deps);
    const frame = encode({ type: 'backlog', channel, messages: shown.map((row) => presentMessage(row, media)), more, truncated });
    paging.sent += shown.length;
    sub.cursor = truncated ? Math.max(newest, sub.cursor) : (shown.at(-1)?.seq ?? sub.cursor);
    if (!more) sub.paging = null;
    // The next page once this one is written out, on a later turn of the event loop: other sockets, HTTP
    // requests and the group's other reads are served in between, and a socket that reads slowly gets its
    // backlog slowly (the queue never waits for it).
    const next = () => setImmediate(() => {
      const feed = feeds.get(groupId);
      if (feed) queue(feed, () => sendPage(client, channel, sub));
    });
    send(client, frame, more ? next : undefined);
  }

  /** Queues a check of the socket (one waiting check serves any number of calls); resolves once it has run. */
  function sweepClient(client: Client): Promise<void> {
    if (client.sweepQueued) return client.turn;
    client.sweepQueued = true;
    // Not run for a socket that closed meanwhile (the flag stays: nothing checks a closed socket again).
    return inTurn(client, async () => {
      client.sweepQueued = false;
      await checkClient(client);
    });
  }

  async function checkClient(client: Client): Promise<void> {
    const auth = client.auth;
    if (!auth) return;
    if (auth.exp * 1000 <= deps.clock()) return close(client, CHAT_CLOSE_UNAUTHORIZED, 'token expired');
    const viewer = await viewerNow(auth.groupId, auth.userId);
    if (!open(client)) return;
    if (typeof viewer === 'number') return close(client, viewer, 'not allowed in this group');
    // A stream channel outlives its stream only until the next sweep; its viewers' rights are checked again.
    for (const channel of client.subs.keys()) {
      if (channel === CHAT_GROUP_CHANNEL) continue;
      try {
        await resolveChannel(sql, auth.groupId, channel, viewer, deps.clock());
      } catch {
        client.subs.delete(channel);
      }
    }
  }

  function sweep(): void {
    for (const client of clients) void sweepClient(client);
  }

  // ---- fan-out ----

  /** Queues a read of the group's rows after its cursor (one waiting read serves any number of events). */
  function fanOutMessages(feed: Feed): void {
    if (feed.fanOutQueued) return;
    feed.fanOutQueued = true;
    queue(feed, async () => {
      feed.fanOutQueued = false;
      if (feed.cursor === null) return;
      const media = mediaLinks(deps);
      for (;;) {
        const rows = await listGroupChatAfter(sql, feed.groupId, feed.cursor, FANOUT_BATCH);
        if (rows.length === 0) return;
        for (const row of rows) deliver(feed, row, media);
        feed.cursor = rows.at(-1)!.seq;
      }
    });
  }

  function deliver(feed: Feed, row: ChatMessageRow, media: ReturnType<typeof mediaLinks>): void {
    let data: Buffer | null = null;
    for (const client of feed.clients) {
      const sub = client.subs.get(row.channel);
      if (!sub || !sub.ready || sub.paging || row.seq <= sub.cursor) continue;
      data ??= encode({ type: 'message', channel: row.channel, message: presentMessage(row, media) });
      sub.cursor = row.seq;
      send(client, data);
    }
  }

  function fanOutUpdate(feed: Feed, seq: number): void {
    queue(feed, async () => {
      const row = await findChatMessageBySeq(sql, seq);
      if (!row || row.group_id !== feed.groupId) return;
      const data = encode({ type: 'update', channel: row.channel, message: presentMessage(row, mediaLinks(deps)) });
      for (const client of feed.clients) {
        const sub = client.subs.get(row.channel);
        // A socket that has had the message gets it as it is now; one that has not will get it so, in order.
        if (sub && sub.ready && seq <= sub.cursor) send(client, data);
      }
    });
  }

  function fanOutState(feed: Feed): void {
    queue(feed, async () => {
      const state: ChatGroupState = await groupState(sql, feed.groupId);
      const data = encode({ type: 'state', state });
      for (const client of feed.clients) send(client, data);
    });
  }

  /** An update without its group (another process's older event): the row says which group's queue. */
  async function updateOfSomeGroup(seq: number): Promise<void> {
    const row = await findChatMessageBySeq(sql, seq);
    const feed = row ? feeds.get(row.group_id) : undefined;
    if (feed) fanOutUpdate(feed, seq);
  }

  function onEvents(events: ChatBusEvent[]): void {
    if (!live()) return;
    // New rows first (of the groups named; of every group here when an event names none), then updates,
    // then state frames, each group's in its queue: a mode_changed message comes before its state frame.
    const named = new Set<string>();
    let all = false;
    for (const event of events) {
      if (event.type !== 'messages') continue;
      if (event.groupId === undefined) all = true;
      else named.add(event.groupId);
    }
    for (const feed of feeds.values()) if (all || named.has(feed.groupId)) fanOutMessages(feed);
    const states = new Set<string>();
    for (const event of events) {
      if (event.type === 'update') {
        const feed = event.groupId === undefined ? undefined : feeds.get(event.groupId);
        if (feed) fanOutUpdate(feed, event.seq);
        else if (event.groupId === undefined) updateOfSomeGroup(event.seq).catch(() => undefined);
      } else if (event.type === 'state') states.add(event.groupId);
    }
    for (const groupId of states) {
      const feed = feeds.get(groupId);
      if (feed) fanOutState(feed);
    }
  }

  // The layer's bus (createApp makes it the Db's too, so the synchronous writers left are heard).
  const stopListening = chatBus(sql).listen(onEvents);
  const poll = setInterval(() => {
    if (live()) for (const feed of feeds.values()) fanOutMessages(feed);
  }, POLL_MS);
  poll.unref();

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.ws.terminate();
        forget(client);
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
    if (live()) sweep();
  }, heartbeatMs);
  heartbeat.unref();

  return {
    get size() {
      return clients.size;
    },
    sweep,
    close() {
      stopped = true;
      stopListening();
      clearInterval(poll);
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      // Each socket is told the server is restarting (1012), which the app answers by reconnecting, to
      // this server once it is back or, behind a load balancer, to another process. A socket that has not
      // finished its closing handshake within CLOSE_GRACE_MS is cut off.
      const closed = [...clients].map((client) => new Promise<void>((resolve) => {
        client.ws.once('close', () => resolve());
        if (client.ws.readyState === WebSocket.CLOSED) resolve();
        else close(client, CHAT_CLOSE_RESTART, 'server restart');
      }));
      const cutOff = setTimeout(() => {
        for (const client of clients) client.ws.terminate();
      }, CLOSE_GRACE_MS);
      return Promise.all(closed).then(() => {
        clearTimeout(cutOff);
        for (const client of clients) forget(client);
        return new Promise<void>((resolve) => {
          wss.close(() => resolve());
        });
      });
    },
  };
}
