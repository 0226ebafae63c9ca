import { randomUUID } from 'node:crypto';
import { add, compare, div, mul, normalize, sub, toFixed } from '../../../contract/money';
import {
  PROFIT_STATES, type PayoutNeed, type ProfitDetail, type ProfitMonthSummary, type ProfitOverview, type ProfitRecord,
  type ProfitRevenue, type ProfitRevenueAsset, type ProfitState, type ProfitTotals, type ProfitUserStatus,
} from '../../../contract/profit';
import type { Db } from '../../db/connection';
import { apiErrors } from '../../lib/errors';
import { findAssetSync } from '../asset/asset.repo';
import { kycStatusForSync } from '../kyc/kyc.service';
import { assetTax, incomeTax } from './profit.tax';
import {
  findProfitRecord, findUserPhone, insertProfitRecord, listInviteBonuses, listMemberMonthProfits, listMemberProfits, listMonthProfitsInState,
  listPretaxedProfitRecords, moveProfitRecord, type InviteBonusRow, type ProfitRow,
} from './profit.repo';
import { debitProfitPayout } from '../vault/vault.service';
import { queueWalletTransfer } from '../payment/wallet-transfers.service';

// Profit (issue 13 point 4). Reads are the caller's own records in the group of the path, nothing
// else: another member's month is simply not found. Records of a month move together, one state at
// a time (settleProfitMonth works out the tax, advanceProfitMonth the rest), each move in one
// IMMEDIATE transaction that re-checks the state it moves from.

const fen = (value: string) => toFixed(value, 2);
const sum = (values: string[]) => values.reduce((total, v) => add(total, v), '0');

/** 'YYYY-MM' of a time (UTC). */
export function monthOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** §9: paid on the 1st of the next month; the CNY part is released around the 25th. */
export function payoutOn(month: string, assetSymbol: string): string {
  return `${nextMonth(month)}-${assetSymbol === 'CNY' ? '25' : '01'}`;
}

/** The least advanced state among records (a month's records normally share one). */
function monthState(rows: ProfitRow[]): ProfitState {
  return PROFIT_STATES[Math.min(...rows.map((r) => PROFIT_STATES.indexOf(r.state)))]!;
}

/** A member's month in CNY: gross, tax by the rule (none while pending), net, and net claimed or waiting. */
function monthTotals(rows: ProfitRow[]): ProfitTotals {
  const value = fen(sum(rows.map((r) => r.value_cny)));
  const state = monthState(rows);
  const tax = state === 'pending' ? '0.00' : incomeTax(value).tax_cny;
  const net = fen(sub(value, tax));
  return {
    value_cny: value, tax_cny: tax, net_cny: net,
    claimed_cny: state === 'claimed' ? net : '0.00',
    unclaimed_cny: state === 'distributed' ? net : '0.00',
  };
}

function addTotals(a: ProfitTotals, b: ProfitTotals): ProfitTotals {
  return {
    value_cny: fen(add(a.value_cny, b.value_cny)), tax_cny: fen(add(a.tax_cny, b.tax_cny)),
    net_cny: fen(add(a.net_cny, b.net_cny)), claimed_cny: fen(add(a.claimed_cny, b.claimed_cny)),
    unclaimed_cny: fen(add(a.unclaimed_cny, b.unclaimed_cny)),
  };
}

const ZERO: ProfitTotals = { value_cny: '0.00', tax_cny: '0.00', net_cny: '0.00', claimed_cny: '0.00', unclaimed_cny: '0.00' };

function toRecord(row: ProfitRow): ProfitRecord {
  return {
    month: row.month, created_at: row.created_at, asset_id: row.asset_id, asset_symbol: row.asset_symbol,
    source: row.source, revenue: row.revenue, reward_rate: row.reward_rate, amount: row.amount, tax_amount: row.tax_amount,
    net_amount: toFixed(sub(row.amount, row.tax_amount), row.precision), claimed_amount: row.claimed_amount,
    value_cny: row.value_cny, state: row.state, payout_on: payoutOn(row.month, row.asset_symbol),
  };
}

/**
 * Invitation bonuses summed per member, month and asset into pending records of source
 * 'invitation': revenue is what the invitees paid, amount the bonuses, reward_rate their rate (the
 * overall one, amount ÷ revenue to 4 places, when the rate changed within the month).
 */
function bonusRecords(groupId: string, bonuses: InviteBonusRow[]): ProfitRow[] {
  const records = new Map<string, ProfitRow & { rates: Set<string> }>();
  for (const b of bonuses) {
    const key = `${b.user_id}|${b.month}|${b.asset_id}`;
    const seen = records.get(key);
    if (!seen) {
      records.set(key, {
        record_id: `invitation:${b.month}:${b.asset_id}`, group_id: groupId, user_id: b.user_id, month: b.month,
        asset_id: b.asset_id, source: 'invitation', asset_symbol: b.asset_symbol, precision: b.precision,
        revenue: b.paid_amount, reward_rate: b.rate, amount: b.bonus_amount, tax_amount: '0', claimed_amount: '0',
        value_cny: b.price_cny, state: 'pending', created_at: b.created_at, updated_at: b.created_at, rates: new Set([b.rate]),
      });
    } else {
      seen.revenue = add(seen.revenue, b.paid_amount);
      seen.amount = add(seen.amount, b.bonus_amount);
      seen.rates.add(b.rate);
      seen.created_at = seen.updated_at = b.created_at;
    }
  }
  return [...records.values()].map(({ rates, ...row }) => {
    const amount = toFixed(row.amount, row.precision);
    const revenue = toFixed(row.revenue, row.precision);
    return {
      ...row, amount, revenue, tax_amount: toFixed('0', row.precision), claimed_amount: toFixed('0', row.precision),
      // value_cny held the asset's price until here.
      value_cny: fen(mul(amount, row.value_cny)),
      reward_rate: rates.size === 1 ? normalize(row.reward_rate) : normalize(div(amount, revenue, 4)),
    };
  });
}

/**
 * A member's records (of one month): those kept, and the invitation bonuses of months not settled
 * yet, read from invite_records as pending records.
 */
function memberRows(db: Db, groupId: string, userId: string, month?: string): ProfitRow[] {
  const kept = month ? listMemberMonthProfits(db, groupId, userId, month) : listMemberProfits(db, groupId, userId);
  const keys = new Set(kept.filter((r) => r.source === 'invitation').map((r) => `${r.month}|${r.asset_id}`));
  const accruing = bonusRecords(groupId, listInviteBonuses(db, groupId, { userId, month }))
    .filter((r) => !keys.has(`${r.month}|${r.asset_id}`));
  if (!accruing.length) return kept;
  return [...kept, ...accruing].sort((a, b) => (a.month === b.month ? 0 : a.month < b.month ? 1 : -1));
}

function byMonth(rows: ProfitRow[]): Map<string, ProfitRow[]> {
  const months = new Map<string, ProfitRow[]>();
  for (const row of rows) {
    const list = months.get(row.month);
    if (list) list.push(row);
    else months.set(row.month, [row]);
  }
  return months;
}

/** GET /profits: the caller's totals and months, newest first. */
export function profitOverview(db: Db, groupId: string, userId: string): ProfitOverview {
  const months: ProfitMonthSummary[] = [];
  let totals = ZERO;
  for (const [month, rows] of byMonth(memberRows(db, groupId, userId))) {
    const monthSums = monthTotals(rows);
    totals = addTotals(totals, monthSums);
    // One name per asset, though a month may hold a revenue share and invitation bonuses in it.
    const assets = rows.map((r) => r.asset_symbol).filter((symbol, i, all) => all.indexOf(symbol) === i);
    months.push({ month, state: monthState(rows), totals: monthSums, assets });
  }
  return { totals, months };
}

/** GET /profits/detail: a month of the caller's (one asset's records with `assetId`); 404 when there are none. */
export function profitDetail(db: Db, groupId: string, userId: string, month: string, assetId?: string): ProfitDetail {
  const rows = memberRows(db, groupId, userId, month);
  const records = assetId ? rows.filter((r) => r.asset_id.toLowerCase() === assetId.toLowerCase()) : rows;
  if (!records.length) throw apiErrors.notFoundWith('no profit record for this month and asset');
  const totals = monthTotals(rows);
  const state = monthState(rows);
  return {
    month, state, totals, tax: state === 'pending' ? null : incomeTax(totals.value_cny), records: records.map(toRecord),
  };
}

/** GET /profits/revenue: the caller's profit by asset over every month, the largest value first. */
export function profitRevenue(db: Db, groupId: string, userId: string): ProfitRevenue {
  const assets = new Map<string, ProfitRevenueAsset & { precision: number }>();
  for (const row of memberRows(db, groupId, userId)) {
    const seen = assets.get(row.asset_id) ?? {
      asset_id: row.asset_id, asset_symbol: row.asset_symbol, precision: row.precision,
      revenue: '0', amount: '0', tax_amount: '0', claimed_amount: '0', value_cny: '0',
    };
    assets.set(row.asset_id, {
      ...seen,
      revenue: add(seen.revenue, row.revenue), amount: add(seen.amount, row.amount),
      tax_amount: add(seen.tax_amount, row.tax_amount), claimed_amount: add(seen.claimed_amount, row.claimed_amount),
      value_cny: add(seen.value_cny, row.value_cny),
    });
  }
  return {
    assets: [...assets.values()].map(({ precision, ...a }) => ({
      ...a, revenue: toFixed(a.revenue, precision), amount: toFixed(a.amount, precision),
      tax_amount: toFixed(a.tax_amount, precision), claimed_amount: toFixed(a.claimed_amount, precision),
      value_cny: fen(a.value_cny),
    })).sort((a, b) => compare(b.value_cny, a.value_cny)),
  };
}

/** A mainland China mobile number: +86, then 11 digits starting with 1. */
export const isMainlandPhone = (phone: string) => /^\+861\d{10}$/.test(phone);

/** '+8613800000004' → '+86 138****0004'; other numbers keep their first and last digits only. */
export function maskPhone(phone: string): string {
  if (isMainlandPhone(phone)) return `+86 ${phone.slice(3, 6)}****${phone.slice(-4)}`;
  return `${phone.slice(0, Math.max(2, phone.length - 8))}****${phone.slice(-4)}`;
}

/** GET /profits/user_status: §1/§5, a payout needs a +86 phone and KYC approved (as this group sees it). */
export function profitUserStatus(db: Db, groupId: string, userId: string, nowMs: number): ProfitUserStatus {
  const phone = findUserPhone(db, userId) ?? null;
  const phoneOk = phone !== null && isMainlandPhone(phone);
  const kyc = kycStatusForSync(db, groupId, userId, nowMs).kyc_status;
  const kycOk = kyc === 'approved';
  const missing: PayoutNeed[] = [];
  if (!phoneOk) missing.push('phone');
  if (!kycOk) missing.push('kyc');
  return { phone: phone && maskPhone(phone), phone_ok: phoneOk, kyc_status: kyc, kyc_ok: kycOk, missing };
}

/**
 * Records a member's profit in an asset for a month, pending: amount = revenue × reward_rate and its
 * value in CNY at the asset's price now, each rounded half-up (asset precision, 2 places).
 */
export function recordProfit(
  db: Db, row: { groupId: string; userId: string; month: string; assetId: string; revenue: string; rewardRate: string },
  nowIso: string,
): string {
  // The group's revenue shares; invitation bonuses come from invite_records (settleProfitMonth).
  const asset = findAssetSync(db, row.assetId);
  if (!asset) throw apiErrors.validation('unknown asset');
  const amount = toFixed(mul(row.revenue, row.rewardRate), asset.precision);
  const recordId = randomUUID();
  insertProfitRecord(db, {
    record_id: recordId, group_id: row.groupId, user_id: row.userId, month: row.month, asset_id: asset.asset_id,
    source: 'share', revenue: toFixed(row.revenue, asset.precision), reward_rate: row.rewardRate, amount,
    value_cny: fen(mul(amount, asset.price_cny)), created_at: nowIso,
  });
  return recordId;
}

/**
 * Settles a closed month of a group (pending → pretaxed): the month's invitation bonuses become
 * records, then each member's tax on the month's value in CNY by the rule is shared out over the
 * member's records. Records already settled are left alone, so settling twice (or two settlements
 * at once) taxes nothing twice. Returns how many records moved.
 */
export function settleProfitMonth(db: Db, groupId: string, month: string, nowMs: number): number {
  if (month >= monthOf(nowMs)) {
    throw apiErrors.rejected('the month is still running');
  }
  const nowIso = new Date(nowMs).toISOString();
  return db.transaction(() => {
    let moved = 0;
    for (const row of bonusRecords(groupId, listInviteBonuses(db, groupId, { month }))) {
      insertProfitRecord(db, { ...row, record_id: randomUUID(), created_at: nowIso });
    }
    const pending = listMonthProfitsInState(db, groupId, month, 'pending');
    for (const rows of groupByUser(pending).values()) {
      const income = fen(sum(rows.map((r) => r.value_cny)));
      const { tax_cny: tax } = incomeTax(income);
      for (const row of rows) {
        const taxAmount = assetTax(row.amount, tax, income, row.precision);
        if (moveProfitRecord(db, row.record_id, { from: 'pending', to: 'pretaxed', nowIso, taxAmount })) moved++;
      }
    }
    return moved;
  }).immediate();
}

const NEXT: Partial<Record<ProfitState, ProfitState>> = { pretaxed: 'taxed', taxed: 'distributed', distributed: 'claimed' };

/**
 * Moves a group's month one state on (pretaxed → taxed → distributed → claimed; claimed records get
 * their net amount as claimed_amount). Returns how many records moved.
 */
export function advanceProfitMonth(db: Db, groupId: string, month: string, from: 'pretaxed' | 'taxed' | 'distributed', nowMs: number): number {
  const to = NEXT[from]!;
  const nowIso = new Date(nowMs).toISOString();
  return db.transaction(() => {
    let moved = 0;
    for (const row of listMonthProfitsInState(db, groupId, month, from)) {
      const claimedAmount = to === 'claimed' ? toFixed(sub(row.amount, row.tax_amount), row.precision) : undefined;
      if (moveProfitRecord(db, row.record_id, { from, to, nowIso, claimedAmount })) moved++;
    }
    return moved;
  }).immediate();
}

/** How many settled records one run of the payouts looks at. */
export const PAYOUT_BATCH = 200;

export type ProfitPayoutRun = { paid: number; released: number; waiting: number };

/**
 * Pays out settled profit (§9: paid on the 1st of the next month, the CNY part released around the
 * 25th; payoutOn), each record once its day has come and its member meets the payout needs (§1/§5:
 * a +86 phone and KYC approved, profitUserStatus), in one IMMEDIATE transaction that re-checks its
 * state: the tax is withheld (pretaxed → taxed) and the net amount goes out (→ distributed). Crypto
 * leaves the vault that funds it (vault.service debitProfitPayout) as the group bot's transfer to the
 * member's wallet (kind profit_payout), which makes the record claimed once the wallet spends it
 * (confirmProfitPayout). CNY and RC are released to the member through the merchant's own payouts,
 * not the wallet: distributed, shown as not claimed. A member who does not meet the needs, or a vault
 * holding less, leaves the record pretaxed for a later run.
 */
export function payProfitMonths(db: Db, nowMs: number): ProfitPayoutRun {
  const nowIso = new Date(nowMs).toISOString();
  const today = nowIso.slice(0, 10);
  const run: ProfitPayoutRun = { paid: 0, released: 0, waiting: 0 };
  for (const row of listPretaxedProfitRecords(db, PAYOUT_BATCH)) {
    if (payoutOn(row.month, row.asset_symbol) > today) continue;
    if (profitUserStatus(db, row.group_id, row.user_id, nowMs).missing.length > 0) {
      run.waiting += 1;
      continue;
    }
    const net = toFixed(sub(row.amount, row.tax_amount), row.precision);
    const outcome = db.transaction((): keyof ProfitPayoutRun | null => {
      if (!moveProfitRecord(db, row.record_id, { from: 'pretaxed', to: 'taxed', nowIso })) return null;
      if (row.asset_kind === 'crypto' && compare(net, '0') > 0 && !debitProfitPayout(db, row, net, nowIso)) throw new VaultShort();
      moveProfitRecord(db, row.record_id, { from: 'taxed', to: 'distributed', nowIso });
      if (row.asset_kind !== 'crypto') return 'released';
      if (compare(net, '0') <= 0) {
        moveProfitRecord(db, row.record_id, { from: 'distributed', to: 'claimed', nowIso, claimedAmount: net });
        return 'paid';
      }
      queueWalletTransfer(db, {
        groupId: row.group_id, kind: 'profit_payout', reference: row.record_id, recipientId: row.user_id, assetId: row.asset_id,
        amount: net, memo: `profit:${row.month}`, at: nowIso,
      });
      return 'paid';
    });
    try {
      const done = outcome.immediate();
      if (done) run[done] += 1;
    } catch (error) {
      if (!(error instanceof VaultShort)) throw error;
      // Taken back whole: the record stays pretaxed until the vault holds its payout.
      run.waiting += 1;
    }
  }
  return run;
}

/** A vault holding less than a payout: the payout's transaction is taken back. */
class VaultShort extends Error {}

/** The wallet spent a profit payout's transfer: its record is claimed, with the net amount it paid. */
export function confirmProfitPayout(db: Db, recordId: string, _snapshotId: string | null, at: string): void {
  const row = findProfitRecord(db, recordId);
  if (!row) return;
  moveProfitRecord(db, recordId, { from: 'distributed', to: 'claimed', nowIso: at, claimedAmount: toFixed(sub(row.amount, row.tax_amount), row.precision) });
}

function groupByUser(rows: ProfitRow[]): Map<string, ProfitRow[]> {
  const users = new Map<string, ProfitRow[]>();
  for (const row of rows) {
    const list = users.get(row.user_id);
    if (list) list.push(row);
    else users.set(row.user_id, [row]);
  }
  return users;
}
