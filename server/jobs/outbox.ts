import type { AppDeps } from '../context';
import { layerOpen } from '../db/sql';
import { claimOutboxMessage, listDueOutboxIds, markOutboxAttemptFailed, markOutboxSent, type OutboxRow } from '../lib/messaging.repo';
import { outboxWritten, walletMessageId } from '../lib/messaging';
import { findGroup } from '../routes/group/group.repo';

// Delivering the outbox (issue 23 point 7; lib/messaging.ts writes it): each pending message is
// handed to its party — an SMS to the SMS gateway, a wallet message to the wallet as the group's
// bot — under its key as the party's idempotency key. A message a party does not take is tried again
// after 10 s, then 20 s, 40 s … (doubling, at most an hour apart); after OUTBOX_MAX_ATTEMPTS tries it
// is given up (state failed) and logged as an error. A try holds its message for OUTBOX_LEASE_MS, so
// two processes do not send it at once (and if they did, the party would take it once).

export const OUTBOX_BATCH = 50;
export const OUTBOX_MAX_ATTEMPTS = 10;
export const OUTBOX_LEASE_MS = 60_000;
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** How often the scheduler delivers what the requests that wrote it did not. */
export const OUTBOX_JOB_INTERVAL_MS = 2_000;

/** How long after its `attempts`-th failed try a message is tried again. */
export function outboxRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

async function send(deps: AppDeps, message: OutboxRow): Promise<void> {
  if (message.channel === 'sms') {
    await deps.providers.sms.send({ id: message.dedupe_key, phone: message.phone, text: message.text });
    return;
  }
  const group = await findGroup(deps.sql, message.group_id);
  if (!group) throw new Error(`group ${message.group_id} is gone`);
  await deps.providers.mixin.sendMessage(group, { messageId: walletMessageId(message.dedupe_key), userId: message.user_id, text: message.text });
}

export type OutboxDelivery = { sent: number; retrying: number; failed: number };

/** Tries every message due now (at most OUTBOX_BATCH, the oldest first). */
export async function deliverOutbox(deps: AppDeps): Promise<OutboxDelivery> {
  const { sql } = deps;
  const done: OutboxDelivery = { sent: 0, retrying: 0, failed: 0 };
  const startedAt = deps.clock();
  for (const id of await listDueOutboxIds(sql, new Date(startedAt).toISOString(), OUTBOX_BATCH)) {
    const now = deps.clock();
    const message = await claimOutboxMessage(sql, id, new Date(now).toISOString(), new Date(now + OUTBOX_LEASE_MS).toISOString());
    if (!message) continue;
    try {
      await send(deps, message);
      await markOutboxSent(sql, id, new Date(deps.clock()).toISOString());
      done.sent += 1;
    } catch (failure) {
      const error = (failure as Error).message || String(failure);
      const attempts = message.attempts + 1;
      const giveUp = attempts >= OUTBOX_MAX_ATTEMPTS;
      await markOutboxAttemptFailed(sql, id, error, giveUp ? null : new Date(deps.clock() + outboxRetryDelayMs(attempts)).toISOString());
      deps.log({
        level: giveUp ? 'error' : 'warn', msg: giveUp ? 'a message was given up after its last try' : 'a message was not delivered',
        channel: message.channel, key: message.dedupe_key, attempts, error,
      });
      if (giveUp) done.failed += 1;
      else done.retrying += 1;
    }
  }
  return done;
}

/**
 * At the end of a request that wrote to the outbox: delivers at once what it wrote (and whatever
 * else is due), so an SMS code leaves with the request that asked for it. Never throws: what is not
 * delivered now stays for the next try.
 */
export async function deliverWrittenOutbox(deps: AppDeps): Promise<void> {
  // Written on the layer: a transaction's work is handed the layer's own handle (deps.sql itself, on
  // SQLite and PostgreSQL alike: db/sql.ts, db/sql.postgres.ts), which the sender marks after commit. The
  // synchronous senders left (smsSync, walletSync) are the seed's, whose messages it marks sent itself.
  if (!outboxWritten(deps.sql) || !layerOpen(deps.sql)) return;
  try {
    await deliverOutbox(deps);
  } catch (error) {
    deps.log({ level: 'warn', msg: 'outbox delivery failed', error: (error as Error).message });
  }
}
