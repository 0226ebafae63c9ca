import type { AppDeps } from '../../context';
import { nowIso } from '../../context';
import { ApiError } from '../../lib/errors';
import type { WalletTransfer } from '../../providers/mixin.provider';
import { findGroup, listGroupIds, type GroupRow } from '../group/group.repo';
import { receiveWalletTransfer } from './payment.service';
import {
  findWalletCursor, insertWalletReceipt, listGroupsAwaitingWallet, saveWalletCursor, type WalletReceiptOutcome,
} from './wallet-receipts.repo';

// Payments through the wallet, as the wallet really tells them (issue 23): it calls nobody when a
// person pays a group's bot on its pay page; the transfer shows up in the bot's snapshots. So the
// server reads each group's snapshots after where it last got to (a cursor per group), oldest first,
// and applies every incoming transfer whose trace names one of the group's orders, tips or packs
// (payment.service receiveWalletTransfer). Each transfer is recorded once (wallet_receipts), with
// what it did; one that paid for nothing (no such trace, a wrong amount, an order expired) is
// logged as money the bot holds for somebody. Reading is safe to run twice at once: the record and
// the payment are keyed by the snapshot id, and the cursor only moves forward.
//
// Who reads: the scheduler every WALLET_JOB_INTERVAL_MS for the groups with something open to be
// paid through the wallet (jobs/index.ts), and a payer's own checkout polling its order's state
// (readWalletPaymentsSoon), so a payment shows within one poll of the wallet confirming it.

/** How many snapshots one page asks for (the wallet answers at most 500). */
export const WALLET_PAGE = 100;
/** Pages one reading takes at most; the rest wait for the next. */
const WALLET_PAGES_PER_READ = 5;
/**
 * Where a group's first reading starts, before now: what is open to be paid through the wallet is
 * younger than this (an order lives 30 minutes, a pack waits a day at most), and a bot's older
 * history (before this server read it) is not ours to apply.
 */
export const WALLET_FIRST_READ_BACK_MS = 24 * 60 * 60_000;
/** How often the scheduler reads the snapshots of the groups with something opened in the last WALLET_AWAITED_MS. */
export const WALLET_JOB_INTERVAL_MS = 2_000;
export const WALLET_AWAITED_MS = 60 * 60_000;
/** How often every group's snapshots are read whatever is open (a tip paid hours after it was sent). */
export const WALLET_SWEEP_INTERVAL_MS = 10 * 60_000;
/** A group's wallet is asked for its payers' polls at most this often. */
export const WALLET_POLL_READ_MS = 2_000;

export type WalletReading = { read: number; applied: number; unapplied: number };

/** Reads the group bot's new snapshots and applies what they pay (see above). */
export async function readWalletPayments(deps: AppDeps, group: GroupRow): Promise<WalletReading> {
  const { sql } = deps;
  const reading: WalletReading = { read: 0, applied: 0, unapplied: 0 };
  let offset = (await findWalletCursor(sql, group.group_id, group.client_id))?.offset_at
    ?? new Date(deps.clock() - WALLET_FIRST_READ_BACK_MS).toISOString();
  for (let page = 0; page < WALLET_PAGES_PER_READ; page += 1) {
    const { transfers, next, more } = await deps.providers.mixin.incomingTransfers(group, offset, WALLET_PAGE);
    for (const transfer of transfers) {
      reading.read += 1;
      const outcome = await takeTransfer(deps, group, transfer);
      if (outcome === 'applied') reading.applied += 1;
      else if (outcome) reading.unapplied += 1;
    }
    if (next) offset = next;
    await saveWalletCursor(sql, group.group_id, group.client_id, offset, nowIso(deps.clock));
    if (!next || !more) break;
  }
  return reading;
}

/** Records one transfer and applies it; what it did, or null when it was read before. */
async function takeTransfer(deps: AppDeps, group: GroupRow, transfer: WalletTransfer): Promise<WalletReceiptOutcome | null> {
  // One transaction on the layer for the payment and its receipt; it may run again on PostgreSQL, so what it
  // found starts afresh each time, and the warning is logged once it has committed.
  return deps.sql.tx(async (sql) => {
    let outcome: WalletReceiptOutcome = 'unmatched';
    let reason: string | null = transfer.trace_id ? 'its trace names nothing of this group' : 'no trace';
    if (transfer.trace_id) {
      try {
        const paid = await receiveWalletTransfer(deps, group, { ...transfer, trace_id: transfer.trace_id });
        if (paid) {
          const refusedByRules = paid.state === 'FAILED';
          outcome = refusedByRules ? 'refused' : 'applied';
          reason = refusedByRules ? 'the order refused the payment (see its failure reason)' : null;
        }
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        outcome = 'refused';
        reason = error.message;
      }
    }
    const recorded = await insertWalletReceipt(sql, {
      snapshot_id: transfer.snapshot_id, group_id: group.group_id, trace_id: transfer.trace_id, opponent_id: transfer.opponent_id,
      asset_id: transfer.asset_id, amount: transfer.amount, created_at: transfer.created_at, outcome, reason, read_at: nowIso(deps.clock),
    });
    if (!recorded) return null;
    if (outcome !== 'applied') {
      sql.afterCommit(() => deps.log({
        level: 'warn', msg: 'a wallet transfer paid for nothing: the group bot holds it for its payer', group: group.group_id,
        snapshot: transfer.snapshot_id, trace: transfer.trace_id, opponent: transfer.opponent_id, asset: transfer.asset_id,
        amount: transfer.amount, reason,
      }));
    }
    return outcome;
  });
}

/**
 * Reads every group that has had something opened to be paid through the wallet in the last
 * `withinMs` (all groups with none: the sweep); a group that cannot be read now is logged.
 */
export async function readAwaitedWalletPayments(deps: AppDeps, withinMs: number | null = WALLET_AWAITED_MS): Promise<WalletReading & { groups: number }> {
  const total = { read: 0, applied: 0, unapplied: 0, groups: 0 };
  const groupIds = withinMs === null
    ? await listGroupIds(deps.sql)
    : await listGroupsAwaitingWallet(deps.sql, new Date(deps.clock() - withinMs).toISOString());
  for (const groupId of groupIds) {
    const group = await findGroup(deps.sql, groupId);
    if (!group) continue;
    total.groups += 1;
    try {
      const one = await readWalletPayments(deps, group);
      total.read += one.read;
      total.applied += one.applied;
      total.unapplied += one.unapplied;
    } catch (error) {
      deps.log({ level: 'warn', msg: 'the group bot\'s snapshots could not be read', group: groupId, error: (error as Error).message });
    }
  }
  return total;
}

/** The readings under way in this process, per database and group. */
const readings = new WeakMap<AppDeps['sql'], Map<string, Promise<void>>>();

/**
 * For a payer's poll: reads the group's snapshots now, unless any process read them in the last
 * WALLET_POLL_READ_MS (the cursor's read_at) or a reading is under way here (then waits for that
 * one). Never throws: a wallet that cannot be asked leaves the payable as it is, for the next poll.
 */
export async function readWalletPaymentsSoon(deps: AppDeps, group: GroupRow): Promise<void> {
  let underWay = readings.get(deps.sql);
  if (!underWay) readings.set(deps.sql, (underWay = new Map()));
  const running = underWay.get(group.group_id);
  if (running) return running;
  // Under way from here (set before the cursor is read, so a poll arriving meanwhile waits for this one).
  const reading = (async () => {
    const lastRead = (await findWalletCursor(deps.sql, group.group_id, group.client_id))?.read_at;
    const sinceLast = lastRead ? deps.clock() - Date.parse(lastRead) : Infinity;
    if (sinceLast >= 0 && sinceLast < WALLET_POLL_READ_MS) return;
    await readWalletPayments(deps, group);
  })().then(() => undefined, (error: Error) => {
    deps.log({ level: 'warn', msg: 'the group bot\'s snapshots could not be read', group: group.group_id, error: error.message });
  }).finally(() => underWay.delete(group.group_id));
  underWay.set(group.group_id, reading);
  return reading;
}
