import type { RewardKind } from '../../../contract/reward';
import type { Sql } from '../../db/sql';

export type RewardRow = {
  reward_id: string; kind: RewardKind; user_id: string; full_name: string; avatar_url: string; identity_number: string;
  asset_id: string; symbol: string; precision: number; amount: string; source: string; created_at: string;
};

export type RewardAmountRow = { asset_id: string; symbol: string; precision: number; amount: string };

// On the async layer (db/sql.ts), one text for both engines (`||` joins text and numbers on each; a value
// tested only for NULL is cast, as PostgreSQL cannot tell its type from `IS NULL`).
// Article rewards claimed in the group (the title is kept for deleted articles: the ledger stays) and
// invitation bonuses credited in it, as one list.
const REWARDS = `SELECT 'article' AS kind, 'article:' || c.article_id || ':' || c.user_id AS reward_id, c.user_id, c.asset_id,
    c.amount, a.title AS source, c.claimed_at AS created_at
  FROM article_claims c JOIN articles a ON a.article_id = c.article_id WHERE a.group_id = @group
  UNION ALL
  SELECT 'invitation', 'invitation:' || r.record_id, r.inviter_id, r.asset_id, r.bonus_amount, i.full_name, r.created_at
  FROM invite_records r JOIN users i ON i.user_id = r.invitee_id WHERE r.group_id = @group`;

/** Newest first; `limit + 1` rows so the caller knows whether more follow. */
export function listRewards(sql: Sql, groupId: string, kind: RewardKind | null, offset: number, limit: number): Promise<RewardRow[]> {
  return sql.all<RewardRow>(`SELECT x.reward_id, x.kind, x.user_id, u.full_name, u.avatar_url, u.identity_number, x.asset_id, s.symbol,
      s.precision, x.amount, x.source, x.created_at
    FROM (${REWARDS}) x JOIN users u ON u.user_id = x.user_id JOIN assets s ON s.asset_id = x.asset_id
    WHERE CAST(@kind AS TEXT) IS NULL OR x.kind = @kind
    ORDER BY x.created_at DESC, x.reward_id DESC LIMIT @limit OFFSET @offset`, { group: groupId, kind, limit: limit + 1, offset });
}

/** Every reward's asset and amount (summed in decimal by the caller: SQL would add them as floats). */
export function listRewardAmounts(sql: Sql, groupId: string, kind: RewardKind | null): Promise<RewardAmountRow[]> {
  return sql.all<RewardAmountRow>(`SELECT x.asset_id, s.symbol, s.precision, x.amount
    FROM (${REWARDS}) x JOIN assets s ON s.asset_id = x.asset_id
    WHERE CAST(@kind AS TEXT) IS NULL OR x.kind = @kind ORDER BY s.sort_order, x.asset_id, x.created_at, x.amount`, { group: groupId, kind });
}
