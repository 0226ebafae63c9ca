import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import type { ChatMessage } from '../../../contract/chat';
import { TestSocket } from '../../test/chat-socket';
import { childApi as api, childLogin as login, startChildServer, type ChildServer } from '../../test/child-server';

// The real server as a child process (server/main.ts, the hub attached as in production) on a temporary
// file: a client chats, the process is killed (SIGKILL) while messages are in flight, started again on
// the same file; every acknowledged message is there, in order, and a client resuming from the last seq it
// saw gets exactly what it missed.

let server: ChildServer | null = null;
afterAll(() => server?.dispose());

test('a restart of the server process loses no acknowledged message; the client resumes', async () => {
  server = await startChildServer();
  const { base, port } = server;
  const owner = await login(base, 'owner');
  const member = await login(base, 'member');
  expect((await api(base, '/api/groups/demo/chat/?rate_limit=0', { method: 'PUT', token: owner })).status).toBe(200);

  const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws`);
  expect((await socket.auth('demo', member)).type).toBe('ready');
  socket.send({ type: 'subscribe', channel: 'group', after: null });
  const first = await api(base, '/api/groups/demo/chat/messages', {
    method: 'POST', token: owner, body: { client_id: randomUUID(), kind: 'text', text: 'before the crash' },
  });
  const seen = (await socket.take((f) => f.type === 'message')).message.seq as number;
  expect(seen).toBe(first.json.data.message.seq);

  // Writers until the kill: each acknowledged message is recorded.
  const acked: { seq: number; text: string }[] = [];
  const run = { stop: false };
  const writer = async (w: number) => {
    for (let i = 0; !run.stop; i += 1) {
      const text = `writer ${w} message ${i}`;
      try {
        const res = await api(base, '/api/groups/demo/chat/messages', {
          method: 'POST', token: w % 2 ? owner : member, body: { client_id: randomUUID(), kind: 'text', text },
        });
        if (res.status === 200) acked.push({ seq: res.json.data.message.seq, text });
      } catch {
        return; // the server is gone
      }
    }
  };
  const writers = Array.from({ length: 4 }, (_, w) => writer(w));
  while (acked.length < 60) await new Promise((r) => setTimeout(r, 5));
  server.kill('SIGKILL');
  run.stop = true;
  await Promise.all(writers);
  expect((await socket.closed).code).not.toBe(1000);

  await server.restart();
  // Every acknowledged message is stored, with its text, in seq order.
  const after = (await api(base, `/api/groups/demo/chat/messages?after=${seen}`, { token: member })).json.data;
  const stored = new Map((after.messages as ChatMessage[]).map((m) => [m.seq, m.text]));
  for (const { seq, text } of acked) expect(stored.get(seq)).toBe(text);
  const seqs = (after.messages as ChatMessage[]).map((m) => m.seq);
  expect(seqs).toEqual([...seqs].sort((a, b) => a - b));

  // The client resumes from the last seq it saw: the backlog is exactly what was stored since, then live.
  const again = await TestSocket.open(`ws://127.0.0.1:${port}/ws`);
  expect((await again.auth('demo', member)).type).toBe('ready');
  again.send({ type: 'subscribe', channel: 'group', after: seen });
  const backlog = await again.backlog();
  expect(backlog.messages.map((m) => m.seq)).toEqual(seqs);
  const live = await api(base, '/api/groups/demo/chat/messages', {
    method: 'POST', token: owner, body: { client_id: randomUUID(), kind: 'text', text: 'after the restart' },
  });
  const next = await again.take((f) => f.type === 'message');
  expect(next.message).toMatchObject({ seq: live.json.data.message.seq, text: 'after the restart' });
  expect(next.message.seq).toBeGreaterThan(Math.max(...seqs));
  again.close();
}, 60_000);
