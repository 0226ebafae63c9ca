import type { Db } from '../db/connection';
import type { Sql } from '../db/sql';
import { statement } from '../db/statements';

// The outbox's table (lib/messaging.ts writes it, jobs/outbox.ts delivers it), on the async layer (issue 27).

export type OutboxMessage =
  | { dedupe_key: string; channel: 'sms'; phone: string; group_id: null; user_id: null; text: string; created_at: string }
  | { dedupe_key: string; channel: 'wallet'; phone: null; group_id: string; user_id: string; text: string; created_at: string };

const INSERT_OUTBOX_MESSAGE = `INSERT INTO outbox_messages (dedupe_key, channel, phone, group_id, user_id, text, created_at)
    VALUES (@dedupe_key, @channel, @phone, @group_id, @user_id, @text, @created_at)
    ON CONFLICT (dedupe_key) DO NOTHING`;

/** Puts a message in the outbox; false when one with its key is there already (nothing is written). */
export async function insertOutboxMessage(sql: Sql, message: OutboxMessage): Promise<boolean> {
  return (await sql.run(INSERT_OUTBOX_MESSAGE, { ...message })).changes > 0;
}

/** The same inside the synchronous transactions that have not moved yet (lib/messaging.ts smsSync, walletSync). */
export function insertOutboxMessageSync(db: Db, message: OutboxMessage): boolean {
  return statement(db, INSERT_OUTBOX_MESSAGE).run(message).changes > 0;
}

/** A message as the outbox holds it, with where its delivery stands. */
export type OutboxRow = OutboxMessage & { message_id: number; state: 'pending' | 'sent' | 'failed'; attempts: number };

/** The messages due for a try at `nowIso`, oldest first. */
export function listDueOutboxIds(sql: Sql, nowIso: string, limit: number): Promise<number[]> {
  return sql.values<number>(`SELECT message_id FROM outbox_messages
    WHERE state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY message_id LIMIT ?`, nowIso, limit);
}

/**
 * Takes a due message for one try, which holds it until `leaseUntil` (another process then leaves it
 * alone); undefined when it is not due any more (sent, or taken by another process).
 */
export function claimOutboxMessage(sql: Sql, messageId: number, nowIso: string, leaseUntil: string): Promise<OutboxRow | undefined> {
  return sql.get<OutboxRow>(`UPDATE outbox_messages SET next_attempt_at = @leaseUntil
    WHERE message_id = @messageId AND state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= @nowIso)
    RETURNING message_id, dedupe_key, channel, phone, group_id, user_id, text, created_at, state, attempts`,
  { messageId, nowIso, leaseUntil });
}

export async function markOutboxSent(sql: Sql, messageId: number, nowIso: string): Promise<void> {
  await sql.run(`UPDATE outbox_messages SET state = 'sent', sent_at = ?, attempts = attempts + 1, next_attempt_at = NULL, last_error = NULL
    WHERE message_id = ? AND state = 'pending'`, nowIso, messageId);
}

/** A try that failed: tried again at `nextAttemptAt`, or given up (failed) when that is null. */
export async function markOutboxAttemptFailed(sql: Sql, messageId: number, error: string, nextAttemptAt: string | null): Promise<void> {
  await sql.run(`UPDATE outbox_messages SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, state = ?
    WHERE message_id = ? AND state = 'pending'`, error, nextAttemptAt, nextAttemptAt === null ? 'failed' : 'pending', messageId);
}
