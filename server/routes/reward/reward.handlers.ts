import type { Context } from 'hono';
import { add, toFixed } from '../../../contract/money';
import { REWARD_PAGE_SIZE, RewardPage, type RewardItem, type RewardQuery, type RewardTotal } from '../../../contract/reward';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { listRewardAmounts, listRewards, type RewardRow } from './reward.repo';

function toReward(row: RewardRow): RewardItem {
  return {
    reward_id: row.reward_id,
    kind: row.kind,
    member: { user_id: row.user_id, full_name: row.full_name, avatar_url: row.avatar_url, identity_number: row.identity_number },
    asset_id: row.asset_id,
    symbol: row.symbol,
    precision: row.precision,
    amount: row.amount,
    source: row.source,
    created_at: row.created_at,
  };
}

/** Per asset, in the assets' order, exactly. */
function totalsOf(rows: { asset_id: string; symbol: string; precision: number; amount: string }[]): RewardTotal[] {
  const totals = new Map<string, RewardTotal>();
  for (const row of rows) {
    const total = totals.get(row.asset_id) ?? { asset_id: row.asset_id, symbol: row.symbol, precision: row.precision, amount: '0' };
    total.amount = add(total.amount, row.amount);
    totals.set(row.asset_id, total);
  }
  return [...totals.values()].map((t) => ({ ...t, amount: toFixed(t.amount, t.precision) }));
}

export const rewardHandlers = {
  /** The page asked for, and the totals of every reward of the kind. */
  async list(c: Context<ViewerEnv>, query: RewardQuery) {
    const { kind = null, offset = 0, limit = REWARD_PAGE_SIZE } = query;
    const { sql } = c.var.deps;
    const groupId = c.var.group.group_id;
    const rows = await listRewards(sql, groupId, kind, offset, limit);
    return sendData(c, RewardPage, {
      items: rows.slice(0, limit).map(toReward),
      has_more: rows.length > limit,
      totals: totalsOf(await listRewardAmounts(sql, groupId, kind)),
    });
  },
};
