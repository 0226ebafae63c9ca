import type { Db } from '../db/connection';
import { statement } from '../db/statements';

export type OutboxMessage =
  | { dedupe_key: string; channel: 'sms'; phone: string; group_id: null; user_id: null; text: string; created_at: string }
  | { dedupe_key: string; channel: 'wallet'; phone: null; group_id: string; user_id: string; text: string; created_at: string };

/** Puts a message in the outbox; false when one with its key is there already (nothing is written). */
export function insertOutboxMessage(db: Db, message: OutboxMessage): boolean {
  return statement(db, `INSERT INTO outbox_messages (dedupe_key, channel, phone, group_id, user_id, text, created_at)
    VALUES (@dedupe_key, @channel, @phone, @group_id, @user_id, @text, @created_at)
    ON CONFLICT (dedupe_key) DO NOTHING`).run(message).changes > 0;
}
