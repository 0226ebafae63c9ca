import type { Db } from '../db/connection';

// The chat's "after commit" queue, one per database handle (so any code holding the Db can post without
// threading the hub through). A writer calls emit() inside or outside its transaction; listeners (the
// WebSocket hub) hear it on the next turn of the event loop. better-sqlite3 transactions are synchronous,
// so by then the transaction has committed (or rolled back): a listener reads committed rows only, and
// what it reads is what is stored. Events are keys, not payloads, for the same reason.

export type ChatBusEvent =
  /** New rows in chat_messages (any group): the hub sends every row after its cursor, in seq order. */
  | { type: 'messages' }
  /** A message changed state (recalled, deleted). */
  | { type: 'update'; seq: number }
  /** The group's chat state (mode, announcement, rate limit, lecture clock) may have changed. */
  | { type: 'state'; groupId: string };

export type ChatBusListener = (events: ChatBusEvent[]) => void;

export class ChatBus {
  private readonly listeners = new Set<ChatBusListener>();
  private queue: ChatBusEvent[] = [];
  private scheduled = false;

  emit(event: ChatBusEvent): void {
    if (this.listeners.size === 0) return;
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

  private flush(): void {
    this.scheduled = false;
    const events = this.queue;
    this.queue = [];
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
