import type { Db } from '../db/connection';

// The chat's "after commit" queue, one per database handle (so any code holding the Db can post without
// threading the hub through). A writer calls emit() inside or outside its transaction; listeners (the
// WebSocket hub) hear it on the next turn of the event loop. better-sqlite3 transactions are synchronous,
// so by then the transaction has committed (or rolled back): a listener reads committed rows only, and
// what it reads is what is stored. Events are keys, not payloads, for the same reason.
//
// Several server processes (issue 27 point 4): a transport (chat/redis-bus.ts, with REDIS_URL) carries each
// process's events to the others, whose hubs read the same committed rows; their sockets then get every
// message, recall and state change, however the clients are spread. Events are keys there too: a process
// that hears one twice, or late, reads the table and its cursors keep each socket's messages once and in order.

export type ChatBusEvent =
  /** New rows in chat_messages (any group): the hub sends every row after its cursor, in seq order. */
  | { type: 'messages' }
  /** A message changed state (recalled, deleted). */
  | { type: 'update'; seq: number }
  /** The group's chat state (mode, announcement, rate limit, lecture clock) may have changed. */
  | { type: 'state'; groupId: string };

export type ChatBusListener = (events: ChatBusEvent[]) => void;

/** Carries one process's events to the other server processes, and theirs to it. */
export interface ChatBusTransport {
  /** Sends this process's events (after their transaction) to the others. */
  publish(events: ChatBusEvent[]): void;
  /** Hands the other processes' events to `deliver`, in the order they were published; returns the stop. */
  subscribe(deliver: (events: ChatBusEvent[]) => void): () => void;
}

export class ChatBus {
  private readonly listeners = new Set<ChatBusListener>();
  private queue: ChatBusEvent[] = [];
  private scheduled = false;
  private transport: ChatBusTransport | null = null;
  private unsubscribe: (() => void) | null = null;

  emit(event: ChatBusEvent): void {
    // Nobody listens here and no other process is told: nothing to do (a script, a test without a hub).
    if (this.listeners.size === 0 && !this.transport) return;
    this.queue.push(event);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  /** Adds a listener; returns its removal. */
  listen(listener: ChatBusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Joins the other server processes through `transport`: this process's events go to them, theirs come to
   * this process's listeners. Returns the disconnection.
   */
  connect(transport: ChatBusTransport): () => void {
    this.disconnect();
    this.transport = transport;
    this.unsubscribe = transport.subscribe((events) => this.deliver(events));
    return () => this.disconnect();
  }

  private disconnect(): void {
    if (this.unsubscribe) this.unsubscribe();
    this.unsubscribe = null;
    this.transport = null;
  }

  private flush(): void {
    this.scheduled = false;
    const events = this.queue;
    this.queue = [];
    this.deliver(events);
    if (this.transport) this.transport.publish(events);
  }

  private deliver(events: ChatBusEvent[]): void {
    for (const listener of this.listeners) listener(events);
  }
}

const buses = new WeakMap<Db, ChatBus>();

/** The bus of this database handle (made on first use). */
export function chatBus(db: Db): ChatBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = new ChatBus();
    buses.set(db, bus);
  }
  return bus;
}
