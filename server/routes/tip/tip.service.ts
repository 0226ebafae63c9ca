import { randomUUID } from 'node:crypto';
import { add, compare, div, mul, normalize, toFixed } from '../../../contract/money';
import type { OrderState } from '../../../contract/order';
import type {
  TipRank, TipRankEntry, TipRankPeriod, TipState, TipTransfer, TipTransferRequest,
} from '../../../contract/tip';
import { ErrorCode } from '../../../contract/errors';
import { nowIso, type AppDeps } from '../../context';
import type { Sql } from '../../db/sql';
import { checkAssetAmount } from '../../lib/amount';
import { apiErrors } from '../../lib/errors';
import { isActiveMember, isBanned } from '../../lib/roles';
import type { PricedAsset } from '../../lib/price';
import { findMembership, findUser, listPolicies } from '../account/account.repo';
import { postSystemMessage } from '../chat/chat.service';
import type { Viewer } from '../auth/auth.middleware';
import { findAsset, listSceneAssets } from '../asset/asset.repo';
import type { GroupRow } from '../group/group.repo';
import {
  findTip, findTipMinUsd, findTipNotification, insertTip, insertTipNotification, listPaidTipValues, markTipPaid,
  type TipRow,
} from './tip.repo';

/** The USD pseudo-asset the minimum is given in (§5, §9). */
const USD_ASSET_ID = 'usd';
/** How many senders the rank lists. */
export const TIP_RANK_SIZE = 50;

const unitOf = (decimals: number) => (decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`);

/**
 * §5: the least a tip in `asset` may be: `minUsd` converted with the assets' price_cny, rounded up
 * to the asset's precision (exactly: never below the minimum, never a unit more than needed).
 */
export function tipMinimum(minUsd: string, usd: PricedAsset, asset: PricedAsset): string {
  const valueCny = mul(minUsd, usd.price_cny);
  // div rounds half-up: when that went down, the next unit up is the ceiling.
  const nearest = div(valueCny, asset.price_cny, asset.precision);
  const ceiling = compare(mul(nearest, asset.price_cny), valueCny) < 0 ? add(nearest, unitOf(asset.precision)) : nearest;
  return toFixed(ceiling, asset.precision);
}

/**
 * POST /tip/gen_transfer: checks the recipient, asset and amount, records a PENDING tip and
 * answers the wallet transfer that pays it (to the group, traced by the tip id).
 */
export async function createTipTransfer(deps: AppDeps, group: GroupRow, viewer: Viewer, body: TipTransferRequest): Promise<TipTransfer> {
  const { sql } = deps;
  const nowMs = deps.clock();
  const senderId = viewer.user.user_id;
  if (body.recipient_id === senderId) throw apiErrors.rejected('cannot send kudos to yourself', ErrorCode.tipToSelf);
  const recipient = await findMembership(sql, group.group_id, body.recipient_id);
  if (!recipient || !isActiveMember(recipient, nowMs) || isBanned(await listPolicies(sql, group.group_id, body.recipient_id))) {
    throw apiErrors.notFoundWith('recipient not found: not a member of this group');
  }
  const accepted = (await listSceneAssets(sql, group.group_id, 'tip'))
    .find((asset) => asset.asset_id.toLowerCase() === body.asset_id.toLowerCase());
  if (!accepted) {
    throw apiErrors.rejected('this asset cannot be used for kudos in this group', ErrorCode.tipAssetNotAccepted);
  }
  checkAssetAmount('amount', body.amount, accepted);
  const minimum = tipMinimum(await findTipMinUsd(sql, group.group_id), (await findAsset(sql, USD_ASSET_ID))!, accepted);
  if (compare(body.amount, minimum) < 0) {
    throw apiErrors.rejected(`amount must not be lower than ${normalize(minimum)} ${accepted.symbol}`, ErrorCode.tipAmountTooLow);
  }

  const tipId = randomUUID();
  const amount = toFixed(body.amount, accepted.precision);
  const message = body.message?.trim() ?? '';
  await insertTip(sql, {
    tip_id: tipId, group_id: group.group_id, sender_id: senderId, recipient_id: body.recipient_id,
    asset_id: accepted.asset_id, amount, message, created_at: nowIso(deps.clock),
  });
  const memo = message || 'Kudos';
  const payUrl = deps.providers.mixin.payUrl({ recipient: group.client_id, asset: accepted.asset_id, amount, memo, trace: tipId });
  return {
    tip_id: tipId, state: 'PENDING', recipient: group.client_id, asset_id: accepted.asset_id, amount, memo,
    trace: tipId, pay_url: payUrl,
  };
}

/** How a tip's state reads to the wallet, in the answer orders give it. */
const ANSWERED_STATE: Record<TipState, OrderState> = { PENDING: 'NOT_PAID', PAID: 'PAID', FAILED: 'FAILED' };

/**
 * A wallet transfer whose trace is this tip (payment.service receiveWalletTransfer), under the
 * snapshot's id. Idempotent like an order's: a transfer already applied changes nothing, and a tip
 * is PAID once, with its CNY value frozen at the asset's price then. Amount and asset must match
 * exactly.
 */
export function receiveTipTransfer(
  deps: Pick<AppDeps, 'sql' | 'clock'>, transfer: { notification_id: string; reference: string; asset_id: string; amount: string },
): Promise<{ order_id: string; state: OrderState }> {
  const now = nowIso(deps.clock);
  return deps.sql.tx(async (sql) => {
    const seenFor = await findTipNotification(sql, transfer.notification_id);
    if (seenFor) return { order_id: seenFor, state: ANSWERED_STATE[(await findTip(sql, seenFor))!.state] };
    const tip = (await findTip(sql, transfer.reference))!;
    if (tip.asset_id.toLowerCase() !== transfer.asset_id.toLowerCase() || compare(tip.amount, transfer.amount) !== 0) {
      throw apiErrors.rejected('payment amount or asset does not match the tip');
    }
    await payTip(sql, deps, tip, now);
    await insertTipNotification(sql, { notificationId: transfer.notification_id, tipId: tip.tip_id, status: 'PAID', nowIso: now });
    return { order_id: tip.tip_id, state: ANSWERED_STATE[(await findTip(sql, tip.tip_id))!.state] };
  });
}

async function payTip(sql: Sql, deps: Pick<AppDeps, 'clock'>, tip: TipRow, now: string): Promise<void> {
  // Nothing fails a tip any more, but the table allows the state: a tip that is FAILED stays so.
  if (tip.state === 'FAILED') throw apiErrors.rejected('tip is failed');
  if (tip.state === 'PAID') return; // a repeat under another id: counted once
  const asset = (await findAsset(sql, tip.asset_id))!;
  await markTipPaid(sql, tip.tip_id, normalize(mul(tip.amount, asset.price_cny)), now);
  await postSystemMessage({ sql, clock: deps.clock }, tip.group_id, 'kudos_sent', {
    to_name: (await findUser(sql, tip.recipient_id))?.full_name ?? '', full_name: (await findUser(sql, tip.sender_id))?.full_name ?? '',
    symbol: asset.symbol, amount: tip.amount,
  });
}

/** Monday 00:00 UTC of the week, or the 1st 00:00 UTC of the month, holding `nowMs`; null for all. */
export function periodStart(period: TipRankPeriod, nowMs: number): string | null {
  if (period === 'all') return null;
  const now = new Date(nowMs);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), period === 'month' ? 1 : now.getUTCDate());
  if (period === 'month') return new Date(midnight).toISOString();
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * GET /tips/rank: the group's senders of PAID tips in the period, by the CNY value they gave
 * (frozen at payment). Equal totals share a place (1, 1, 3) and are listed by name; the top
 * TIP_RANK_SIZE are listed, and the caller's own place whatever it is.
 */
export async function tipRank(deps: AppDeps, group: GroupRow, viewer: Viewer, period: TipRankPeriod): Promise<TipRank> {
  const since = periodStart(period, deps.clock());
  const bySender = new Map<string, Omit<TipRankEntry, 'rank'>>();
  for (const row of await listPaidTipValues(deps.sql, group.group_id, since)) {
    const entry = bySender.get(row.sender_id);
    if (entry) {
      entry.total_value_cny = add(entry.total_value_cny, row.value_cny);
      entry.tip_count += 1;
    } else {
      bySender.set(row.sender_id, {
        user_id: row.sender_id, full_name: row.full_name, avatar_url: row.avatar_url,
        total_value_cny: normalize(row.value_cny), tip_count: 1,
      });
    }
  }
  const sorted = [...bySender.values()].sort((a, b) =>
    compare(b.total_value_cny, a.total_value_cny) || a.full_name.localeCompare(b.full_name) || a.user_id.localeCompare(b.user_id));
  const ranked: TipRankEntry[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const rank = previous && compare(previous.total_value_cny, entry.total_value_cny) === 0 ? previous.rank : index + 1;
    ranked.push({ rank, ...entry });
  });
  return {
    period, since, items: ranked.slice(0, TIP_RANK_SIZE),
    me: ranked.find((entry) => entry.user_id === viewer.user.user_id) ?? null,
  };
}
