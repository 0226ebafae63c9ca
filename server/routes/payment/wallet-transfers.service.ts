import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../context';
import type { Sql } from '../../db/sql';
import { ApiError } from '../../lib/errors';
import { findGroup } from '../group/group.repo';
import {
  claimWalletTransfer, insertWalletTransfer, listDueWalletTransferIds, markWalletTransferTried, settleWalletTransfer,
  type NewWalletTransfer, type WalletTransferKind, type WalletTransferRow,
} from './wallet-transfers.repo';

// The wallet sending money (issue 23): what a group's bot pays out of its own wallet — a withdrawal
// from the profit vault, a lucky-coin share to its claimer, a pack's unclaimed rest back to its
// payer — is written as a
// transfer in the transaction that takes it off the ledger, and sent afterwards through the wallet
// (providers.mixin.transfer) by the `send-wallet-transfers` job, one after another (one process
// holds the job: two transfers never pick the same outputs of the bot), under its own trace, until
// the wallet says it is spent:
// - spent: confirmed, with the bot's snapshot, and its withdrawal settled;
// - on its way: asked again WALLET_TRANSFER_RECHECK_MS later (the same trace: never a second transfer);
// - refused by the wallet (a 409: a recipient it does not know, a transaction it will not take): a
//   withdrawal fails and its amount goes back into the vaults; a pack's share or rest is owed, so it
//   is tried again like a wallet that did not answer;
// - no answer, or too little in the bot's wallet for now (a 503: its change may be on its way):
//   tried again after 10 s, 20 s, 40 s … at most an hour apart; a withdrawal is given up after
//   WALLET_TRANSFER_MAX_ATTEMPTS tries (failed, its amount back in the vaults), a pack's never.
// A try holds the transfer for WALLET_TRANSFER_LEASE_MS, so two senders never send it at once (and
// if they did, the wallet would take one transaction for the trace).
// On the async layer (db/sql.ts): the wallet is asked outside any transaction, and what it said is
// settled afterwards in a transaction of its own (deps.sql.tx), which re-checks that the transfer is
// still pending, so a settlement run again (a retry on PostgreSQL, a second sender) settles nothing twice.

export const WALLET_TRANSFER_JOB_INTERVAL_MS = 2_000;
export const WALLET_TRANSFER_RECHECK_MS = 2_000;
export const WALLET_TRANSFER_LEASE_MS = 60_000;
export const WALLET_TRANSFER_BATCH = 20;
export const WALLET_TRANSFER_MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** How long after its `attempts`-th failed try a transfer is tried again. */
export function walletTransferRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** What settling a transfer does to what it pays out, in the transaction that settles it. */
export type WalletTransferSettlers = Record<WalletTransferKind, {
  confirmed: (sql: Sql, reference: string, snapshotId: string | null, at: string) => Promise<void>;
  /** Null: the kind is owed until it is paid, never given up. */
  failed: ((sql: Sql, reference: string, at: string) => Promise<void>) | null;
}>;

export type QueuedWalletTransfer = {
  groupId: string; kind: WalletTransferKind; reference: string; recipientId: string; assetId: string; amount: string; memo: string; at: string;
};

const transferRow = (id: string, transfer: QueuedWalletTransfer): NewWalletTransfer => ({
  transfer_id: id, group_id: transfer.groupId, kind: transfer.kind, reference: transfer.reference, recipient_id: transfer.recipientId,
  asset_id: transfer.assetId, amount: transfer.amount, memo: transfer.memo, created_at: transfer.at,
});

/** Writes a transfer to send (inside the caller's transaction); its id is its trace. */
export async function queueWalletTransfer(sql: Sql, transfer: QueuedWalletTransfer): Promise<string> {
  const id = randomUUID();
  await insertWalletTransfer(sql, transferRow(id, transfer));
  return id;
}

export type WalletTransferRun = { confirmed: number; waiting: number; failed: number; retrying: number };

async function sendOne(deps: AppDeps, settlers: WalletTransferSettlers, transfer: WalletTransferRow, done: WalletTransferRun): Promise<void> {
  const iso = (ms: number) => new Date(ms).toISOString();
  try {
    const group = await findGroup(deps.sql, transfer.group_id);
    if (!group) throw new Error(`group ${transfer.group_id} is gone`);
    const state = await deps.providers.mixin.transfer(group, {
      trace: transfer.transfer_id, recipient: transfer.recipient_id, asset_id: transfer.asset_id, amount: transfer.amount, memo: transfer.memo,
    });
    if (!state.spent) {
      await markWalletTransferTried(deps.sql, transfer.transfer_id, iso(deps.clock() + WALLET_TRANSFER_RECHECK_MS), null);
      done.waiting += 1;
      return;
    }
    const at = iso(deps.clock());
    await deps.sql.tx(async (sql) => {
      if (await settleWalletTransfer(sql, transfer.transfer_id, 'confirmed', state.snapshot_id, null, at)) {
        await settlers[transfer.kind].confirmed(sql, transfer.reference, state.snapshot_id, at);
      }
    });
    done.confirmed += 1;
  } catch (failure) {
    const error = (failure as Error).message || String(failure);
    const refused = failure instanceof ApiError && failure.status === 409;
    const giveUp = settlers[transfer.kind].failed;
    const attempts = transfer.attempts + 1;
    if (giveUp && (refused || attempts >= WALLET_TRANSFER_MAX_ATTEMPTS)) {
      const at = iso(deps.clock());
      await deps.sql.tx(async (sql) => {
        if (await settleWalletTransfer(sql, transfer.transfer_id, 'failed', null, error, at)) await giveUp(sql, transfer.reference, at);
      });
      deps.log({
        level: 'error', msg: refused ? 'the wallet refused a transfer' : 'a transfer was given up after its last try',
        kind: transfer.kind, reference: transfer.reference, attempts, error,
      });
      done.failed += 1;
      return;
    }
    await markWalletTransferTried(deps.sql, transfer.transfer_id, iso(deps.clock() + walletTransferRetryDelayMs(attempts)), error);
    deps.log({ level: refused ? 'error' : 'warn', msg: 'a transfer was not sent', kind: transfer.kind, reference: transfer.reference, attempts, error });
    done.retrying += 1;
  }
}

/** Sends every transfer due now (at most WALLET_TRANSFER_BATCH, the oldest first), one after another. */
export async function sendWalletTransfers(deps: AppDeps, settlers: WalletTransferSettlers): Promise<WalletTransferRun> {
  const done: WalletTransferRun = { confirmed: 0, waiting: 0, failed: 0, retrying: 0 };
  for (const id of await listDueWalletTransferIds(deps.sql, new Date(deps.clock()).toISOString(), WALLET_TRANSFER_BATCH)) {
    const now = deps.clock();
    const transfer = await claimWalletTransfer(deps.sql, id, new Date(now).toISOString(), new Date(now + WALLET_TRANSFER_LEASE_MS).toISOString());
    if (transfer) await sendOne(deps, settlers, transfer, done);
  }
  return done;
}
