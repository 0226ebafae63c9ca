import type { Sql } from '../../db/sql';
import type { LuckycoinMode } from '../../../contract/luckycoin';
import type { PaymentChannel } from '../../../contract/product';

// On the async layer (db/sql.ts), one text for both engines; overdue packs come in a total order.

export type PackState = 'NOT_PAID' | 'MARKED_PAID' | 'PAID' | 'FAILED';

export type PackRow = {
  pack_id: string;
  group_id: string;
  sender_id: string;
  asset_id: string;
  amount: string;
  shares: number;
  greeting: string;
  mode: LuckycoinMode;
  state: PackState;
  paid_at: string | null;
  expires_at: string | null;
  created_at: string;
};

export type ClaimRow = {
  user_id: string;
  full_name: string;
  avatar_url: string;
  seq: number;
  amount: string;
  claimed_at: string;
};

export type LuckycoinSettings = { luckycoin_max_shares: number; luckycoin_min_usd: string };

const PACK_COLUMNS = `p.pack_id, p.group_id, p.sender_id, p.asset_id, p.amount, p.shares, p.greeting, p.mode, p.state, p.paid_at,
  p.expires_at, p.created_at`;

export async function luckycoinSettings(sql: Sql, groupId: string): Promise<LuckycoinSettings> {
  return (await sql.get<LuckycoinSettings>('SELECT luckycoin_max_shares, luckycoin_min_usd FROM group_settings WHERE group_id = ?', groupId))
    ?? { luckycoin_max_shares: 1000, luckycoin_min_usd: '0.1' };
}

export async function insertPack(sql: Sql, pack: Omit<PackRow, 'state' | 'paid_at' | 'expires_at'>): Promise<void> {
  await sql.run(`INSERT INTO luckycoin_packs (pack_id, group_id, sender_id, asset_id, amount, shares, greeting, mode, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, pack.pack_id, pack.group_id, pack.sender_id, pack.asset_id, pack.amount,
  pack.shares, pack.greeting, pack.mode, pack.created_at);
}

/** A pack of this group (another group's pack is not found). */
export function findPack(sql: Sql, groupId: string, packId: string): Promise<PackRow | undefined> {
  return sql.get<PackRow>(`SELECT ${PACK_COLUMNS} FROM luckycoin_packs p WHERE p.group_id = ? AND p.pack_id = ?`, groupId, packId);
}

/** A pack by the id a provider knows it by (the wallet's trace). */
export function findPackById(sql: Sql, packId: string): Promise<PackRow | undefined> {
  return sql.get<PackRow>(`SELECT ${PACK_COLUMNS} FROM luckycoin_packs p WHERE p.pack_id = ?`, packId);
}

export async function markPackPaid(sql: Sql, packId: string, paidAt: string, expiresAt: string): Promise<void> {
  await sql.run(`UPDATE luckycoin_packs SET state = 'PAID', paid_at = ?, expires_at = ? WHERE pack_id = ?`, paidAt, expiresAt, packId);
}

export function listClaims(sql: Sql, packId: string): Promise<ClaimRow[]> {
  return sql.all<ClaimRow>(`SELECT c.user_id, u.full_name, u.avatar_url, c.seq, c.amount, c.claimed_at
    FROM luckycoin_claims c JOIN users u ON u.user_id = c.user_id WHERE c.pack_id = ? ORDER BY c.seq`, packId);
}

export async function insertClaim(sql: Sql, claim: { packId: string; userId: string; seq: number; amount: string; nowIso: string }): Promise<void> {
  await sql.run('INSERT INTO luckycoin_claims (pack_id, user_id, seq, amount, claimed_at) VALUES (?, ?, ?, ?, ?)',
    claim.packId, claim.userId, claim.seq, claim.amount, claim.nowIso);
}

export function findRefund(sql: Sql, packId: string): Promise<{ amount: string; created_at: string } | undefined> {
  return sql.get<{ amount: string; created_at: string }>('SELECT amount, created_at FROM luckycoin_refunds WHERE pack_id = ?', packId);
}

export async function insertRefund(sql: Sql, refund: { packId: string; userId: string; assetId: string; amount: string; nowIso: string }): Promise<void> {
  await sql.run('INSERT INTO luckycoin_refunds (pack_id, user_id, asset_id, amount, created_at) VALUES (?, ?, ?, ?, ?)',
    refund.packId, refund.userId, refund.assetId, refund.amount, refund.nowIso);
}

/** Paid packs past their expiry whose remainder has not been settled yet. */
export function listOverduePacks(sql: Sql, nowIso: string): Promise<PackRow[]> {
  return sql.all<PackRow>(`SELECT ${PACK_COLUMNS} FROM luckycoin_packs p
    WHERE p.state = 'PAID' AND p.expires_at <= ?
      AND NOT EXISTS (SELECT 1 FROM luckycoin_refunds r WHERE r.pack_id = p.pack_id)
    ORDER BY p.expires_at, p.pack_id`, nowIso);
}

export function findPackNotification(sql: Sql, notificationId: string): Promise<string | undefined> {
  return sql.value<string>('SELECT pack_id FROM luckycoin_notifications WHERE notification_id = ?', notificationId);
}

export async function insertPackNotification(
  sql: Sql,
  n: { notificationId: string; channel: PaymentChannel; packId: string; status: string; nowIso: string },
): Promise<void> {
  await sql.run(`INSERT INTO luckycoin_notifications (notification_id, channel, pack_id, status, received_at)
    VALUES (?, ?, ?, ?, ?)`, n.notificationId, n.channel, n.packId, n.status, n.nowIso);
}
