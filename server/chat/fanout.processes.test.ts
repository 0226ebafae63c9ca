import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TestSocket, type Frame } from '../test/chat-socket';
import { childApi as api, childLogin as login, startChildServer, type ChildServer } from '../test/child-server';
import { childDatabaseEnv } from '../test/engine';
import { startRedis, type TestRedis } from '../test/redis';

// Two server processes (server/main.ts, as in production) on one database and one Redis (issue 27 point 4),
// 200 clients spread over both: every message sent through either process reaches every client exactly
// once and in seq order; a recall made on one process, and a mode change, reach the clients on the other.
// Without Redis the messages would still cross (the hub's poll of the table), but the recall and the mode
// change would not: those assertions are what Redis carries.

const CLIENTS = 200;
const MESSAGES_PER_PROCESS = 15;

let redis: TestRedis | null = null;
const servers: ChildServer[] = [];

beforeAll(async () => {
  redis = await startRedis();
  // On the run's engine: one SQLite file, or one PostgreSQL database (TEST_DATABASE=postgres), for both.
  const env = { REDIS_URL: redis.url, ...(await childDatabaseEnv()) };
  const first = await startChildServer(env);
  servers.push(first);
  servers.push(await startChildServer(env, { database: first.database }));
}, 240_000);

afterAll(async () => {
  // The second process first: the first one's folder holds the database both use.
  for (let i = servers.length - 1; i >= 0; i -= 1) servers[i]!.dispose();
  await redis?.stop();
});

/** Waits until `ready()` holds, looking every 20 ms; fails after `boundMs` (a hang guard, not a timing). */
async function until(ready: () => boolean, what: () => string, boundMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!ready()) {
    if (Date.now() - started > boundMs) throw new Error(`not within ${boundMs / 1000} s: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const messagesOf = (socket: TestSocket) => socket.frames.filter((f: Frame) => f.type === 'message');

test('200 clients over two processes see every message once and in order; a recall and a mode change cross', async () => {
  const [a, b] = servers as [ChildServer, ChildServer];
  const owner = await login(a.base, 'owner');
  const member = await login(b.base, 'member');
  expect((await api(a.base, '/api/groups/demo/chat/?rate_limit=0', { method: 'PUT', token: owner })).status).toBe(200);

  // Half the clients on each process, all live on the group channel.
  const sockets = await Promise.all(Array.from({ length: CLIENTS }, async (_, i) => {
    const server = i % 2 === 0 ? a : b;
    const socket = await TestSocket.open(`ws://127.0.0.1:${server.port}/ws`);
    expect((await socket.auth('demo', member)).type).toBe('ready');
    socket.send({ type: 'subscribe', channel: 'group', after: null });
    return socket;
  }));
  // A ping answered means the subscribe before it was handled: every socket is live before anything is sent.
  await Promise.all(sockets.map(async (socket) => {
    socket.send({ type: 'ping' });
    await socket.take((f) => f.type === 'pong', 30_000);
  }));

  // The owner writes through one process, the member through the other, at the same time.
  const send = async (base: string, token: string, text: string) => {
    const res = await api(base, '/api/groups/demo/chat/messages', {
      method: 'POST', token, body: { client_id: randomUUID(), kind: 'text', text },
    });
    expect(res.status).toBe(200);
    return res.json.data.message.seq as number;
  };
  const writer = async (base: string, token: string, who: string) => {
    const seqs: number[] = [];
    for (let i = 0; i < MESSAGES_PER_PROCESS; i += 1) seqs.push(await send(base, token, `${who} ${i}`));
    return seqs;
  };
  const [fromA, fromB] = await Promise.all([writer(a.base, owner, 'owner'), writer(b.base, member, 'member')]);
  const all = [...fromA, ...fromB].sort((x, y) => x - y);

  await until(
    () => sockets.every((socket) => messagesOf(socket).length >= all.length),
    () => `messages per client: ${sockets.map((s) => messagesOf(s).length).join(',')}`,
  );
  for (const socket of sockets) {
    expect(messagesOf(socket).map((f) => f.message.seq)).toEqual(all);
  }

  // A recall on process A reaches the clients of process B (and A's), as an update of that message.
  const recalled = fromA[fromA.length - 1]!;
  expect((await api(a.base, `/api/groups/demo/chat/messages/${recalled}`, { method: 'DELETE', token: owner })).status).toBe(200);
  await Promise.all(sockets.map(async (socket) => {
    const update = await socket.take((f) => f.type === 'update' && f.message.seq === recalled, 30_000);
    expect(update.message.state).not.toBe('normal');
  }));

  // The admin mutes the chat through process B: every client's state says so, and the system line that
  // says it comes after everything else, once.
  expect((await api(b.base, '/api/groups/demo/chat/?mode=mute', { method: 'PUT', token: owner })).status).toBe(200);
  await Promise.all(sockets.map(async (socket) => {
    const state = await socket.take((f) => f.type === 'state' && f.state.mode === 'mute', 30_000);
    expect(state.state.mode).toBe('mute');
  }));
  await until(
    () => sockets.every((socket) => messagesOf(socket).length > all.length),
    () => `messages per client: ${sockets.map((s) => messagesOf(s).length).join(',')}`,
  );
  const line = messagesOf(sockets[0]!)[all.length]!.message;
  expect(line).toMatchObject({ kind: 'system', system: { event: 'mode_changed' } });
  for (const socket of sockets) {
    expect(messagesOf(socket).map((f) => f.message.seq)).toEqual([...all, line.seq]);
    socket.close();
  }
}, 240_000);
