import type { Db } from '../db/connection';
import { insertOutboxMessage } from './messaging.repo';

// Messages to people outside the app: an SMS to a phone, a message in their wallet (from the
// group's bot). Each carries a key naming what it is about (`invoice:<order>:sms`); one message per
// key is ever sent, however often a caller tries.
//
// The sender is called inside the transaction that decides to send (with its connection), so the
// decision and the message are written together or not at all; it is synchronous and must not wait
// on the network. A deployment with an SMS gateway and the wallet's messaging API keeps this shape:
// its sender writes the outbox as below, and a worker delivers what the outbox holds after commit,
// passing the key on as the provider's idempotency key (the wallet's message_id), so a delivery
// retried after a crash is not a second message. The reference server has neither: `outboxSender`
// writes the outbox and the sandbox reads it as the phone's and the wallet's inbox.

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

/** The reference server's sender: each message stops in the outbox table (outbox_messages). */
export const outboxSender: MessageSender = {
  sms: (db, { key, phone, text, sentAt }) => insertOutboxMessage(db, {
    dedupe_key: key, channel: 'sms', phone, group_id: null, user_id: null, text, created_at: sentAt,
  }),
  wallet: (db, { key, groupId, userId, text, sentAt }) => insertOutboxMessage(db, {
    dedupe_key: key, channel: 'wallet', phone: null, group_id: groupId, user_id: userId, text, created_at: sentAt,
  }),
};

/** Where the server's messages go: the one place a deployment puts its own sender. */
export const messages: MessageSender = outboxSender;
