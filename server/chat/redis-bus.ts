import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ChatBusEvent, ChatBusTransport } from './bus';

// The chat bus across server processes (issue 27 point 4): each process publishes its batches of events
// on one Redis channel and hears the others'. Redis delivers a connection's publications to every
// subscriber in the order they were published, so a recall follows the message it recalls; each hub then
// reads committed rows after its cursor (hub.ts), which keeps every socket's messages once and in order
// whichever process wrote them. While Redis is away, messages still cross through the hub's poll of the
// table; a recall or a state change made meanwhile reaches the other processes' sockets with their next
// backlog or state read (a reconnecting client asks for both).

/** The Redis channel the processes' chat events go through. */
export const CHAT_BUS_CHANNEL = 'grp:chat-bus';

type Envelope = { from: string; events: ChatBusEvent[] };

function isEvent(value: unknown): value is ChatBusEvent {
  if (!value || typeof value !== 'object') return false;
  const event = value as Record<string, unknown>;
  const group = event.groupId === undefined || typeof event.groupId === 'string';
  if (event.type === 'messages') return group;
  if (event.type === 'update') return Number.isSafeInteger(event.seq) && group;
  if (event.type === 'state') return typeof event.groupId === 'string';
  return false;
}

/** Reads a publication: null for anything that is not a batch of events (never trusted blindly). */
export function readEnvelope(text: string): Envelope | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { from, events } = parsed as Record<string, unknown>;
  if (typeof from !== 'string' || !Array.isArray(events) || !events.every(isEvent)) return null;
  return { from, events };
}

/**
 * The bus's transport over Redis: `publisher` is the process's ordinary connection, `subscriber` one of its
 * own (a subscribed connection can do nothing else). A process ignores its own publications: its own
 * listeners have had those events already.
 */
export function redisChatTransport(publisher: Redis, subscriber: Redis, channel = CHAT_BUS_CHANNEL): ChatBusTransport {
  const self = randomUUID();
  return {
    publish(events) {
      const envelope: Envelope = { from: self, events };
      // A lost publication is covered by the hub's poll (messages) and the clients' next reads (the rest).
      publisher.publish(channel, JSON.stringify(envelope)).catch(() => undefined);
    },
    subscribe(deliver) {
      const onMessage = (from: string, text: string) => {
        if (from !== channel) return;
        const envelope = readEnvelope(text);
        if (envelope && envelope.from !== self) deliver(envelope.events);
      };
      subscriber.on('message', onMessage);
      // ioredis subscribes again by itself after a reconnection.
      subscriber.subscribe(channel).catch(() => undefined);
      return () => {
        subscriber.off('message', onMessage);
        subscriber.unsubscribe(channel).catch(() => undefined);
      };
    },
  };
}
