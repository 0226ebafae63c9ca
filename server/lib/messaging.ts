import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';
import type { Sql } from '../db/sql';
import { insertOutboxMessage, insertOutboxMessageSync } from './messaging.repo';

// Messages to people outside the app: an SMS to a phone, a message in their wallet (from the
// group's bot). Each carries a key naming what it is about (`invoice:<order>:sms`); one message per
// key is ever sent, however often a caller tries.
//
// The sender is called inside the transaction that decides to send (with its connection), so the
// decision and the message are written together or not at all; it is synchronous and must not wait
// on the network. It writes the outbox (outbox_messages); jobs/outbox.ts delivers what the outbox
// holds after commit (at the end of the request that wrote it, and the scheduler's `deliver-outbox`
// job for what is left), to the SMS gateway and the wallet's messages API, passing the key on as
// the party's idempotency key (the SMS id; the wallet's message_id is a UUID made from it), so a
// delivery retried after a crash is not a second message.

/** An SMS to a phone: '+', the country code and the number. */
export type SmsMessage = { key: string; phone: string; text: string; sentAt: string };
/** A message in a person's wallet, written by the group's bot. */
export type WalletMessage = { key: string; groupId: string; userId: string; text: string; sentAt: string };

export type MessageSender = {
  /** Sends an SMS; false when one with this key was sent before (nothing is sent again). */
  sms(db: Db, message: SmsMessage): boolean;
  /** Sends a wallet message; false when one with this key was sent before. */
  wallet(db: Db, message: WalletMessage): boolean;
};

/** The databases whose outbox got a message since it was last delivered (see outboxWritten). */
const written = new WeakSet<Db>();

/** Whether a message was written to this database's outbox since the last call, which forgets it. */
export function outboxWritten(db: Db): boolean {
  const was = written.has(db);
  written.delete(db);
  return was;
}

/** The server's sender: each message goes into the outbox table (outbox_messages), to be delivered. */
export const outboxSender: MessageSender = {
  sms: (db, { key, phone, text, sentAt }) => {
    written.add(db);
    return insertOutboxMessageSync(db, { dedupe_key: key, channel: 'sms', phone, group_id: null, user_id: null, text, created_at: sentAt });
  },
  wallet: (db, { key, groupId, userId, text, sentAt }) => {
    written.add(db);
    return insertOutboxMessageSync(db, { dedupe_key: key, channel: 'wallet', phone: null, group_id: groupId, user_id: userId, text, created_at: sentAt });
  },
};

/** Where the server's messages go: the one place a deployment puts its own sender. */
export const messages: MessageSender = outboxSender;

/** The same sender for a transaction on the async layer (issue 27): `sql` is the transaction's handle. */
export type LayerMessageSender = {
  sms(sql: Sql, message: SmsMessage): Promise<boolean>;
  wallet(sql: Sql, message: WalletMessage): Promise<boolean>;
};

/**
 * The outbox on the async layer, for the app whose database is `deps.db`: the message is written in the
 * caller's transaction, and the app's end of request delivers it once that transaction has committed
 * (deliverWrittenOutbox asks outboxWritten(deps.db), marked after the commit).
 */
export function layerMessages(deps: { db: Db }): LayerMessageSender {
  const mark = (sql: Sql) => sql.afterCommit(() => written.add(deps.db));
  return {
    sms: async (sql, { key, phone, text, sentAt }) => {
      mark(sql);
      return insertOutboxMessage(sql, { dedupe_key: key, channel: 'sms', phone, group_id: null, user_id: null, text, created_at: sentAt });
    },
    wallet: async (sql, { key, groupId, userId, text, sentAt }) => {
      mark(sql);
      return insertOutboxMessage(sql, { dedupe_key: key, channel: 'wallet', phone: null, group_id: groupId, user_id: userId, text, created_at: sentAt });
    },
  };
}

/** The wallet's message_id for an outbox key: a UUID made from it, the same at every try. */
export function walletMessageId(key: string): string {
  const hex = createHash('sha256').update(`outbox:${key}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
