import { randomUUID } from 'node:crypto';
import { ErrorCode } from '../../../contract/errors';
import { add, compare, isDecimal, isZero, mul, round, sub, toFixed } from '../../../contract/money';
import {
  VAULT_PIN_MAX_FAILURES, VAULT_PIN_WINDOW_MINUTES, VAULT_TAX_RATE, WITHDRAWABLE_VAULT, vaultAmountProblem,
  type Vault, type VaultAmountProblem, type VaultKind, type VaultPinState, type VaultWithdrawBody, type VaultWithdrawal,
} from '../../../contract/vault';
import type { Db } from '../../db/connection';
import { ApiError, apiErrors } from '../../lib/errors';
import { findAssetSync } from '../asset/asset.repo';
import { recordGroupEventSync } from '../event/event.repo';
import {
  balanceOf, countPinFailures, findPin, findPinLock, findPinLockAudience, findWithdrawal, findWithdrawalByRequest, insertEntry,
  insertPin, insertPinFailure, insertWithdrawal, inviteBonusOfOrder, listVaultBalances, listVaults,
  restartPinFailures, settleWithdrawal, vaultOfKind, type VaultBalanceRow, type VaultEntryKind, type VaultRow, type WithdrawalRow,
} from './vault.repo';
import { hashPin, pinMatches } from './vault.pin';
import { isLang } from '../../lib/lang';
import { messageText } from '../../lib/message.texts';
import { messages } from '../../lib/messaging';
import { findUserSync } from '../account/account.repo';
import { queueWalletTransfer } from '../payment/wallet-transfers.service';

// The vaults' rules (§6; issue 14 point 4). Money moves only here, each movement one ledger row
// written with the balance it leaves (vault.repo insertEntry), inside the caller's transaction.

const MINUTE_MS = 60_000;

/** What a PAID order puts in each vault, in the asset paid (exact, at its precision). */
export function orderSplit(paid: string, bonus: string, precision: number): Record<VaultKind, string> {
  const kept = compare(bonus, paid) > 0 ? paid : bonus;
  const net = sub(paid, kept);
  const tax = round(mul(net, VAULT_TAX_RATE), precision);
  return { master: paid, bonus: kept, tax, profit: sub(net, tax) };
}

/** One movement of one vault: the ledger row and the balance after it. Refuses to overdraw. */
function post(db: Db, vault: VaultRow, assetId: string, precision: number, amount: string, kind: VaultEntryKind, reference: string, at: string): string {
  const after = toFixed(add(balanceOf(db, vault.vault_id, assetId), amount), precision);
  if (after.charAt(0) === '-') throw new Error(`vault ${vault.vault_id} would be overdrawn by ${kind} ${reference}`);
  insertEntry(db, { vaultId: vault.vault_id, assetId, amount: toFixed(amount, precision), balanceAfter: after, kind, reference, at });
  return after;
}

/**
 * Credits the vaults with a PAID order: master gets what was paid; bonus the order's invitation
 * bonus (written just before by creditInvitationBonus, in the same transaction); tax
 * VAULT_TAX_RATE of the rest, rounded half-up to the asset's precision; profit what is left. Call
 * inside the transaction that marks the order PAID (order.service completeOrder). Each vault's row
 * is unique on the order, so a second call credits nothing. A free order moves nothing.
 */
export function creditOrderPayment(
  db: Db, order: { order_id: string; group_id: string }, payment: { asset_id: string; amount: string }, at: string,
): void {
  const asset = findAssetSync(db, payment.asset_id);
  if (!asset) throw new Error(`order ${order.order_id}: unknown asset ${payment.asset_id}`);
  if (!isDecimal(payment.amount) || compare(payment.amount, '0') <= 0) return;
  const bonusRecord = inviteBonusOfOrder(db, order.order_id);
  const bonus = bonusRecord && bonusRecord.asset_id.toLowerCase() === asset.asset_id.toLowerCase() ? bonusRecord.bonus_amount : '0';
  const split = orderSplit(payment.amount, bonus, asset.precision);
  for (const vault of listVaults(db, order.group_id)) {
    if (!isZero(split[vault.kind])) post(db, vault, asset.asset_id, asset.precision, split[vault.kind], 'order', order.order_id, at);
  }
}

// --- reading ---

const valueOf = (row: VaultBalanceRow) => mul(row.balance, isDecimal(row.price_cny) ? row.price_cny : '0');

/** The group's four vaults with their balances, each vault's assets largest value first. */
export function vaultsOf(db: Db, groupId: string): Vault[] {
  const balances = listVaultBalances(db, groupId);
  return listVaults(db, groupId).map((vault) => ({
    vault_id: vault.vault_id,
    kind: vault.kind,
    withdrawable: vault.kind === WITHDRAWABLE_VAULT,
    assets: balances.filter((b) => b.vault_id === vault.vault_id)
      .sort((a, b) => compare(valueOf(b), valueOf(a)))
      .map((b) => ({
        asset_id: b.asset_id, symbol: b.symbol, icon_url: b.icon_url, precision: b.precision, price_cny: b.price_cny, balance: b.balance,
        withdrawable: b.kind === 'crypto',
      })),
  }));
}

export function toWithdrawal(row: WithdrawalRow): VaultWithdrawal {
  return {
    withdrawal_id: row.withdrawal_id,
    vault_id: row.vault_id,
    asset_id: row.asset_id,
    symbol: row.symbol,
    precision: row.precision,
    amount: row.amount,
    destination: row.destination,
    state: row.state,
    actor: row.user_id === null ? null : {
      user_id: row.user_id, full_name: row.full_name ?? '', avatar_url: row.avatar_url ?? '', identity_number: row.identity_number ?? '',
    },
    created_at: row.created_at,
    settled_at: row.settled_at,
  };
}

// --- the PIN ---

const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE_MS).toISOString();

/**
 * The wrong-PIN limit, per person (issue 22 point 12): VAULT_PIN_MAX_FAILURES wrong PINs of one
 * person within VAULT_PIN_WINDOW_MINUTES lock that person's withdrawals for VAULT_PIN_WINDOW_MINUTES;
 * their right PIN, or their lock, starts their count again. Others (the owner too) go on as before,
 * so no admin can lock the owner out; the owner is told of every lock (tellOwnerOfLock).
 */
export function pinState(db: Db, groupId: string, userId: string, now: string): VaultPinState {
  const pin = findPin(db, groupId);
  if (!pin) return { pin_set: false, tries_left: VAULT_PIN_MAX_FAILURES, locked_until: null };
  const mine = findPinLock(db, groupId, userId);
  if (mine.locked_until !== null && mine.locked_until > now) return { pin_set: true, tries_left: 0, locked_until: mine.locked_until };
  const failures = countPinFailures(db, groupId, userId, mine.failures_after, minutesAfter(now, -VAULT_PIN_WINDOW_MINUTES));
  return { pin_set: true, tries_left: Math.max(0, VAULT_PIN_MAX_FAILURES - failures), locked_until: null };
}

const pinNotSet = () => apiErrors.rejected('no withdrawal PIN yet: the owner sets it first', ErrorCode.vaultPinNotSet);
const pinLocked = (until: string) =>
  new ApiError(429, ErrorCode.vaultPinLocked, `too many wrong PINs: your withdrawals are locked until ${until}`);

/** "2025-06-01 10:15" (UTC): a lock's end as a message reads it. */
const messageTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/**
 * A lock happened: recorded as its own event (the admin events list names whom it locks) and told to
 * the owner in a wallet message, under a key of this lock, so it goes out once however the lock is
 * reached. Called in the IMMEDIATE transaction that wrote the lock, which takes both back on a rollback.
 */
function tellOwnerOfLock(db: Db, groupId: string, userId: string, lockedUntil: string, now: string): void {
  const name = findUserSync(db, userId)?.full_name ?? '';
  recordGroupEventSync(db, {
    groupId, actorId: userId, action: 'vault.pin_locked', targetKind: 'vault_pin',
    details: { name, tries: VAULT_PIN_MAX_FAILURES, minutes: VAULT_PIN_WINDOW_MINUTES, locked_until: lockedUntil }, at: now,
  });
  const audience = findPinLockAudience(db, groupId);
  if (!audience.owner_id) return;
  // The owner's own language is not known here (the request is the locked person's): the group's is.
  const text = messageText(isLang(audience.language) ? audience.language : null, 'vault_pin_locked', {
    group: audience.group_name, name, tries: VAULT_PIN_MAX_FAILURES, minutes: VAULT_PIN_WINDOW_MINUTES, until: messageTime(lockedUntil),
  });
  messages.walletSync(db, { key: `vault-pin-lock:${groupId}:${userId}:${lockedUntil}`, groupId, userId: audience.owner_id, text, sentAt: now });
}

/**
 * Checks a PIN inside the caller's IMMEDIATE transaction. A wrong one is counted against the person
 * who typed it (and may lock them) and recorded as an event; the refusal is returned, not thrown, so
 * the caller can commit the count and throw it afterwards. Null: the PIN is right.
 */
function checkPin(db: Db, groupId: string, userId: string, pin: string, now: string, via: 'verify' | 'withdraw'): ApiError | null {
  const row = findPin(db, groupId);
  if (!row) return pinNotSet();
  const state = pinState(db, groupId, userId, now);
  if (state.locked_until !== null) return pinLocked(state.locked_until);
  if (pinMatches(pin, row.pin_hash)) {
    if (state.tries_left < VAULT_PIN_MAX_FAILURES) restartPinFailures(db, groupId, userId, null);
    return null;
  }
  insertPinFailure(db, groupId, userId, now);
  const left = state.tries_left - 1;
  const lockedUntil = left > 0 ? null : minutesAfter(now, VAULT_PIN_WINDOW_MINUTES);
  recordGroupEventSync(db, {
    groupId, actorId: userId, action: 'vault.pin_failed', targetKind: 'vault_pin', details: { via, tries_left: left, locked_until: lockedUntil }, at: now,
  });
  if (lockedUntil === null) return new ApiError(403, ErrorCode.vaultPinWrong, `wrong PIN: ${left} ${left === 1 ? 'try' : 'tries'} left`);
  restartPinFailures(db, groupId, userId, lockedUntil);
  tellOwnerOfLock(db, groupId, userId, lockedUntil, now);
  return pinLocked(lockedUntil);
}

/** POST /vaults/create: the owner sets the group's withdrawal PIN, once. */
export function setPin(db: Db, groupId: string, userId: string, pin: string, now: string): void {
  // Hashed before the write lock is taken: scrypt is meant to be slow.
  const hash = hashPin(pin);
  db.transaction(() => {
    if (!insertPin(db, groupId, hash, userId, now)) throw apiErrors.rejected('the withdrawal PIN is already set', ErrorCode.vaultPinAlreadySet);
    recordGroupEventSync(db, { groupId, actorId: userId, action: 'vault.create', targetKind: 'vault_pin', details: { pin_set: true }, at: now });
  }).immediate();
}

/** POST /vaults/verify-pin: throws the refusal after its wrong try is counted. */
export function verifyPin(db: Db, groupId: string, userId: string, pin: string, now: string): void {
  const refusal = db.transaction(() => checkPin(db, groupId, userId, pin, now, 'verify')).immediate();
  if (refusal) throw refusal;
}

// --- withdrawing ---

const AMOUNT_PROBLEMS: Record<VaultAmountProblem, string> = {
  format: 'invalid amount: a positive decimal number, digits only',
  zero: 'invalid amount: more than 0',
  precision: 'invalid amount: too many decimals for the asset',
  balance: 'amount exceeds the balance',
};

export type WithdrawOutcome = { withdrawal: WithdrawalRow; balance: string; created: boolean };

/**
 * POST /vaults/withdraw: from the profit vault, in one IMMEDIATE transaction that re-reads the
 * balance it debits, so concurrent withdrawals together never take more than there is. A request id
 * seen before answers that withdrawal again (a retry), if it asked for the same thing.
 */
export function withdrawFromProfit(db: Db, groupId: string, userId: string, body: VaultWithdrawBody, now: string): WithdrawOutcome {
  const asset = findAssetSync(db, body.asset_id);
  if (!asset) throw apiErrors.validation('invalid asset_id: no such asset');
  // The bot's wallet holds the crypto the group was paid; CNY and RC were paid to the merchant's
  // accounts at WeChat Pay, Alipay and the rc app, which settle them there, not through the wallet.
  if (asset.kind !== 'crypto') {
    throw apiErrors.rejected(`only crypto is withdrawn through the wallet: ${asset.symbol} is settled to the merchant account`, ErrorCode.vaultAssetNotWithdrawable);
  }
  const destination = body.destination.trim();
  if (!destination) throw apiErrors.validation('invalid destination: say where the money goes');
  const problem = vaultAmountProblem(body.amount, asset.precision, null);
  if (problem) throw apiErrors.validation(AMOUNT_PROBLEMS[problem]);
  const amount = toFixed(body.amount, asset.precision);
  const profit = vaultOfKind(db, groupId, 'profit');
  const master = vaultOfKind(db, groupId, 'master');

  const outcome = db.transaction((): WithdrawOutcome | { refusal: ApiError } => {
    const earlier = findWithdrawalByRequest(db, groupId, body.request_id);
    if (earlier) {
      const same = earlier.user_id === userId && earlier.asset_id === asset.asset_id && compare(earlier.amount, amount) === 0
        && earlier.destination === destination;
      if (!same) throw apiErrors.rejected('this request id was used for another withdrawal', ErrorCode.vaultRequestReused);
      return { withdrawal: earlier, balance: balanceOf(db, profit.vault_id, asset.asset_id), created: false };
    }
    const refusal = checkPin(db, groupId, userId, body.pin, now, 'withdraw');
    if (refusal) return { refusal };
    const balance = balanceOf(db, profit.vault_id, asset.asset_id);
    if (compare(amount, balance) > 0) {
      throw apiErrors.rejected(`${AMOUNT_PROBLEMS.balance}: ${toFixed(balance, asset.precision)} ${asset.symbol}`, ErrorCode.vaultBalanceTooLow);
    }
    const owner = findPinLockAudience(db, groupId).owner_id;
    if (!owner) throw apiErrors.rejected('the group has no owner to withdraw to');
    const withdrawalId = randomUUID();
    insertWithdrawal(db, { withdrawalId, groupId, vaultId: profit.vault_id, userId, requestId: body.request_id, assetId: asset.asset_id, amount, destination, at: now });
    // To the owner's wallet, whoever typed the PIN: an admin can take the profit out of the group's
    // bot, never into their own wallet. The destination is the note of what it is for.
    queueWalletTransfer(db, {
      groupId, kind: 'withdrawal', reference: withdrawalId, recipientId: owner, assetId: asset.asset_id, amount,
      memo: `vault-withdrawal:${withdrawalId}`, at: now,
    });
    const debit = sub('0', amount);
    const after = post(db, profit, asset.asset_id, asset.precision, debit, 'withdrawal', withdrawalId, now);
    post(db, master, asset.asset_id, asset.precision, debit, 'withdrawal', withdrawalId, now);
    recordGroupEventSync(db, {
      groupId, actorId: userId, action: 'vault.withdraw', targetKind: 'vault', targetId: profit.vault_id,
      details: { withdrawal_id: withdrawalId, asset_id: asset.asset_id, symbol: asset.symbol, amount, destination }, at: now,
    });
    return { withdrawal: findWithdrawal(db, withdrawalId)!, balance: after, created: true };
  }).immediate();
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome;
}

/**
 * A member's profit record paid out (profit.service payProfitMonths), inside the caller's
 * transaction: `amount` leaves the vault that funds it (an invitation bonus the bonus vault, a revenue
 * share the profit vault) and master with it. False, moving nothing, when either holds less.
 */
export function debitProfitPayout(
  db: Db, record: { group_id: string; record_id: string; source: 'share' | 'invitation'; asset_id: string }, amount: string, at: string,
): boolean {
  const asset = findAssetSync(db, record.asset_id)!;
  const vaults = [vaultOfKind(db, record.group_id, record.source === 'invitation' ? 'bonus' : 'profit'), vaultOfKind(db, record.group_id, 'master')];
  if (vaults.some((vault) => compare(balanceOf(db, vault.vault_id, asset.asset_id), amount) < 0)) return false;
  for (const vault of vaults) post(db, vault, asset.asset_id, asset.precision, sub('0', amount), 'payout', record.record_id, at);
  return true;
}

/** The wallet spent a withdrawal's transfer: the withdrawal is confirmed with its snapshot. */
export function confirmWithdrawal(db: Db, withdrawalId: string, snapshotId: string | null, at: string): void {
  settleWithdrawal(db, withdrawalId, 'confirmed', snapshotId, at);
}

/**
 * The wallet refused a withdrawal's transfer for good: the withdrawal fails and its amount goes back
 * into the profit and master vaults, once (only a pending withdrawal settles).
 */
export function returnWithdrawal(db: Db, withdrawalId: string, at: string): void {
  const withdrawal = findWithdrawal(db, withdrawalId);
  if (!withdrawal || !settleWithdrawal(db, withdrawalId, 'failed', null, at)) return;
  const precision = findAssetSync(db, withdrawal.asset_id)!.precision;
  for (const kind of ['profit', 'master'] as const) {
    post(db, vaultOfKind(db, withdrawal.group_id, kind), withdrawal.asset_id, precision, withdrawal.amount, 'withdrawal_returned', withdrawal.withdrawal_id, at);
  }
}
