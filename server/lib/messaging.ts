import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';
import type { Sql } from '../db/sql';
import { insertOutboxMessage, insertOutboxMessageSync } from './messaging.repo';

// Messages to people outside the app: an SMS to a phone, a message in their wallet (from the
// group's bot). Each carries a key naming what it is about (`invoice:<order>:sms`); one message per
// key is ever sent, however often a caller tries.
//
// The sender is called inside the transaction that decides to send (with its connection), so the
// decision and the message are written together or not at all; it writes through that transaction
// only (on the async layer, `sql`; its …Sync twin on a synchronous connection) and never waits on the
// network. It writes the outbox (outbox_messages); jobs/outbox.ts delivers what the outbox
// holds after commit (at the end of the request that wrote it, and the scheduler's `deliver-outbox`
// job for what is left), to the SMS gateway and the wallet's messages API, passing the key on as
// the party's idempotency key (the SMS id; the wallet's message_id is a UUID made from it), so a
// delivery retried after a crash is not a second message.

/** An SMS to a phone: '+', the country code and the number. */
export type SmsMessage = { key: string; phone: string; text: string; sentAt: string };
/** A message in a person's wallet, written by the group's bot. */
export type WalletMessage = { key: string; groupId: string; userId: string; text: string; sentAt: string };

export type MessageSender = {
  /** Sends an SMS, in the caller's transaction on the async layer; false when one with this key was sent before. */
  sms(sql: Sql, message: SmsMessage): Promise<boolean>;
  /** Sends a wallet message, in the caller's transaction on the async layer; false when one with this key was sent before. */
  wallet(sql: Sql, message: WalletMessage): Promise<boolean>;
  /** The same inside a synchronous transaction that has not moved to the layer yet (issue 27). */
  smsSync(db: Db, message: SmsMessage): boolean;
  walletSync(db: Db, message: WalletMessage): boolean;
};

/** The databases (a connection, or the async layer's handle) whose outbox got a message since it was last delivered. */
const written = new WeakSet<object>();

/** Whether a message was written to this database's outbox since the last call, which forgets it. */
export function outboxWritten(db: Db | Sql): boolean {
  const was = written.has(db);
  written.delete(db);
  return was;
}

const sms = ({ key, phone, text, sentAt }: SmsMessage) =>
  ({ dedupe_key: key, channel: 'sms' as const, phone, group_id: null, user_id: null, text, created_at: sentAt });
const wallet = ({ key, groupId, userId, text, sentAt }: WalletMessage) =>
  ({ dedupe_key: key, channel: 'wallet' as const, phone: null, group_id: groupId, user_id: userId, text, created_at: sentAt });

/**
 * The server's sender: each message goes into the outbox table (outbox_messages), to be delivered. On the
 * layer the message counts as written once its transaction has committed (afterCommit), so the request's
 * delivery never looks for one that was rolled back.
 */
export const outboxSender: MessageSender = {
  sms: async (sql, message) => {
    const inserted = await insertOutboxMessage(sql, sms(message));
    sql.afterCommit(() => written.add(sql));
    return inserted;
  },
  wallet: async (sql, message) => {
    const inserted = await insertOutboxMessage(sql, wallet(message));
    sql.afterCommit(() => written.add(sql));
    return inserted;
  },
  smsSync: (db, message) => {
    written.add(db);
    return insertOutboxMessageSync(db, sms(message));
  },
  walletSync: (db, message) => {
    written.add(db);
    return insertOutboxMessageSync(db, wallet(message));
  },
};

/** Where the server's messages go: the one place a deployment puts its own sender. */
export const messages: MessageSender = outboxSender;

/** The wallet's message_id for an outbox key: a UUID made from it, the same at every try. */
export function walletMessageId(key: string): string {
  const hex = createHash('sha256').update(`outbox:${key}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
