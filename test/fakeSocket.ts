import type { SocketLike } from '../src/lib/groupSocket';

/**
 * A WebSocket stand-in for tests (connection, model and screens): it records what the client
 * sends and lets the test play the server (open, frames, close codes).
 */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  static reset(): void {
    FakeSocket.all = [];
  }
  static last(): FakeSocket {
    return FakeSocket.all[FakeSocket.all.length - 1];
  }
  static factory = (url: string): SocketLike => new FakeSocket(url);

  readyState = 0;
  sent: any[] = [];
  closedWith: number | null = null;
  private listeners: Record<string, ((ev: any) => void)[]> = {};

  constructor(public url: string) {
    FakeSocket.all.push(this);
  }

  addEventListener(type: string, fn: (ev: any) => void): void {
    (this.listeners[type] || (this.listeners[type] = [])).push(fn);
  }

  private emit(type: string, ev: unknown): void {
    (this.listeners[type] || []).slice().forEach((fn) => fn(ev));
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  // ---- the server's side ----
  open(): void {
    this.readyState = 1;
    this.emit('open', {});
  }
  receive(frame: object): void {
    this.emit('message', { data: JSON.stringify(frame) });
  }
  ready(userId = 'u1', role = 'user'): void {
    this.receive({ type: 'ready', user_id: userId, role });
  }
  serverClose(code: number): void {
    this.readyState = 3;
    this.emit('close', { code });
  }
  framesOf(type: string): any[] {
    return this.sent.filter((f) => f.type === type);
  }
}
