import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Redis } from 'ioredis';
import { closeRedis, openRedis } from '../lib/redis';
import { startRedis, type TestRedis } from '../test/redis';
import type { ChatBusEvent } from './bus';
import { CHAT_BUS_CHANNEL, readEnvelope, redisChatTransport } from './redis-bus';

let redis: TestRedis;
const connections: Redis[] = [];
const open = (name: string) => {
  const connection = openRedis(redis.url, name);
  connections.push(connection);
  return connection;
};

beforeAll(async () => {
  redis = await startRedis();
}, 30_000);

afterAll(async () => {
  for (const connection of connections) await closeRedis(connection);
  await redis.stop();
});

test('reads only well-formed batches of events', () => {
  expect(readEnvelope('{"from":"p1","events":[{"type":"messages"},{"type":"update","seq":3},{"type":"state","groupId":"demo"}]}'))
    .toEqual({ from: 'p1', events: [{ type: 'messages' }, { type: 'update', seq: 3 }, { type: 'state', groupId: 'demo' }] });
  expect(readEnvelope('not json')).toBeNull();
  expect(readEnvelope('{"from":"p1","events":[{"type":"update","seq":"3"}]}')).toBeNull();
  expect(readEnvelope('{"from":"p1","events":[{"type":"drop-tables"}]}')).toBeNull();
  expect(readEnvelope('{"events":[]}')).toBeNull();
});

test("a process hears the other processes' batches in the order they were published, never its own, and nothing malformed", async () => {
  const one = redisChatTransport(open('one'), open('one-sub'));
  const two = redisChatTransport(open('two'), open('two-sub'));
  const heardOne: ChatBusEvent[][] = [];
  const heardTwo: ChatBusEvent[][] = [];
  one.subscribe((events) => heardOne.push(events));
  two.subscribe((events) => heardTwo.push(events));
  // Both subscriptions are in place once Redis counts two subscribers on the channel.
  const probe = open('probe');
  for (let i = 0; i < 500; i += 1) {
    const counts = (await probe.pubsub('NUMSUB', CHAT_BUS_CHANNEL)) as [string, number];
    if (Number(counts[1]) >= 2) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }

  await probe.publish(CHAT_BUS_CHANNEL, '{"from":"x","events":[{"type":"nonsense"}]}');
  for (let seq = 1; seq <= 20; seq += 1) one.publish([{ type: 'messages' }, { type: 'update', seq }]);
  two.publish([{ type: 'state', groupId: 'demo' }]);
  for (let i = 0; i < 500 && (heardTwo.length < 20 || heardOne.length < 1); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));

  expect(heardTwo.map((events) => (events[1] as { seq: number }).seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  expect(heardOne).toEqual([[{ type: 'state', groupId: 'demo' }]]);
});
