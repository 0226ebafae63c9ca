import { WebSocket } from 'ws';

// A WebSocket client for the chat tests and the load bench: keeps every frame, hands them out by
// predicate, and remembers how the socket closed.

export type Frame = Record<string, any>;

export class TestSocket {
  readonly frames: Frame[] = [];
  private readonly waiters: { pred: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  closeCode: number | null = null;

  private constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        this.closeCode = code;
        resolve({ code, reason: reason.toString() });
      });
    });
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      const index = this.waiters.findIndex((w) => w.pred(frame));
      if (index >= 0) this.waiters.splice(index, 1)[0]!.resolve(frame);
      else this.frames.push(frame);
    });
  }

  /** Opens a socket; rejects when the upgrade is refused (the status code in the message). */
  static open(url: string): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const socket = new TestSocket(ws);
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first kept frame matching `pred` (removed from the buffer), or the next one to arrive. */
  take(pred: (f: Frame) => boolean = () => true, timeoutMs = 3000): Promise<Frame> {
    const index = this.frames.findIndex(pred);
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const waiter = {
        pred,
        resolve: (f: Frame) => {
          clearTimeout(timer);
          resolve(f);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no matching frame within ${timeoutMs} ms; kept: ${JSON.stringify(this.frames).slice(0, 500)}`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /**
   * A whole backlog: its pages (`backlog` frames) up to the one without `more`, the messages of all of them
   * in order, and the last page's `truncated`.
   */
  async backlog(timeoutMs = 3000): Promise<{ pages: Frame[]; messages: Frame[]; truncated: boolean }> {
    const pages: Frame[] = [];
    do pages.push(await this.take((f) => f.type === 'backlog', timeoutMs));
    while (pages.at(-1)!.more);
    return { pages, messages: pages.flatMap((p) => p.messages as Frame[]), truncated: pages.at(-1)!.truncated as boolean };
  }

  /** Signs in and waits for `ready`. */
  async auth(group: string, token: string): Promise<Frame> {
    this.send({ type: 'auth', group, token });
    return this.take((f) => f.type === 'ready' || f.type === 'error');
  }

  close(): void {
    this.ws.close();
  }
}
