// The chat's "after commit" queue, one per database handle (so any code holding the Db or the layer can
// post without threading the hub through; createApp makes the app's Db and its layer share one bus). A
// writer on the async layer emits from `sql.afterCommit` (issue 27), so nothing is told of a transaction
// that rolled back or is run again; a synchronous writer (a …Sync twin inside another area's
// better-sqlite3 transaction) emits inside it, which is heard on the next turn of the event loop, by when
// that synchronous transaction has committed or rolled back. Either way a listener (the WebSocket hub)
// reads committed rows only, and what it reads is what is stored. Events are keys, not payloads.
//
// Several server processes (issue 27 point 4): a transport (chat/redis-bus.ts, with REDIS_URL) carries each
// process's events to the others, whose hubs read the same committed rows; their sockets then get every
// message, recall and state change, however the clients are spread. Events are keys there too: a process
// that hears one twice, or late, reads the table and its cursors keep each socket's messages once and in order.

export type ChatBusEvent =
  /**
   * New rows in chat_messages (of this group; without one, of any): the hub sends every row after the
   * group's cursor, in seq order.
   */
  | { type: 'messages'; groupId?: string }
  /** A message changed state (recalled, deleted). */
  | { type: 'update'; seq: number; groupId?: string }
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

const buses = new WeakMap<object, ChatBus>();

/** The bus of this database handle, a Db or the async layer (made on first use). */
export function chatBus(handle: object): ChatBus {
  let bus = buses.get(handle);
  if (!bus) {
    bus = new ChatBus();
    buses.set(handle, bus);
  }
  return bus;
}
