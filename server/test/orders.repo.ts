import { randomUUID } from 'node:crypto';
import type { TestServer } from './helpers';

// Orders written behind the API for tests: states the API no longer lets anyone reach.

/**
 * A second open order beside `orderId` (same user, product, kind and quantity, unpriced), as one
 * made before a user could hold only one open order per product: POST /orders now answers the open
 * one, so tests of what two open orders may do make the second this way.
 */
export async function olderOpenCopy(server: TestServer, orderId: string): Promise<string> {
  const copy = randomUUID();
  await server.sql.run(`INSERT INTO orders (order_id, group_id, user_id, product_id, kind, quantity, state, asset_id, amount,
      created_at, expires_at, updated_at)
    SELECT ?, group_id, user_id, product_id, kind, quantity, 'NOT_PAID', asset_id, amount, created_at, expires_at, updated_at
    FROM orders WHERE order_id = ?`, copy, orderId);
  return copy;
}
