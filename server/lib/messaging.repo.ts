import type { Db } from '../db/connection';
import { statement } from '../db/statements';
import type { Sql } from '../db/sql';

export type OutboxMessage =
  | { dedupe_key: string; channel: 'sms'; phone: string; group_id: null; user_id: null; text: string; created_at: string }
  | { dedupe_key: string; channel: 'wallet'; phone: null; group_id: string; user_id: string; text: string; created_at: string };

const INSERT_OUTBOX_MESSAGE = `INSERT INTO outbox_messages (dedupe_key, channel, phone, group_id, user_id, text, created_at)
    VALUES (@dedupe_key, @channel, @phone, @group_id, @user_id, @text, @created_at)
    ON CONFLICT (dedupe_key) DO NOTHING`;

/** Puts a message in the outbox; false when one with its key is there already (nothing is written). */
export async function insertOutboxMessage(sql: Sql, message: OutboxMessage): Promise<boolean> {
  return (await sql.run(INSERT_OUTBOX_MESSAGE, message)).changes > 0;
}

/** The same, for senders inside synchronous transactions not yet on the async layer (same text). */
export function insertOutboxMessageSync(db: Db, message: OutboxMessage): boolean {
  return statement(db, INSERT_OUTBOX_MESSAGE).run(message).changes > 0;
}

/** A message as the outbox holds it, with where its delivery stands. */
export type OutboxRow = OutboxMessage & { message_id: number; state: 'pending' | 'sent' | 'failed'; attempts: number };

/** The messages due for a try at `nowIso`, oldest first. */
export function listDueOutboxIds(db: Db, nowIso: string, limit: number): number[] {
  return statement(db, `SELECT message_id FROM outbox_messages
    WHERE state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY message_id LIMIT ?`)
    .pluck().all(nowIso, limit) as number[];
}

/**
 * Takes a due message for one try, which holds it until `leaseUntil` (another process then leaves it
 * alone); undefined when it is not due any more (sent, or taken by another process).
 */
export function claimOutboxMessage(db: Db, messageId: number, nowIso: string, leaseUntil: string): OutboxRow | undefined {
  return statement(db, `UPDATE outbox_messages SET next_attempt_at = @leaseUntil
    WHERE message_id = @messageId AND state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= @nowIso)
    RETURNING message_id, dedupe_key, channel, phone, group_id, user_id, text, created_at, state, attempts`)
    .get({ messageId, nowIso, leaseUntil }) as OutboxRow | undefined;
}

export function markOutboxSent(db: Db, messageId: number, nowIso: string): void {
  statement(db, `UPDATE outbox_messages SET state = 'sent', sent_at = ?, attempts = attempts + 1, next_attempt_at = NULL, last_error = NULL
    WHERE message_id = ? AND state = 'pending'`).run(nowIso, messageId);
}

/** A try that failed: tried again at `nextAttemptAt`, or given up (failed) when that is null. */
export function markOutboxAttemptFailed(db: Db, messageId: number, error: string, nextAttemptAt: string | null): void {
  statement(db, `UPDATE outbox_messages SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?,
      state = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END
    WHERE message_id = ? AND state = 'pending'`).run(error, nextAttemptAt, nextAttemptAt, messageId);
}
