import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { assert } from 'superstruct';
import {
  CHAT_BACKLOG_PAGE, CHAT_CLOSE_TOO_MANY_FRAMES, CHAT_FRAME_BURST, CHAT_LIST_CAP, ChatBacklogFrame, type ChatMessage,
} from '../../../contract/chat';
import { PERSONAS } from '../../test/standins';
import { TestSocket, type Frame } from '../../test/chat-socket';
import { createTestServer, type TestServer } from '../../test/helpers';

// Issue 22 point 6: one socket must not freeze the server. A member of `free` (anyone may join it) floods
// `subscribe` frames; the hub closes it past its frame budget, answers one backlog per channel, in pages, and
// keeps answering everyone else meanwhile.

/** The backlog pages a socket got, in order, each checked against the contract. */
function pagesOf(socket: TestSocket): Frame[] {
  const pages = socket.frames.filter((f) => f.type === 'backlog');
  for (const page of pages) assert(page, ChatBacklogFrame);
  return pages;
}

const seqsOf = (pages: Frame[]) => pages.flatMap((p) => (p.messages as ChatMessage[]).map((m) => m.seq));

// Timeouts for a busy machine only: nothing here waits on the clock.
describe('a socket that floods the hub', { timeout: 30_000 }, () => {
  let server: TestServer;
  let token: string;
  let wsUrl: string;
  let httpUrl: string;
  /** free's group channel, oldest first: more than a backlog carries. */
  let stored: number[];
  const sockets: TestSocket[] = [];
  const open = async () => {
    const socket = await TestSocket.open(wsUrl);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = createTestServer();
    ({ token } = await server.login('new', 'free'));
    const joined = await server.post('/api/groups/free/invitations/confirm-existed', {}, token);
    if (joined.status !== 200) throw new Error(`setup: joining free answered ${joined.status}`);
    const insert = `INSERT INTO chat_messages (message_id, group_id, channel, user_id, kind, text, created_at, created_ms)
      VALUES (?, 'free', 'group', ?, 'text', ?, ?, ?)`;
    await server.sql.tx(async (sql) => {
      for (let i = 0; i < CHAT_LIST_CAP + 100; i += 1) {
        // About the size of a real message, so a backlog weighs what it would.
        await sql.run(insert, randomUUID(), PERSONAS.owner.user_id, `message ${i} ${'x'.repeat(1500)}`, new Date(server.clock.now).toISOString(), server.clock.now);
      }
    });
    stored = await server.sql.values<number>(`SELECT seq FROM chat_messages WHERE group_id = 'free' AND channel = 'group' ORDER BY seq`);
    ({ wsUrl, httpUrl } = await server.listen());
  }, 30_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.stopListening();
    server.close();
  });

  test('300 subscribe frames: closed 4429, one backlog in bounded pages, another client answered; a reconnect resumes', async () => {
    const flooder = await open();
    expect((await flooder.auth('free', token)).type).toBe('ready');
    const frame = JSON.stringify({ type: 'subscribe', channel: 'group', after: 0 });
    for (let i = 0; i < 300; i += 1) flooder.send(frame);
    // Another client asks the server something plain at the same time.
    const other = fetch(`${httpUrl}/api/groups/free/public`);
    expect((await flooder.closed).code).toBe(CHAT_CLOSE_TOO_MANY_FRAMES);
    expect((await other).status).toBe(200);

    const pages = pagesOf(flooder);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.messages.length).toBeLessThanOrEqual(CHAT_BACKLOG_PAGE);
    // At most one backlog: its pages continue one another (never a second copy from the start).
    const seqs = seqsOf(pages);
    expect(seqs).toEqual(stored.slice(0, seqs.length));
    expect(pages.filter((p) => !p.more).length).toBeLessThanOrEqual(1);

    // The client comes back (after its backoff) and resumes from the last seq it holds: the rest of the
    // backlog, in pages, none twice; its budget is a new socket's.
    const again = await open();
    expect((await again.auth('free', token)).type).toBe('ready');
    again.send({ type: 'subscribe', channel: 'group', after: seqs.at(-1) ?? 0 });
    const rest = (await again.backlog()).pages;
    for (const page of rest) {
      assert(page, ChatBacklogFrame);
      expect(page.messages.length).toBeLessThanOrEqual(CHAT_BACKLOG_PAGE);
    }
    const resumed = seqsOf(rest);
    expect(resumed).toEqual(stored.slice(seqs.length, seqs.length + resumed.length));
    expect(resumed.length).toBe(Math.min(CHAT_LIST_CAP, stored.length - seqs.length));
    expect(again.closeCode).toBeNull();
  });

  test('a backlog comes in pages, and a request from another client is answered before its last page', async () => {
    const socket = await open();
    expect((await socket.auth('free', token)).type).toBe('ready');
    const events: string[] = [];
    socket.ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{"type":"backlog"')) events.push('page');
    });
    socket.send({ type: 'subscribe', channel: 'group', after: 0 });
    await socket.take((f) => f.type === 'backlog');
    const answered = fetch(`${httpUrl}/api/groups/demo/public`).then((response) => {
      events.push('http');
      return response;
    });
    const { pages } = await socket.backlog();
    expect((await answered).status).toBe(200);
    expect(events.indexOf('http')).toBeGreaterThan(-1);
    expect(events.indexOf('http')).toBeLessThan(events.lastIndexOf('page'));
    // 500 of 600: all but the last page say `more`; the last says the backlog was cut short (the client then
    // reloads the latest page); live messages go on from the newest.
    expect(events.filter((e) => e === 'page')).toHaveLength(CHAT_LIST_CAP / CHAT_BACKLOG_PAGE);
    expect(pages.at(-1)).toMatchObject({ more: false, truncated: true });
    const live = await server.post('/api/groups/free/chat/messages', { client_id: randomUUID(), kind: 'text', text: 'live' }, token);
    expect((await socket.take((f) => f.type === 'message')).message.seq).toBe(live.body.data.message.seq);
  });

  test('a second subscribe to a channel while its backlog is on its way is ignored: one backlog, each message once', async () => {
    const socket = await open();
    expect((await socket.auth('free', token)).type).toBe('ready');
    const after = stored.at(-120)!;
    socket.send({ type: 'subscribe', channel: 'group', after });
    socket.send({ type: 'subscribe', channel: 'group', after });
    const { pages } = await socket.backlog();
    const newest = await server.sql.values<number>(`SELECT seq FROM chat_messages WHERE group_id = 'free' AND channel = 'group' ORDER BY seq`);
    expect(seqsOf(pages)).toEqual(newest.filter((seq) => seq > after));
    const live = await server.post('/api/groups/free/chat/messages', { client_id: randomUUID(), kind: 'text', text: 'once' }, token);
    expect((await socket.take((f) => f.type === 'message')).message.seq).toBe(live.body.data.message.seq);
    socket.send({ type: 'ping' });
    await socket.take((f) => f.type === 'pong');
    expect(socket.frames.filter((f) => f.type === 'backlog' || f.type === 'message').map((f) => f.type)).toEqual([]);
  });

  test('frames within the budget are all answered', async () => {
    const socket = await open();
    expect((await socket.auth('free', token)).type).toBe('ready');
    for (let i = 0; i < CHAT_FRAME_BURST - 1; i += 1) socket.send({ type: 'ping' });
    for (let i = 0; i < CHAT_FRAME_BURST - 1; i += 1) await socket.take((f) => f.type === 'pong');
    expect(socket.closeCode).toBeNull();
  });
});
