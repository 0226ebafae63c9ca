import type { Sql } from '../../db/sql';
import type { InvitationCodeKind } from '../../../contract/invitation';

export type InvitationCodeRow = {
  code: string;
  group_id: string;
  inviter_id: string | null;
  kind: InvitationCodeKind;
  is_public: number;
  product_id: string | null;
  used_by: string | null;
  used_at: string | null;
  created_at: string;
  /** 1 while the code is spent or someone's claim on it is live (see CLAIMED); permanent codes: 0. */
  claimed: number;
};

export type PersonRow = { avatar_url: string; full_name: string; identity_number: string };

/** A code of mine with whoever applied it (one-time codes). */
export type MyInvitationCodeRow = InvitationCodeRow & {
  invitee_avatar_url: string | null;
  invitee_full_name: string | null;
  invitee_identity_number: string | null;
};

export type RelationRow = {
  code: string;
  kind: InvitationCodeKind;
  inviter_id: string;
  inviter_avatar_url: string;
  inviter_full_name: string;
  inviter_identity_number: string;
};

/**
 * Whether a one-time code `c` is taken at @now (migration 050): spent, or its applicant's
 * reservation has not lapsed, or the order holding it is still open and not past its expiry (the
 * expiry is read here too, so a hold never outlives its order even before the expiry sweep runs).
 */
export const CLAIMED = `(c.kind = 'one_time' AND (c.used_at IS NOT NULL OR (c.used_by IS NOT NULL AND ((c.held_until IS NOT NULL AND c.held_until > @now)
  OR EXISTS (SELECT 1 FROM orders o WHERE o.order_id = c.held_by_order_id
    AND o.state IN ('NOT_PAID', 'MARKED_PAID') AND o.expires_at > @now)))))`;

// On the async layer (db/sql.ts), one text for both engines: `claimed` read as 0/1 through a CASE (PostgreSQL's
// condition is a boolean), a parameter tested only for NULL cast, ties in lists broken by a unique column.

const CODE_COLUMNS = `c.code, c.group_id, c.inviter_id, c.kind, c.is_public, c.product_id, c.used_by, c.used_at, c.created_at,
  CASE WHEN ${CLAIMED} THEN 1 ELSE 0 END AS claimed`;

export function findInvitationCode(sql: Sql, groupId: string, code: string, nowIso: string): Promise<InvitationCodeRow | undefined> {
  return sql.get<InvitationCodeRow>(`SELECT ${CODE_COLUMNS} FROM invitation_codes c WHERE c.group_id = @group AND c.code = @code`,
    { group: groupId, code, now: nowIso });
}

/**
 * Reserves an unclaimed one-time code for the user until `heldUntil` (a lapsed claim of someone
 * else's is taken over). The condition does the locking: of any number of concurrent calls for
 * one code, exactly one changes a row.
 */
export async function reserveOneTimeCode(sql: Sql, code: string, userId: string, nowIso: string, heldUntil: string): Promise<boolean> {
  return (await sql.run(`UPDATE invitation_codes AS c SET used_by = @user, held_until = @until, held_by_order_id = NULL
    WHERE c.code = @code AND c.kind = 'one_time' AND NOT ${CLAIMED}`,
  { user: userId, until: heldUntil, code, now: nowIso })).changes === 1;
}

/**
 * The relation of whoever applied this one-time code before and let their claim lapse: the code
 * has just been taken over, and only one relation may name a one-time code.
 */
export async function deleteLapsedRelation(sql: Sql, code: string, newUserId: string): Promise<void> {
  await sql.run(`DELETE FROM invitation_relations WHERE code = ? AND kind = 'one_time' AND user_id <> ?`, code, newUserId);
}

/**
 * The user's join order holds the one-time code they applied: only while the code is theirs and
 * unspent (a code taken over since is not theirs any more). False when it is not.
 */
export async function holdOneTimeCode(sql: Sql, code: string, userId: string, orderId: string): Promise<boolean> {
  return (await sql.run(`UPDATE invitation_codes SET held_by_order_id = ?, held_until = NULL
    WHERE code = ? AND kind = 'one_time' AND used_by = ? AND used_at IS NULL`, orderId, code, userId)).changes === 1;
}

/** The order failed, was cancelled or expired: the unspent code it held is free for the next person. */
export async function releaseCodeOfOrder(sql: Sql, orderId: string): Promise<void> {
  await sql.run(`UPDATE invitation_codes SET held_by_order_id = NULL, held_until = NULL
    WHERE held_by_order_id = ? AND used_at IS NULL`, orderId);
}

/** Frees a one-time code the user reserved but never joined with. */
export async function releaseOneTimeCode(sql: Sql, code: string, userId: string): Promise<void> {
  await sql.run(`UPDATE invitation_codes SET used_by = NULL, held_until = NULL, held_by_order_id = NULL
    WHERE code = ? AND kind = 'one_time' AND used_by = ? AND used_at IS NULL`, code, userId);
}

/** The user joined: the one-time code of their relation, if any, is spent. */
export async function markRelationCodeUsed(sql: Sql, groupId: string, userId: string, nowIso: string): Promise<void> {
  await sql.run(`UPDATE invitation_codes SET used_at = ?
    WHERE kind = 'one_time' AND used_by = ? AND used_at IS NULL
      AND code = (SELECT code FROM invitation_relations WHERE group_id = ? AND user_id = ?)`, nowIso, userId, groupId, userId);
}

export async function insertRelation(
  sql: Sql,
  relation: { groupId: string; userId: string; inviterId: string; code: string; kind: InvitationCodeKind; nowIso: string },
): Promise<void> {
  await sql.run(`INSERT INTO invitation_relations (group_id, user_id, inviter_id, code, kind, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`, relation.groupId, relation.userId, relation.inviterId, relation.code,
    relation.kind, relation.nowIso);
}

export function findRelation(sql: Sql, groupId: string, userId: string): Promise<RelationRow | undefined> {
  return sql.get<RelationRow>(`SELECT r.code, r.kind, r.inviter_id, u.avatar_url AS inviter_avatar_url,
      u.full_name AS inviter_full_name, u.identity_number AS inviter_identity_number
    FROM invitation_relations r JOIN users u ON u.user_id = r.inviter_id
    WHERE r.group_id = ? AND r.user_id = ?`, groupId, userId);
}

export async function deleteRelation(sql: Sql, groupId: string, userId: string): Promise<void> {
  await sql.run('DELETE FROM invitation_relations WHERE group_id = ? AND user_id = ?', groupId, userId);
}

export type CodeFilter = 'all' | 'available' | 'used';

/** My codes in this group, optionally for one product (codes without a product count for all). */
export function listMyInvitationCodes(
  sql: Sql,
  groupId: string,
  inviterId: string,
  filter: CodeFilter,
  productId: string | undefined,
  nowIso: string,
): Promise<MyInvitationCodeRow[]> {
  return sql.all<MyInvitationCodeRow>(`SELECT ${CODE_COLUMNS}, u.avatar_url AS invitee_avatar_url,
      u.full_name AS invitee_full_name, u.identity_number AS invitee_identity_number
    FROM invitation_codes c LEFT JOIN users u ON u.user_id = c.used_by
    WHERE c.group_id = @group AND c.inviter_id = @inviter
      AND (CAST(@product AS TEXT) IS NULL OR c.product_id IS NULL OR c.product_id = @product)
      AND (@filter = 'all'
        OR (@filter = 'available' AND NOT ${CLAIMED})
        OR (@filter = 'used' AND ${CLAIMED}))
    ORDER BY c.kind DESC, c.created_at, c.code`,
  { group: groupId, inviter: inviterId, product: productId ?? null, filter, now: nowIso });
}

/** How many people joined the group through my codes. */
export async function countInvitees(sql: Sql, groupId: string, inviterId: string): Promise<number> {
  return Number(await sql.value<number>(`SELECT COUNT(*) FROM invitation_relations r
    JOIN memberships m ON m.group_id = r.group_id AND m.user_id = r.user_id
    WHERE r.group_id = ? AND r.inviter_id = ? AND m.joined_at IS NOT NULL`, groupId, inviterId));
}

export function findPermanentCode(sql: Sql, groupId: string, inviterId: string): Promise<string | undefined> {
  return sql.value<string>(`SELECT code FROM invitation_codes
    WHERE group_id = ? AND inviter_id = ? AND kind = 'permanent' ORDER BY created_at, code LIMIT 1`, groupId, inviterId);
}

/** False when the code is taken (the caller picks another). */
export async function insertPermanentCode(sql: Sql, groupId: string, inviterId: string, code: string, nowIso: string): Promise<boolean> {
  return (await sql.run(`INSERT INTO invitation_codes (code, group_id, inviter_id, kind, is_public, created_at)
    VALUES (?, ?, ?, 'permanent', 0, ?) ON CONFLICT (code) DO NOTHING`, code, groupId, inviterId, nowIso)).changes === 1;
}

/** Public one-time codes nobody has taken (or whose claim lapsed), in random order, with their inviters. */
export function listPublicCodes(sql: Sql, groupId: string, limit: number, nowIso: string): Promise<(PersonRow & { code: string; inviter_id: string })[]> {
  return sql.all<PersonRow & { code: string; inviter_id: string }>(`SELECT c.code, c.inviter_id, u.avatar_url, u.full_name, u.identity_number
    FROM invitation_codes c JOIN users u ON u.user_id = c.inviter_id
    WHERE c.group_id = @group AND c.is_public = 1 AND c.kind = 'one_time' AND NOT ${CLAIMED}
    ORDER BY random() LIMIT @limit`, { group: groupId, limit, now: nowIso });
}

// --- Invite records: an inviter's bonus for one paid order of an invitee (016_invitation_bonus.sql) ---

export type InviteRecordInsert = {
  recordId: string; groupId: string; productId: string; orderId: string; inviterId: string; inviteeId: string;
  code: string; assetId: string; paidAmount: string; rate: string; bonusAmount: string; nowIso: string;
};

/** False when the order already has its record: UNIQUE (order_id) keeps a bonus to one per order. */
export async function insertInviteRecord(sql: Sql, r: InviteRecordInsert): Promise<boolean> {
  return (await sql.run(`INSERT INTO invite_records (record_id, group_id, product_id, order_id, inviter_id, invitee_id,
      code, asset_id, paid_amount, rate, bonus_amount, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
  r.recordId, r.groupId, r.productId, r.orderId, r.inviterId, r.inviteeId, r.code, r.assetId, r.paidAmount,
  r.rate, r.bonusAmount, r.nowIso)).changes === 1;
}

export type InviteRecordRow = PersonRow & {
  record_id: string; product_id: string; invitee_id: string; code: string; asset_id: string; symbol: string;
  paid_amount: string; rate: string; bonus_amount: string; created_at: string;
};

const RECORD_COLUMNS = `r.record_id, r.product_id, r.invitee_id, r.code, r.asset_id, a.symbol, r.paid_amount, r.rate,
  r.bonus_amount, r.created_at, u.avatar_url, u.full_name, u.identity_number`;

/** My invite records for a product, newest first. */
export function listInviteRecords(
  sql: Sql, groupId: string, inviterId: string, productId: string, offset: number, limit: number,
): Promise<InviteRecordRow[]> {
  return sql.all<InviteRecordRow>(`SELECT ${RECORD_COLUMNS}
    FROM invite_records r JOIN users u ON u.user_id = r.invitee_id JOIN assets a ON a.asset_id = r.asset_id
    WHERE r.group_id = ? AND r.inviter_id = ? AND r.product_id = ?
    ORDER BY r.created_at DESC, r.record_id LIMIT ? OFFSET ?`, groupId, inviterId, productId, limit, offset);
}

export type BonusRow = { invitee_id: string; asset_id: string; symbol: string; bonus_amount: string };

/**
 * The bonus amounts of my records (for one product, or all with null), to be summed exactly by the
 * caller: SQL's SUM would add the decimal strings as floats.
 */
export function listInviteBonuses(sql: Sql, groupId: string, inviterId: string, productId: string | null): Promise<BonusRow[]> {
  return sql.all<BonusRow>(`SELECT r.invitee_id, r.asset_id, a.symbol, r.bonus_amount
    FROM invite_records r JOIN assets a ON a.asset_id = r.asset_id
    WHERE r.group_id = ? AND r.inviter_id = ? AND (CAST(? AS TEXT) IS NULL OR r.product_id = ?)
    ORDER BY a.sort_order, a.symbol, r.record_id`, groupId, inviterId, productId, productId);
}

export type InviteeRow = PersonRow & {
  user_id: string; code: string; kind: InvitationCodeKind; created_at: string; joined_at: string | null;
};

/** People who named me as their inviter in this group, newest first. */
export function listInvitees(sql: Sql, groupId: string, inviterId: string, offset: number, limit: number): Promise<InviteeRow[]> {
  return sql.all<InviteeRow>(`SELECT r.user_id, r.code, r.kind, r.created_at, m.joined_at,
      u.avatar_url, u.full_name, u.identity_number
    FROM invitation_relations r JOIN users u ON u.user_id = r.user_id
    LEFT JOIN memberships m ON m.group_id = r.group_id AND m.user_id = r.user_id
    WHERE r.group_id = ? AND r.inviter_id = ?
    ORDER BY r.created_at DESC, r.user_id LIMIT ? OFFSET ?`, groupId, inviterId, limit, offset);
}

/** The asset's decimal places (a bonus is floored to them). */
export function assetPrecision(sql: Sql, assetId: string): Promise<number | undefined> {
  return sql.value<number>('SELECT precision FROM assets WHERE asset_id = ?', assetId);
}
