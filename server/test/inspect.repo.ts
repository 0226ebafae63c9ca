import type { TestServer } from './helpers';

// Read-only looks behind the API for tests (what the database holds after a request).

/** Rows of `from` (a table, optionally with a WHERE clause). */
export const count = (server: TestServer, from: string, ...params: unknown[]) =>
  server.db.prepare(`SELECT COUNT(*) FROM ${from}`).pluck().get(...params) as number;

export const orderState = (server: TestServer, orderId: string) =>
  server.db.prepare('SELECT state FROM orders WHERE order_id = ?').pluck().get(orderId) as string;
