import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { BadgeChainState, BadgeKind } from '../../../contract/badge';
import type { CheckinType } from '../../../contract/checkin';

// All SQL of badges: the catalog, earned badges, seals, and what each rule reads (badge.rules.ts).

export type MemberBadgeRow = {
  member_badge_id: string;
  group_id: string;
  user_id: string;
  badge_key: string;
  kind: BadgeKind;
  earned_at: string;
  share_key: string;
  chain_state: BadgeChainState;
  seal_id: string | null;
  tx_hash: string | null;
  sealed_at: string | null;
};

export type SealRow = {
  seal_id: string;
  group_id: string;
  member_badge_id: string;
  state: 'pending' | 'confirmed' | 'failed';
  tx_hash: string | null;
  requested_at: string;
  settled_at: string | null;
};

/** Adds the badges a group does not list yet (a new rule reaches every group so). */
export function ensureCatalog(db: Db, groupId: string, badges: readonly { key: string; kind: BadgeKind }[]): void {
  const insert = statement(db, 'INSERT OR IGNORE INTO badges (group_id, badge_key, kind, position) VALUES (?, ?, ?, ?)');
  badges.forEach((badge, position) => insert.run(groupId, badge.key, badge.kind, position));
}

export function listCatalog(db: Db, groupId: string): { badge_key: string; kind: BadgeKind }[] {
  return statement(db, 'SELECT badge_key, kind FROM badges WHERE group_id = ? ORDER BY position, badge_key')
    .all(groupId) as { badge_key: string; kind: BadgeKind }[];
}

export function findCatalogBadge(db: Db, groupId: string, key: string): { badge_key: string; kind: BadgeKind } | undefined {
  return statement(db, 'SELECT badge_key, kind FROM badges WHERE group_id = ? AND badge_key = ?')
    .get(groupId, key) as { badge_key: string; kind: BadgeKind } | undefined;
}

const MEMBER_BADGE_COLUMNS = `mb.member_badge_id, mb.group_id, mb.user_id, mb.badge_key, b.kind, mb.earned_at, mb.share_key,
  mb.chain_state, mb.seal_id, mb.tx_hash, mb.sealed_at`;

/** A member's earned badges in the catalog's order. */
export function listMemberBadges(db: Db, groupId: string, userId: string): MemberBadgeRow[] {
  return statement(db, `SELECT ${MEMBER_BADGE_COLUMNS} FROM member_badges mb
    JOIN badges b ON b.group_id = mb.group_id AND b.badge_key = mb.badge_key
    WHERE mb.group_id = ? AND mb.user_id = ? ORDER BY b.position, mb.badge_key`).all(groupId, userId) as MemberBadgeRow[];
}

export function findMemberBadge(db: Db, groupId: string, userId: string, key: string): MemberBadgeRow | undefined {
  return statement(db, `SELECT ${MEMBER_BADGE_COLUMNS} FROM member_badges mb
    JOIN badges b ON b.group_id = mb.group_id AND b.badge_key = mb.badge_key
    WHERE mb.group_id = ? AND mb.user_id = ? AND mb.badge_key = ?`).get(groupId, userId, key) as MemberBadgeRow | undefined;
}

export function findMemberBadgeById(db: Db, memberBadgeId: string): MemberBadgeRow | undefined {
  return statement(db, `SELECT ${MEMBER_BADGE_COLUMNS} FROM member_badges mb
    JOIN badges b ON b.group_id = mb.group_id AND b.badge_key = mb.badge_key
    WHERE mb.member_badge_id = ?`).get(memberBadgeId) as MemberBadgeRow | undefined;
}

/** The badge a share link names: this group, this member, this key (all three must match). */
export function findSharedBadge(db: Db, groupId: string, userId: string, shareKey: string):
  (MemberBadgeRow & { full_name: string; avatar_url: string }) | undefined {
  return statement(db, `SELECT ${MEMBER_BADGE_COLUMNS}, u.full_name, u.avatar_url FROM member_badges mb
    JOIN badges b ON b.group_id = mb.group_id AND b.badge_key = mb.badge_key
    JOIN users u ON u.user_id = mb.user_id
    WHERE mb.group_id = ? AND mb.user_id = ? AND mb.share_key = ?`).get(groupId, userId, shareKey) as
    (MemberBadgeRow & { full_name: string; avatar_url: string }) | undefined;
}

/** Awards a badge once: a second award (a concurrent read) is ignored by UNIQUE (group, user, badge). */
export function insertMemberBadgeOnce(db: Db, row: {
  member_badge_id: string; group_id: string; user_id: string; badge_key: string; earned_at: string; share_key: string;
}): void {
  statement(db, `INSERT OR IGNORE INTO member_badges (member_badge_id, group_id, user_id, badge_key, earned_at, share_key)
    VALUES (?, ?, ?, ?, ?, ?)`).run(row.member_badge_id, row.group_id, row.user_id, row.badge_key, row.earned_at, row.share_key);
}

/** unlighted → lighting with the seal; false when it was not unlighted any more. */
export function startSeal(db: Db, seal: { seal_id: string; group_id: string; member_badge_id: string; requested_at: string }): boolean {
  const moved = statement(db, `UPDATE member_badges SET chain_state = 'lighting', seal_id = ?
    WHERE member_badge_id = ? AND chain_state = 'unlighted'`).run(seal.seal_id, seal.member_badge_id).changes === 1;
  if (!moved) return false;
  statement(db, 'INSERT INTO badge_seals (seal_id, group_id, member_badge_id, requested_at) VALUES (?, ?, ?, ?)')
    .run(seal.seal_id, seal.group_id, seal.member_badge_id, seal.requested_at);
  return true;
}

/** What a seal request asks the chain to seal: the badge's group, holder, key and share key. */
export function findSealRequest(db: Db, sealId: string): { seal_id: string; group: string; holder: string; badge: string; share_key: string } | undefined {
  return statement(db, `SELECT s.seal_id, mb.group_id AS "group", mb.user_id AS holder, mb.badge_key AS badge, mb.share_key
    FROM badge_seals s JOIN member_badges mb ON mb.member_badge_id = s.member_badge_id WHERE s.seal_id = ?`)
    .get(sealId) as { seal_id: string; group: string; holder: string; badge: string; share_key: string } | undefined;
}

export function findSeal(db: Db, sealId: string): SealRow | undefined {
  return statement(db, 'SELECT * FROM badge_seals WHERE seal_id = ?').get(sealId) as SealRow | undefined;
}

/** A pending seal confirmed: the seal and its badge (lighting → lighted). */
export function confirmSeal(db: Db, seal: SealRow, txHash: string, nowIso: string): void {
  statement(db, `UPDATE badge_seals SET state = 'confirmed', tx_hash = ?, settled_at = ? WHERE seal_id = ? AND state = 'pending'`)
    .run(txHash, nowIso, seal.seal_id);
  statement(db, `UPDATE member_badges SET chain_state = 'lighted', tx_hash = ?, sealed_at = ?
    WHERE member_badge_id = ? AND seal_id = ? AND chain_state = 'lighting'`).run(txHash, nowIso, seal.member_badge_id, seal.seal_id);
}

/** A pending seal failed: the badge goes back to unlighted, to be sealed again. */
export function failSeal(db: Db, seal: SealRow, nowIso: string): void {
  statement(db, `UPDATE badge_seals SET state = 'failed', settled_at = ? WHERE seal_id = ? AND state = 'pending'`)
    .run(nowIso, seal.seal_id);
  statement(db, `UPDATE member_badges SET chain_state = 'unlighted', seal_id = NULL
    WHERE member_badge_id = ? AND seal_id = ? AND chain_state = 'lighting'`).run(seal.member_badge_id, seal.seal_id);
}

export function findChainNotification(db: Db, notificationId: string): string | undefined {
  return statement(db, 'SELECT seal_id FROM chain_notifications WHERE notification_id = ?').pluck().get(notificationId) as
    string | undefined;
}

export function insertChainNotification(db: Db, row: { notificationId: string; sealId: string; status: string; nowIso: string }): void {
  statement(db, 'INSERT INTO chain_notifications (notification_id, seal_id, status, received_at) VALUES (?, ?, ?, ?)')
    .run(row.notificationId, row.sealId, row.status, row.nowIso);
}

// What the rules read. Each answers when the rule was first met, or null.

/** A year after joining, once that day has come. */
export function memberOneYearAt(db: Db, groupId: string, userId: string, nowIso: string): string | null {
  return (statement(db, `SELECT strftime('%Y-%m-%dT%H:%M:%fZ', joined_at, '+365 days') FROM memberships
    WHERE group_id = ? AND user_id = ? AND joined_at IS NOT NULL AND julianday(joined_at, '+365 days') <= julianday(?)`)
    .pluck().get(groupId, userId, nowIso) as string | undefined) ?? null;
}

export function firstDiscussionAt(db: Db, groupId: string, userId: string): string | null {
  return statement(db, 'SELECT MIN(created_at) FROM discussions WHERE group_id = ? AND user_id = ?')
    .pluck().get(groupId, userId) as string | null;
}

export function firstCoursePurchaseAt(db: Db, groupId: string, userId: string): string | null {
  return statement(db, `SELECT MIN(paid_at) FROM orders WHERE group_id = ? AND user_id = ? AND kind = 'course' AND state = 'PAID'`)
    .pluck().get(groupId, userId) as string | null;
}

export function firstPaidTipAt(db: Db, groupId: string, userId: string): string | null {
  return statement(db, `SELECT MIN(paid_at) FROM tips WHERE group_id = ? AND sender_id = ? AND state = 'PAID'`)
    .pluck().get(groupId, userId) as string | null;
}

/** KYC approved (its review done) and shared with this group. */
export function kycApprovedAt(db: Db, groupId: string, userId: string, nowIso: string): string | null {
  return (statement(db, `SELECT max(v.review_at, c.created_at) FROM kyc_verifications v
    JOIN kyc_consents c ON c.user_id = v.user_id AND c.group_id = ?
    WHERE v.user_id = ? AND v.outcome = 'approved' AND v.review_at <= ?`).pluck().get(groupId, userId, nowIso) as
    string | undefined) ?? null;
}

export function nftTicketSuccessAt(db: Db, groupId: string, userId: string): string | null {
  return (statement(db, `SELECT coalesce(decided_at, updated_at) FROM nft_tickets
    WHERE group_id = ? AND user_id = ? AND status = 'success'`).pluck().get(groupId, userId) as string | undefined) ?? null;
}

/** The member's check-ins in the group's daily and weekly tasks, with each task's type. */
export function checkinPostsOf(db: Db, groupId: string, userId: string):
  { activity_id: string; type: CheckinType; period: string; created_at: string }[] {
  return statement(db, `SELECT p.activity_id, a.type, p.period, p.created_at FROM checkin_posts p
    JOIN checkin_activities a ON a.activity_id = p.activity_id
    WHERE a.group_id = ? AND p.user_id = ? AND a.type IN ('daily', 'weekly')`)
    .all(groupId, userId) as { activity_id: string; type: CheckinType; period: string; created_at: string }[];
}

/** Seals still waiting for the chain's report, requested before `before`: the oldest first, at most `limit`. */
export function listPendingSealIds(db: Db, before: string, limit: number): string[] {
  return statement(db, `SELECT seal_id FROM badge_seals WHERE state = 'pending' AND requested_at < ?
    ORDER BY requested_at, seal_id LIMIT ?`).pluck().all(before, limit) as string[];
}
