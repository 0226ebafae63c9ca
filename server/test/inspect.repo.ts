import type { SqlParam } from '../db/sql';
import type { TestServer } from './helpers';

// Read-only looks behind the API for tests (what the database holds after a request).

/** Rows of `from` (a table, optionally with a WHERE clause), through the app's layer: either engine. */
export const countRows = (server: TestServer, from: string, ...params: SqlParam[]) =>
  server.sql.value<number>(`SELECT COUNT(*) FROM ${from}`, ...params).then((n) => Number(n));

/** The order's state, through the app's layer: either engine. */
export const readOrderState = (server: TestServer, orderId: string) =>
  server.sql.value<string>('SELECT state FROM orders WHERE order_id = ?', orderId) as Promise<string>;

/**
 * The same read on the test server's SQLite file only (on PostgreSQL that file holds just the seed): kept for
 * the tests not yet reading through the layer; use countRows.
 */
export const count = (server: TestServer, from: string, ...params: unknown[]) =>
  server.db.prepare(`SELECT COUNT(*) FROM ${from}`).pluck().get(...params) as number;

/** SQLite's file only, as count; use readOrderState. */
export const orderState = (server: TestServer, orderId: string) =>
  server.db.prepare('SELECT state FROM orders WHERE order_id = ?').pluck().get(orderId) as string;
