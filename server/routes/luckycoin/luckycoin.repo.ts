import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { LuckycoinMode } from '../../../contract/luckycoin';
import type { PaymentChannel } from '../../../contract/product';

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

export function luckycoinSettings(db: Db, groupId: string): LuckycoinSettings {
  return (statement(db, 'SELECT luckycoin_max_shares, luckycoin_min_usd FROM group_settings WHERE group_id = ?')
    .get(groupId) as LuckycoinSettings | undefined) ?? { luckycoin_max_shares: 1000, luckycoin_min_usd: '0.1' };
}

export function insertPack(db: Db, pack: Omit<PackRow, 'state' | 'paid_at' | 'expires_at'>): void {
  statement(db, `INSERT INTO luckycoin_packs (pack_id, group_id, sender_id, asset_id, amount, shares, greeting, mode, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(pack.pack_id, pack.group_id, pack.sender_id, pack.asset_id, pack.amount,
    pack.shares, pack.greeting, pack.mode, pack.created_at);
}

/** A pack of this group (another group's pack is not found). */
export function findPack(db: Db, groupId: string, packId: string): PackRow | undefined {
  return statement(db, 'SELECT * FROM luckycoin_packs WHERE group_id = ? AND pack_id = ?').get(groupId, packId) as PackRow | undefined;
}

/** A pack by the id a provider knows it by (the wallet's trace). */
export function findPackById(db: Db, packId: string): PackRow | undefined {
  return statement(db, 'SELECT * FROM luckycoin_packs WHERE pack_id = ?').get(packId) as PackRow | undefined;
}

export function markPackPaid(db: Db, packId: string, paidAt: string, expiresAt: string): void {
  statement(db, `UPDATE luckycoin_packs SET state = 'PAID', paid_at = ?, expires_at = ? WHERE pack_id = ?`)
    .run(paidAt, expiresAt, packId);
}

export function listClaims(db: Db, packId: string): ClaimRow[] {
  return statement(db, `SELECT c.user_id, u.full_name, u.avatar_url, c.seq, c.amount, c.claimed_at
    FROM luckycoin_claims c JOIN users u ON u.user_id = c.user_id WHERE c.pack_id = ? ORDER BY c.seq`).all(packId) as ClaimRow[];
}

export function insertClaim(db: Db, claim: { packId: string; userId: string; seq: number; amount: string; nowIso: string }): void {
  statement(db, 'INSERT INTO luckycoin_claims (pack_id, user_id, seq, amount, claimed_at) VALUES (?, ?, ?, ?, ?)')
    .run(claim.packId, claim.userId, claim.seq, claim.amount, claim.nowIso);
}

export function findRefund(db: Db, packId: string): { amount: string; created_at: string } | undefined {
  return statement(db, 'SELECT amount, created_at FROM luckycoin_refunds WHERE pack_id = ?').get(packId) as
    { amount: string; created_at: string } | undefined;
}

export function insertRefund(db: Db, refund: { packId: string; userId: string; assetId: string; amount: string; nowIso: string }): void {
  statement(db, 'INSERT INTO luckycoin_refunds (pack_id, user_id, asset_id, amount, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(refund.packId, refund.userId, refund.assetId, refund.amount, refund.nowIso);
}

/** Paid packs past their expiry whose remainder has not been settled yet. */
export function listOverduePacks(db: Db, nowIso: string): PackRow[] {
  return statement(db, `SELECT p.* FROM luckycoin_packs p
    WHERE p.state = 'PAID' AND p.expires_at <= ?
      AND NOT EXISTS (SELECT 1 FROM luckycoin_refunds r WHERE r.pack_id = p.pack_id)`).all(nowIso) as PackRow[];
}

export function findPackNotification(db: Db, notificationId: string): string | undefined {
  return statement(db, 'SELECT pack_id FROM luckycoin_notifications WHERE notification_id = ?')
    .pluck().get(notificationId) as string | undefined;
}

export function insertPackNotification(
  db: Db,
  n: { notificationId: string; channel: PaymentChannel; packId: string; status: string; nowIso: string },
): void {
  statement(db, `INSERT INTO luckycoin_notifications (notification_id, channel, pack_id, status, received_at)
    VALUES (?, ?, ?, ?, ?)`).run(n.notificationId, n.channel, n.packId, n.status, n.nowIso);
}
