import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHAT_CLOSE_UNAUTHORIZED } from '../../contract/chat';
import { ErrorCode } from '../../contract/errors';
import { TestSocket } from '../test/chat-socket';
import { createTestServer, type TestServer } from '../test/helpers';

// The hub signs in and subscribes through the async layer (issue 27): a socket's frames are handled in its own
// queue, in the order they came, whatever the lookups' gaps. A client may send its auth, subscribe and ping
// in one go without waiting for `ready`.

describe('a socket\'s frames, handled in the order they came', () => {
  let server: TestServer;
  let wsUrl: string;
  let token: string;
  const sockets: TestSocket[] = [];
  const open = async () => {
    const socket = await TestSocket.open(wsUrl);
    sockets.push(socket);
    return socket;
  };
  /** Every frame type the socket got, in order, once it has got `count` frames. */
  const typesOf = async (socket: TestSocket, count: number) => {
    while (socket.frames.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
    return socket.frames.map((frame) => frame.type);
  };

  beforeAll(async () => {
    server = createTestServer();
    ({ token } = await server.login('member'));
    ({ wsUrl } = await server.listen());
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.stopListening();
    server.close();
  });

  test('auth, subscribe and ping sent back to back: ready, then the backlog, then pong', async () => {
    const newest = (await server.sql.value<number>(`SELECT MAX(seq) FROM chat_messages WHERE group_id = 'demo' AND channel = 'group'`))!;
    const socket = await open();
    socket.send({ type: 'auth', group: 'demo', token });
    socket.send({ type: 'subscribe', channel: 'group', after: newest - 3 });
    socket.send({ type: 'ping' });
    expect(await typesOf(socket, 3)).toEqual(['ready', 'backlog', 'pong']);
    expect(socket.frames[1]!.messages).toHaveLength(3);
    expect(socket.closeCode).toBeNull();
  });

  test('a refused subscribe and a ping sent back to back after auth: the error, then pong', async () => {
    const socket = await open();
    socket.send({ type: 'auth', group: 'demo', token });
    socket.send({ type: 'subscribe', channel: 'nowhere', after: null });
    socket.send({ type: 'subscribe', channel: 'stream:none', after: null });
    socket.send({ type: 'ping' });
    expect(await typesOf(socket, 4)).toEqual(['ready', 'error', 'error', 'pong']);
    expect(socket.frames.slice(1, 3).map((frame) => frame.code)).toEqual([ErrorCode.chatChannelInvalid, ErrorCode.chatNoLiveStream]);
  });

  test('a subscribe before any auth ends the socket, whatever follows it', async () => {
    const socket = await open();
    socket.send({ type: 'subscribe', channel: 'group', after: null });
    socket.send({ type: 'auth', group: 'demo', token });
    expect((await socket.closed).code).toBe(CHAT_CLOSE_UNAUTHORIZED);
    expect(socket.frames).toEqual([]);
  });

  test('a socket that closes while signing in is forgotten: the hub counts only the open ones', async () => {
    const { hub } = await server.listen();
    const staying = await open();
    expect((await staying.auth('demo', token)).type).toBe('ready');
    const before = hub.size;
    const leaving = await open();
    leaving.send({ type: 'auth', group: 'demo', token });
    leaving.close();
    await leaving.closed;
    while (hub.size > before) await new Promise((resolve) => setTimeout(resolve, 10));
    staying.send({ type: 'ping' });
    expect((await staying.take((frame) => frame.type === 'pong')).type).toBe('pong');
    expect(hub.size).toBe(before);
  });
});
