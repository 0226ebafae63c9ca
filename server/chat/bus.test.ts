import { expect, test } from 'vitest';
import { ChatBus, type ChatBusEvent, type ChatBusTransport } from './bus';

// Two processes' buses joined by a broker that hands each published batch to every other subscriber,
// in order (what Redis pub/sub does for chat/redis-bus.ts).
function broker() {
  const subscribers: { id: number; deliver: (events: ChatBusEvent[]) => void }[] = [];
  let next = 0;
  return (): ChatBusTransport => {
    const id = next++;
    return {
      publish(events) {
        for (const s of subscribers) if (s.id !== id) s.deliver(events);
      },
      subscribe(deliver) {
        const entry = { id, deliver };
        subscribers.push(entry);
        return () => subscribers.splice(subscribers.indexOf(entry), 1);
      },
    };
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

test("a process's events reach its own listeners and the other processes' once, after the turn that emitted them", async () => {
  const join = broker();
  const a = new ChatBus();
  const b = new ChatBus();
  a.connect(join());
  b.connect(join());
  const heardA: ChatBusEvent[][] = [];
  const heardB: ChatBusEvent[][] = [];
  a.listen((events) => heardA.push(events));
  b.listen((events) => heardB.push(events));

  a.emit({ type: 'messages' });
  a.emit({ type: 'update', seq: 7 });
  expect(heardA).toEqual([]);
  await turn();
  expect(heardA).toEqual([[{ type: 'messages' }, { type: 'update', seq: 7 }]]);
  expect(heardB).toEqual([[{ type: 'messages' }, { type: 'update', seq: 7 }]]);

  b.emit({ type: 'state', groupId: 'demo' });
  await turn();
  expect(heardA.at(-1)).toEqual([{ type: 'state', groupId: 'demo' }]);
  expect(heardB).toHaveLength(2);
});

test('a process without a hub still tells the others; disconnected, it tells nobody', async () => {
  const join = broker();
  const writer = new ChatBus();
  const hub = new ChatBus();
  const disconnect = writer.connect(join());
  hub.connect(join());
  const heard: ChatBusEvent[][] = [];
  hub.listen((events) => heard.push(events));

  writer.emit({ type: 'messages' });
  await turn();
  expect(heard).toEqual([[{ type: 'messages' }]]);

  disconnect();
  writer.emit({ type: 'messages' });
  await turn();
  expect(heard).toHaveLength(1);
});
