import { array, boolean, enums, optional, string, number, type, type Infer } from './struct';
import { queryInteger } from './bounds';
import { GroupEventActor } from './event';

// The rewards a group paid its members (§2 admin/reward; issue 14 point 4): article rewards claimed
// and invitation bonuses credited. Paths are relative to /api/groups/{group}.

export const REWARD_KINDS = ['article', 'invitation'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
/** §9: pages of 20. */
export const REWARD_PAGE_SIZE = 20;

export const RewardItem = type({
  /** `article:{article_id}:{user_id}` or `invitation:{record_id}`: unique in the list. */
  reward_id: string(),
  kind: enums(REWARD_KINDS),
  /** Who got it. */
  member: GroupEventActor,
  asset_id: string(),
  symbol: string(),
  precision: number(),
  amount: string(),
  /** What it was for: the article's title, or the invitee's name. */
  source: string(),
  created_at: string(),
});
export type RewardItem = Infer<typeof RewardItem>;

/** One asset's total over every reward of the list's kind. */
export const RewardTotal = type({ asset_id: string(), symbol: string(), precision: number(), amount: string() });
export type RewardTotal = Infer<typeof RewardTotal>;

/** GET /admin/rewards?kind&offset&limit (admins): newest first, with totals per asset over all of them. */
export const RewardQuery = type({
  kind: optional(enums(REWARD_KINDS)),
  offset: optional(queryInteger(0, 1_000_000)),
  limit: optional(queryInteger(1, 100)),
});
export type RewardQuery = Infer<typeof RewardQuery>;
export const RewardPage = type({ items: array(RewardItem), has_more: boolean(), totals: array(RewardTotal) });
export type RewardPage = Infer<typeof RewardPage>;
