import { randomUUID } from 'node:crypto';
import type { TestServer } from './helpers';

// Behind-the-API rows for the statistics tests: what happened on a given day, written as the features
// that own the rows would have written them (their own routes cannot act on a past day), through the
// app's async layer (server.sql).

/** A day's instant at `hour` UTC, as the server stores times. */
export const at = (day: string, hour = 10) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;

let identities = 7_100_000;

/** A new user who joined `groupId` at `joinedAt`, with a membership running out at `expiresAt` (null: none). */
export async function addMember(server: TestServer, groupId: string, joinedAt: string, expiresAt: string | null = null): Promise<string> {
  const userId = randomUUID();
  await server.sql.run(`INSERT INTO users (user_id, identity_number, full_name, avatar_url, persona, created_at)
    VALUES (?, ?, ?, '', NULL, ?)`, userId, String(identities++), `Stat ${userId.slice(0, 4)}`, joinedAt);
  await server.sql.run(`INSERT INTO memberships (group_id, user_id, role, state, expired_at, joined_at, created_at)
    VALUES (?, ?, 'user', 'paid', ?, ?, ?)`, groupId, userId, expiresAt, joinedAt, joinedAt);
  return userId;
}

/** An order in `state`, paid at `paidAt` when PAID. */
export async function addOrder(
  server: TestServer,
  order: { groupId: string; userId: string; productId: string; kind: 'join' | 'renew' | 'course'; assetId: string; amount: string; paidAt: string; state?: 'PAID' | 'NOT_PAID' },
): Promise<string> {
  const orderId = randomUUID();
  const state = order.state ?? 'PAID';
  await server.sql.run(`INSERT INTO orders (order_id, group_id, user_id, product_id, kind, quantity, state, asset_id, amount, channel,
      created_at, expires_at, paid_at, updated_at)
    VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, 'mixin', ?, ?, ?, ?)`,
  orderId, order.groupId, order.userId, order.productId, order.kind, state, order.assetId, order.amount,
  order.paidAt, order.paidAt, state === 'PAID' ? order.paidAt : null, order.paidAt);
  return orderId;
}

export async function addChatMessage(server: TestServer, groupId: string, userId: string, createdAt: string): Promise<void> {
  await server.sql.run(`INSERT INTO chat_messages (message_id, group_id, channel, user_id, kind, text, created_at, created_ms)
    VALUES (?, ?, 'group', ?, 'text', 'hello', ?, ?)`, randomUUID(), groupId, userId, createdAt, Date.parse(createdAt));
}

/** A discussion post; answers its id. */
export async function addDiscussion(server: TestServer, groupId: string, userId: string, createdAt: string): Promise<string> {
  const id = randomUUID();
  await server.sql.run(`INSERT INTO discussions (discussion_id, group_id, user_id, content, created_at, updated_at)
    VALUES (?, ?, ?, 'a post', ?, ?)`, id, groupId, userId, createdAt, createdAt);
  return id;
}

export async function addReply(server: TestServer, discussionId: string, userId: string, createdAt: string): Promise<void> {
  await server.sql.run(`INSERT INTO discussion_replies (reply_id, discussion_id, user_id, content, created_at)
    VALUES (?, ?, ?, 'a reply', ?)`, randomUUID(), discussionId, userId, createdAt);
}

/** What the member page's activity list records (a course finished, …). */
export async function addActivity(server: TestServer, groupId: string, userId: string, createdAt: string): Promise<void> {
  await server.sql.run(`INSERT INTO activities (activity_id, group_id, user_id, kind, subject_id, subject_title, created_at)
    VALUES (?, ?, ?, 'course_finished', NULL, NULL, ?)`, randomUUID(), groupId, userId, createdAt);
}

export type RollupRow = { day: string; new_members: number; paid: number; renewed: number; active: number; churned: number };

export function rollupRows(server: TestServer, groupId: string): Promise<RollupRow[]> {
  return server.sql.all<RollupRow>(`SELECT day, new_members, paid, renewed, active, churned FROM stat_daily_users
    WHERE group_id = ? ORDER BY day`, groupId);
}

export function incomeRows(server: TestServer, groupId: string): Promise<{ day: string; asset_id: string; amount: string; orders: number }[]> {
  return server.sql.all<{ day: string; asset_id: string; amount: string; orders: number }>(
    'SELECT day, asset_id, amount, orders FROM stat_daily_income WHERE group_id = ? ORDER BY day, asset_id', groupId);
}
