import type { Sql } from '../../db/sql';
import type { BadgeChainState, BadgeKind } from '../../../contract/badge';
import type { CheckinType } from '../../../contract/checkin';

// All SQL of badges: the catalog, earned badges, seals, and what each rule reads (badge.rules.ts). On the
// async layer (db/sql.ts), one text for both engines: an award or a catalog entry twice is ON CONFLICT DO
// NOTHING (not INSERT OR IGNORE), the later of two times is a CASE (not SQLite's scalar max), and a year after
// joining is computed here rather than with strftime/julianday.

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

/** Adds the badges a group does not list yet (a new rule reaches every group so); in order, inside the caller's transaction. */
export async function ensureCatalog(sql: Sql, groupId: string, badges: readonly { key: string; kind: BadgeKind }[]): Promise<void> {
  for (const [position, badge] of badges.entries()) {
    await sql.run('INSERT INTO badges (group_id, badge_key, kind, position) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      groupId, badge.key, badge.kind, position);
  }
}

export function listCatalog(sql: Sql, groupId: string): Promise<{ badge_key: string; kind: BadgeKind }[]> {
  return sql.all<{ badge_key: string; kind: BadgeKind }>('SELECT badge_key, kind FROM badges WHERE group_id = ? ORDER BY position, badge_key', groupId);
}

export function findCatalogBadge(sql: Sql, groupId: string, key: string): Promise<{ badge_key: string; kind: BadgeKind } | undefined> {
  return sql.get<{ badge_key: string; kind: BadgeKind }>('SELECT badge_key, kind FROM badges WHERE group_id = ? AND badge_key = ?', groupId, key);
}

const MEMBER_BADGE_COLUMNS = `mb.member_badge_id, mb.group_id, mb.user_id, mb.badge_key, b.kind, mb.earned_at, mb.share_key,
  mb.chain_state, mb.seal_id, mb.tx_hash, mb.sealed_at`;

/** A member's earned badges in the catalog's order. */
export function listMemberBadges(sql: Sql, groupId: string, userId: string): Promise<MemberBadgeRow[]> {
  return sql.all<MemberBadgeRow>(`SELECT ${MEMBER_BADGE_COLUMNS} FROM member_badges mb
    JOIN badges b ON b.group_id = mb.group_id AND b.badge_key = mb.badge_key
    WHERE mb.group_id = ? AND mb.user_id = ? ORDER BY b.position, mb.badge_key`, groupId, userId);
}

export function findMemberBadge(sql: Sql, groupId: string, userId: string, key: string): Promise<MemberBadgeRow | undefined> {
  return sql.get<MemberBadgeRow>(`SELECT ${MEMBER_BADGE_COLUMNS} FROM member_badges mb
    JOIN badges b ON b.group_id = mb.group_id AND b.badge_key = mb.badge_key
    WHERE mb.group_id = ? AND mb.user_id = ? AND mb.badge_key = ?`, groupId, userId, key);
}

export function findMemberBadgeById(sql: Sql, memberBadgeId: string): Promise<MemberBadgeRow | undefined> {
  return sql.get<MemberBadgeRow>(`SELECT ${MEMBER_BADGE_COLUMNS} FROM member_badges mb
    JOIN badges b ON b.group_id = mb.group_id AND b.badge_key = mb.badge_key
    WHERE mb.member_badge_id = ?`, memberBadgeId);
}

/** The badge a share link names: this group, this member, this key (all three must match). */
export function findSharedBadge(sql: Sql, groupId: string, userId: string, shareKey: string):
  Promise<(MemberBadgeRow & { full_name: string; avatar_url: string }) | undefined> {
  return sql.get<MemberBadgeRow & { full_name: string; avatar_url: string }>(`SELECT ${MEMBER_BADGE_COLUMNS}, u.full_name, u.avatar_url
    FROM member_badges mb
    JOIN badges b ON b.group_id = mb.group_id AND b.badge_key = mb.badge_key
    JOIN users u ON u.user_id = mb.user_id
    WHERE mb.group_id = ? AND mb.user_id = ? AND mb.share_key = ?`, groupId, userId, shareKey);
}

/** Awards a badge once: a second award (a concurrent read) is ignored by UNIQUE (group, user, badge). */
export async function insertMemberBadgeOnce(sql: Sql, row: {
  member_badge_id: string; group_id: string; user_id: string; badge_key: string; earned_at: string; share_key: string;
}): Promise<void> {
  await sql.run(`INSERT INTO member_badges (member_badge_id, group_id, user_id, badge_key, earned_at, share_key)
    VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, row.member_badge_id, row.group_id, row.user_id, row.badge_key, row.earned_at, row.share_key);
}

/** unlighted → lighting with the seal; false when it was not unlighted any more. */
export async function startSeal(sql: Sql, seal: { seal_id: string; group_id: string; member_badge_id: string; requested_at: string }): Promise<boolean> {
  const moved = (await sql.run(`UPDATE member_badges SET chain_state = 'lighting', seal_id = ?
    WHERE member_badge_id = ? AND chain_state = 'unlighted'`, seal.seal_id, seal.member_badge_id)).changes === 1;
  if (!moved) return false;
  await sql.run('INSERT INTO badge_seals (seal_id, group_id, member_badge_id, requested_at) VALUES (?, ?, ?, ?)',
    seal.seal_id, seal.group_id, seal.member_badge_id, seal.requested_at);
  return true;
}

export type SealRequestRow = { seal_id: string; group: string; holder: string; badge: string; share_key: string };

/** What a seal request asks the chain to seal: the badge's group, holder, key and share key. */
export function findSealRequest(sql: Sql, sealId: string): Promise<SealRequestRow | undefined> {
  return sql.get<SealRequestRow>(`SELECT s.seal_id, mb.group_id AS "group", mb.user_id AS holder, mb.badge_key AS badge, mb.share_key
    FROM badge_seals s JOIN member_badges mb ON mb.member_badge_id = s.member_badge_id WHERE s.seal_id = ?`, sealId);
}

export function findSeal(sql: Sql, sealId: string): Promise<SealRow | undefined> {
  return sql.get<SealRow>(`SELECT seal_id, group_id, member_badge_id, state, tx_hash, requested_at, settled_at
    FROM badge_seals WHERE seal_id = ?`, sealId);
}

/** A pending seal confirmed: the seal and its badge (lighting → lighted). */
export async function confirmSeal(sql: Sql, seal: SealRow, txHash: string, nowIso: string): Promise<void> {
  await sql.run(`UPDATE badge_seals SET state = 'confirmed', tx_hash = ?, settled_at = ? WHERE seal_id = ? AND state = 'pending'`,
    txHash, nowIso, seal.seal_id);
  await sql.run(`UPDATE member_badges SET chain_state = 'lighted', tx_hash = ?, sealed_at = ?
    WHERE member_badge_id = ? AND seal_id = ? AND chain_state = 'lighting'`, txHash, nowIso, seal.member_badge_id, seal.seal_id);
}

/** A pending seal failed: the badge goes back to unlighted, to be sealed again. */
export async function failSeal(sql: Sql, seal: SealRow, nowIso: string): Promise<void> {
  await sql.run(`UPDATE badge_seals SET state = 'failed', settled_at = ? WHERE seal_id = ? AND state = 'pending'`, nowIso, seal.seal_id);
  await sql.run(`UPDATE member_badges SET chain_state = 'unlighted', seal_id = NULL
    WHERE member_badge_id = ? AND seal_id = ? AND chain_state = 'lighting'`, seal.member_badge_id, seal.seal_id);
}

export function findChainNotification(sql: Sql, notificationId: string): Promise<string | undefined> {
  return sql.value<string>('SELECT seal_id FROM chain_notifications WHERE notification_id = ?', notificationId);
}

export async function insertChainNotification(sql: Sql, row: { notificationId: string; sealId: string; status: string; nowIso: string }): Promise<void> {
  await sql.run('INSERT INTO chain_notifications (notification_id, seal_id, status, received_at) VALUES (?, ?, ?, ?)',
    row.notificationId, row.sealId, row.status, row.nowIso);
}

// What the rules read. Each answers when the rule was first met, or null.

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A year (365 days) after joining, once that day has come. */
export async function memberOneYearAt(sql: Sql, groupId: string, userId: string, nowIso: string): Promise<string | null> {
  const joined = await sql.value<string>('SELECT joined_at FROM memberships WHERE group_id = ? AND user_id = ? AND joined_at IS NOT NULL',
    groupId, userId);
  if (joined === undefined) return null;
  const at = new Date(Date.parse(joined) + YEAR_MS).toISOString();
  return at <= nowIso ? at : null;
}

export async function firstDiscussionAt(sql: Sql, groupId: string, userId: string): Promise<string | null> {
  return (await sql.value<string | null>('SELECT MIN(created_at) FROM discussions WHERE group_id = ? AND user_id = ?', groupId, userId)) ?? null;
}

export async function firstCoursePurchaseAt(sql: Sql, groupId: string, userId: string): Promise<string | null> {
  return (await sql.value<string | null>(`SELECT MIN(paid_at) FROM orders WHERE group_id = ? AND user_id = ? AND kind = 'course' AND state = 'PAID'`,
    groupId, userId)) ?? null;
}

export async function firstPaidTipAt(sql: Sql, groupId: string, userId: string): Promise<string | null> {
  return (await sql.value<string | null>(`SELECT MIN(paid_at) FROM tips WHERE group_id = ? AND sender_id = ? AND state = 'PAID'`,
    groupId, userId)) ?? null;
}

/** KYC approved (its review done) and shared with this group: the later of the review and the consent. */
export async function kycApprovedAt(sql: Sql, groupId: string, userId: string, nowIso: string): Promise<string | null> {
  return (await sql.value<string>(`SELECT CASE WHEN v.review_at > c.created_at THEN v.review_at ELSE c.created_at END
    FROM kyc_verifications v JOIN kyc_consents c ON c.user_id = v.user_id AND c.group_id = ?
    WHERE v.user_id = ? AND v.outcome = 'approved' AND v.review_at <= ?`, groupId, userId, nowIso)) ?? null;
}

export async function nftTicketSuccessAt(sql: Sql, groupId: string, userId: string): Promise<string | null> {
  return (await sql.value<string>(`SELECT coalesce(decided_at, updated_at) FROM nft_tickets
    WHERE group_id = ? AND user_id = ? AND status = 'success'`, groupId, userId)) ?? null;
}

export type CheckinPostOfRow = { activity_id: string; type: CheckinType; period: string; created_at: string };

/** The member's check-ins in the group's daily and weekly tasks, with each task's type. */
export function checkinPostsOf(sql: Sql, groupId: string, userId: string): Promise<CheckinPostOfRow[]> {
  return sql.all<CheckinPostOfRow>(`SELECT p.activity_id, a.type, p.period, p.created_at FROM checkin_posts p
    JOIN checkin_activities a ON a.activity_id = p.activity_id
    WHERE a.group_id = ? AND p.user_id = ? AND a.type IN ('daily', 'weekly') ORDER BY p.activity_id, p.period`, groupId, userId);
}

/** Seals still waiting for the chain's report, requested before `before`: the oldest first, at most `limit`. */
export function listPendingSealIds(sql: Sql, before: string, limit: number): Promise<string[]> {
  return sql.values<string>(`SELECT seal_id FROM badge_seals WHERE state = 'pending' AND requested_at < ?
    ORDER BY requested_at, seal_id LIMIT ?`, before, limit);
}
