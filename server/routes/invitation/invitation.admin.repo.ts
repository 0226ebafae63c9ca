import { jsonTextValues, type Sql } from '../../db/sql';
import type { InvitationCodeKind } from '../../../contract/invitation';
import { CLAIMED, type BonusRow } from './invitation.repo';

export type InviterBonusRow = Omit<BonusRow, 'invitee_id'> & { inviter_id: string };

// The admin's lists of the group's invitations (issue 14): every query is scoped to the group. On the async
// layer (db/sql.ts), one text for both engines but for the list of inviters (jsonTextValues): a value
// tested only for NULL is cast (PostgreSQL cannot type a bare `IS NULL` parameter), the inviters are grouped
// by their user row too (PostgreSQL takes a user's columns only when its key is grouped), and every list
// has a total order.

const person = (alias: string, prefix: string) =>
  `${alias}.user_id AS ${prefix}_id, ${alias}.full_name AS ${prefix}_full_name, ${alias}.avatar_url AS ${prefix}_avatar_url,
   ${alias}.identity_number AS ${prefix}_identity_number`;

/** A person's columns under a prefix (`inviter_id`, `inviter_full_name`, …); null ids when nobody. */
export type PersonColumns<P extends string> = {
  [K in `${P}_id` | `${P}_full_name` | `${P}_avatar_url` | `${P}_identity_number`]: string | null;
};

export type AdminCodeRow = PersonColumns<'inviter'> & PersonColumns<'used_by'> & {
  code: string; kind: InvitationCodeKind; is_public: number; used_at: string | null; created_at: string; uses: number;
};

/**
 * The group's codes, newest first, of one kind or both; `limit + 1` rows so the caller knows if more follow.
 * A one-time code names who it is with only while that claim is live (a lapsed one is free again).
 */
export function listAdminCodes(
  sql: Sql, groupId: string, kind: InvitationCodeKind | null, offset: number, limit: number, nowIso: string,
): Promise<AdminCodeRow[]> {
  return sql.all<AdminCodeRow>(`SELECT c.code, c.kind, c.is_public, c.used_at, c.created_at, ${person('i', 'inviter')}, ${person('u', 'used_by')},
      (SELECT COUNT(*) FROM invitation_relations r WHERE r.group_id = c.group_id AND r.code = c.code) AS uses
    FROM invitation_codes c LEFT JOIN users i ON i.user_id = c.inviter_id LEFT JOIN users u ON u.user_id = c.used_by AND ${CLAIMED}
    WHERE c.group_id = @group AND (CAST(@kind AS TEXT) IS NULL OR c.kind = @kind)
    ORDER BY c.created_at DESC, c.code LIMIT @limit OFFSET @offset`, { group: groupId, kind, limit: limit + 1, offset, now: nowIso });
}

export type AdminUseRow = PersonColumns<'inviter'> & PersonColumns<'invitee'> & {
  code: string; kind: InvitationCodeKind; created_at: string; joined_at: string | null;
};

/** Who named whose code, newest first. */
export function listAdminUses(sql: Sql, groupId: string, offset: number, limit: number): Promise<AdminUseRow[]> {
  return sql.all<AdminUseRow>(`SELECT r.code, r.kind, r.created_at, m.joined_at, ${person('i', 'inviter')}, ${person('u', 'invitee')}
    FROM invitation_relations r JOIN users i ON i.user_id = r.inviter_id JOIN users u ON u.user_id = r.user_id
      LEFT JOIN memberships m ON m.group_id = r.group_id AND m.user_id = r.user_id
    WHERE r.group_id = ? ORDER BY r.created_at DESC, r.user_id LIMIT ? OFFSET ?`, groupId, limit + 1, offset);
}

export type AdminInviterRow = PersonColumns<'inviter'> & { records: number; last_at: string };

/** Inviters who earned a bonus, latest bonus first. */
export function listBonusInviters(sql: Sql, groupId: string, offset: number, limit: number): Promise<AdminInviterRow[]> {
  return sql.all<AdminInviterRow>(`SELECT COUNT(*) AS records, MAX(r.created_at) AS last_at, ${person('i', 'inviter')}
    FROM invite_records r JOIN users i ON i.user_id = r.inviter_id
    WHERE r.group_id = ? GROUP BY r.inviter_id, i.user_id ORDER BY last_at DESC, r.inviter_id LIMIT ? OFFSET ?`, groupId, limit + 1, offset);
}

/**
 * The bonus amounts of the group's records (of these inviters, or all with null), to be summed
 * exactly by the caller: SQL's SUM would add the decimal strings as floats.
 */
export function listGroupBonuses(sql: Sql, groupId: string, inviterIds: string[] | null): Promise<InviterBonusRow[]> {
  return sql.all<InviterBonusRow>(`SELECT r.inviter_id, r.asset_id, a.symbol, r.bonus_amount
    FROM invite_records r JOIN assets a ON a.asset_id = r.asset_id
    WHERE r.group_id = ? AND (CAST(? AS INTEGER) IS NULL OR r.inviter_id IN (${jsonTextValues(sql.dialect, '?')}))
    ORDER BY a.sort_order, a.symbol, r.record_id`, groupId, inviterIds === null ? null : 1, JSON.stringify(inviterIds ?? []));
}
