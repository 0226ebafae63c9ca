import { randomInt, randomUUID } from 'node:crypto';
import type { LuckycoinClaim, LuckycoinCreateBody, LuckycoinPack, LuckycoinStatus } from '../../../contract/luckycoin';
import { LUCKYCOIN_MAX_SHARES } from '../../../contract/luckycoin';
import type { OrderState } from '../../../contract/order';
import { ErrorCode } from '../../../contract/errors';
import { add, compare, normalize, round, toFixed } from '../../../contract/money';
import type { Sql } from '../../db/sql';
import { checkAssetAmount } from '../../lib/amount';
import { ApiError, apiErrors } from '../../lib/errors';
import { convertAmount } from '../../lib/price';
import type { WalletPayRequest } from '../../providers/mixin.provider';
import { findAsset, listSceneAssets, type AssetRow } from '../asset/asset.repo';
import type { GroupRow } from '../group/group.repo';
import { findUser } from '../account/account.repo';
import { findPackShare, postLuckycoinMessage } from '../chat/chat.service';
import type { ChatMessageRow } from '../chat/chat.repo';
import type { Viewer } from '../auth/auth.middleware';
import type { AppDeps } from '../../context';
import {
  findPackNotification, findPackById, findRefund, insertClaim, insertPack, insertPackNotification, insertRefund,
  listClaims, listOverduePacks, luckycoinSettings, markPackPaid, type ClaimRow, type PackRow,
} from './luckycoin.repo';
import { findPayerOfTrace } from '../payment/wallet-receipts.repo';
import { queueWalletTransfer } from '../payment/wallet-transfers.service';
import { contributionWeight, fromUnits, nextShare, toUnits } from './luckycoin.split';

/** A paid pack can be claimed for this long; then its remainder goes back to the sender. */
export const PACK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const USD = 'usd';

const invalid = (code: number, message: string) => new ApiError(400, code, message);
const cryptoRandom = () => randomInt(2 ** 47) / 2 ** 47;

/** The smallest amount of `asset` worth `minUsd`, rounded up to the asset's precision. */
export async function minimumInAsset(sql: Sql, minUsd: string, asset: AssetRow): Promise<string> {
  const usd = (await findAsset(sql, USD))!;
  const exact = convertAmount(minUsd, usd, asset);
  const rounded = round(exact, asset.precision);
  return toFixed(compare(rounded, exact) < 0 ? add(rounded, fromUnits(BigInt(1), asset.precision)) : rounded, asset.precision);
}

/** Checks a new pack against §5 and the group's settings; answers its asset and amount in the asset's precision. */
export async function checkPackRequest(sql: Sql, groupId: string, body: LuckycoinCreateBody): Promise<{ asset: AssetRow; amount: string }> {
  const asset = (await listSceneAssets(sql, groupId, 'luckycoin')).find((a) => a.asset_id.toLowerCase() === body.asset_id.toLowerCase());
  if (!asset) throw invalid(ErrorCode.luckycoinAssetUnavailable, 'asset not offered for lucky-coin packs in this group');
  checkAssetAmount('amount', body.amount, asset);
  const units = toUnits(body.amount, asset.precision);
  const settings = await luckycoinSettings(sql, groupId);
  const maxShares = Math.min(LUCKYCOIN_MAX_SHARES, settings.luckycoin_max_shares);
  if (!Number.isInteger(body.shares) || body.shares < 1) throw apiErrors.validation('shares must be a whole number of at least 1');
  if (body.shares > maxShares) throw invalid(ErrorCode.luckycoinTooManyShares, `too many shares: at most ${maxShares}`);
  if (units < BigInt(body.shares)) {
    throw invalid(ErrorCode.luckycoinAmountBelowShares, 'set satoshi at least the number of recipients');
  }
  const amount = toFixed(body.amount, asset.precision);
  const usd = (await findAsset(sql, USD))!;
  if (compare(convertAmount(amount, asset, usd), settings.luckycoin_min_usd) < 0) {
    const minimum = await minimumInAsset(sql, settings.luckycoin_min_usd, asset);
    throw invalid(ErrorCode.luckycoinBelowMinimum,
      `amount below the minimum: at least ${normalize(minimum)} ${asset.symbol} (${settings.luckycoin_min_usd} USD)`);
  }
  return { asset, amount };
}

/** A new unpaid pack and the wallet URL that pays it (trace = pack_id, as an order's trace is its id). */
export async function createPack(
  sql: Sql, group: GroupRow, senderId: string, body: LuckycoinCreateBody, nowIso: string, payUrlOf: (request: WalletPayRequest) => string,
) {
  const { asset, amount } = await checkPackRequest(sql, group.group_id, body);
  const pack = {
    pack_id: randomUUID(), group_id: group.group_id, sender_id: senderId, asset_id: asset.asset_id, amount,
    shares: body.shares, greeting: body.greeting, mode: body.mode, created_at: nowIso,
  };
  await insertPack(sql, pack);
  const payUrl = payUrlOf({
    recipient: group.client_id, asset: asset.asset_id, amount, memo: `luckycoin:${pack.pack_id}`, trace: pack.pack_id,
  });
  return { packId: pack.pack_id, payUrl };
}

const sumUnits = (claims: ClaimRow[], precision: number) =>
  claims.reduce((sum, claim) => sum + toUnits(claim.amount, precision), BigInt(0));

/**
 * Settles every paid pack past its 24 hours: what nobody claimed is recorded as owed back to the
 * sender (the refund row) and, when there is some, written as the group bot's transfer back to the
 * wallet that paid the pack (payment/wallet-transfers.service sends it). Runs lazily before every
 * pack read, claim and create, like the orders' expiry; the refund row makes it happen once.
 */
export async function expireOverduePacks(sql: Sql, nowIso: string): Promise<void> {
  if ((await listOverduePacks(sql, nowIso)).length === 0) return;
  await sql.tx(async (t) => {
    for (const pack of await listOverduePacks(t, nowIso)) {
      const { precision } = (await findAsset(t, pack.asset_id))!;
      const remaining = toUnits(pack.amount, precision) - sumUnits(await listClaims(t, pack.pack_id), precision);
      const amount = fromUnits(remaining, precision);
      await insertRefund(t, { packId: pack.pack_id, userId: pack.sender_id, assetId: pack.asset_id, amount, nowIso });
      if (remaining <= BigInt(0)) continue;
      await queueWalletTransfer(t, {
        groupId: pack.group_id, kind: 'pack_refund', reference: pack.pack_id,
        recipientId: (await findPayerOfTrace(t, pack.group_id, pack.pack_id)) ?? pack.sender_id,
        assetId: pack.asset_id, amount, memo: `luckycoin-refund:${pack.pack_id}`, at: nowIso,
      });
    }
  });
}

const packOrderState = async (sql: Sql, packId: string): Promise<OrderState> => (await findPackById(sql, packId))!.state;

/**
 * A wallet transfer whose trace is this pack (payment.service receiveWalletTransfer), under the
 * snapshot's id, in one transaction on the layer: idempotent by that id, amount and asset exact. It
 * makes the pack claimable for 24 h.
 */
export function receivePackTransfer(
  deps: { sql: Sql; clock: () => number },
  transfer: { notification_id: string; reference: string; asset_id: string; amount: string },
): Promise<{ order_id: string; state: OrderState }> {
  return deps.sql.tx(async (sql) => {
    const seenFor = await findPackNotification(sql, transfer.notification_id);
    if (seenFor) return { order_id: seenFor, state: await packOrderState(sql, seenFor) };
    const pack = (await findPackById(sql, transfer.reference))!;
    if (pack.asset_id.toLowerCase() !== transfer.asset_id.toLowerCase() || compare(pack.amount, transfer.amount) !== 0) {
      throw apiErrors.rejected('payment amount or asset does not match the pack');
    }
    const now = deps.clock();
    // Nothing else moves a pack now, but the table allows MARKED_PAID and FAILED: a FAILED pack stays so.
    if (pack.state === 'NOT_PAID' || pack.state === 'MARKED_PAID') {
      // Nothing is posted to the chat here: the sender shares the pack (sharePack), as their own message.
      await markPackPaid(sql, pack.pack_id, new Date(now).toISOString(), new Date(now + PACK_LIFETIME_MS).toISOString());
    } else if (pack.state !== 'PAID') {
      throw apiErrors.rejected(`pack is ${pack.state.toLowerCase()}`);
    }
    await insertPackNotification(sql, {
      notificationId: transfer.notification_id, channel: 'mixin', packId: pack.pack_id, status: 'PAID', nowIso: new Date(now).toISOString(),
    });
    return { order_id: pack.pack_id, state: await packOrderState(sql, pack.pack_id) };
  });
}

/**
 * POST /luckycoin/{id}/share: the sender posts their pack to the group chat, once. Another group's pack is
 * 404, someone else's 403 102109; a pack already shared answers its message (whatever the pack has become
 * since); otherwise it must be paid (409 102108) and not expired (409 102107).
 */
export async function sharePack(deps: Pick<AppDeps, 'sql' | 'clock'>, groupId: string, viewer: Viewer, packId: string): Promise<ChatMessageRow> {
  const nowIso = new Date(deps.clock()).toISOString();
  await expireOverduePacks(deps.sql, nowIso);
  const pack = await findPackById(deps.sql, packId);
  if (!pack || pack.group_id !== groupId) throw apiErrors.notFound();
  if (pack.sender_id !== viewer.user.user_id) {
    throw new ApiError(403, ErrorCode.luckycoinNotSender, 'only the sender can share this pack');
  }
  const shared = await findPackShare(deps.sql, packId);
  if (shared) return shared;
  if (pack.state !== 'PAID') throw apiErrors.rejected('this pack has not been paid', ErrorCode.luckycoinNotPaid);
  if (pack.expires_at! <= nowIso) throw apiErrors.rejected('this pack has expired', ErrorCode.luckycoinExpired);
  return postLuckycoinMessage(deps, groupId, viewer, packId);
}

/**
 * One member's claim, in one transaction on the layer (SQLite's IMMEDIATE, PostgreSQL's SERIALIZABLE run
 * again on a conflict) so that the checks (paid, not expired, not
 * claimed by them, shares left) and the write hold the lock together, also across processes;
 * UNIQUE(pack, user) and UNIQUE(pack, seq) back it up. The same transaction writes the group bot's
 * transfer of the share to the claimer's wallet (payment/wallet-transfers.service sends it).
 */
export async function claimPack(
  sql: Sql,
  groupId: string,
  user: { user_id: string; joined_at: string | null },
  packId: string,
  now: number,
  random: () => number = cryptoRandom,
): Promise<void> {
  const nowIso = new Date(now).toISOString();
  await expireOverduePacks(sql, nowIso);
  // A pack's claimers all count its claims and take its next share: on PostgreSQL they queue for it.
  await sql.tx(async (t) => {
    const pack = await findPackById(t, packId);
    if (!pack || pack.group_id !== groupId) throw apiErrors.notFound();
    if (pack.state !== 'PAID') throw apiErrors.rejected('this pack has not been paid', ErrorCode.luckycoinNotPaid);
    if (pack.expires_at! <= nowIso) throw apiErrors.rejected('this pack has expired', ErrorCode.luckycoinExpired);
    const claims = await listClaims(t, packId);
    if (claims.some((claim) => claim.user_id === user.user_id)) {
      throw apiErrors.rejected('you have already claimed this pack', ErrorCode.luckycoinAlreadyClaimed);
    }
    if (claims.length >= pack.shares) throw apiErrors.rejected('every share has been claimed', ErrorCode.luckycoinEmpty);
    const { precision } = (await findAsset(t, pack.asset_id))!;
    const total = toUnits(pack.amount, precision);
    const memberDays = user.joined_at ? (now - Date.parse(user.joined_at)) / 86_400_000 : 0;
    const share = nextShare({
      mode: pack.mode, total, shares: pack.shares, remaining: total - sumUnits(claims, precision),
      sharesLeft: pack.shares - claims.length, random, weight: contributionWeight(memberDays),
    });
    const amount = fromUnits(share, precision);
    await insertClaim(t, { packId, userId: user.user_id, seq: claims.length + 1, amount, nowIso });
    // The share is the claimer's: the group's bot, which holds the pack's money, sends it to their wallet.
    if (share > BigInt(0)) {
      await queueWalletTransfer(t, {
        groupId, kind: 'pack_claim', reference: `${packId}:${user.user_id}`, recipientId: user.user_id, assetId: pack.asset_id,
        amount, memo: `luckycoin-claim:${packId}`, at: nowIso,
      });
    }
  }, { serializeOn: `luckycoin-pack:${packId}` });
}

function statusOf(pack: PackRow, claims: number, refunded: boolean, nowIso: string): LuckycoinStatus {
  if (pack.state === 'FAILED') return 'failed';
  if (pack.state !== 'PAID') return 'unpaid';
  if (claims >= pack.shares) return 'finished';
  return refunded || pack.expires_at! <= nowIso ? 'expired' : 'open';
}

/** What GET /luckycoin/{id} shows to `viewerId`. */
export async function packView(sql: Sql, pack: PackRow, viewerId: string, nowIso: string): Promise<LuckycoinPack> {
  const asset = (await findAsset(sql, pack.asset_id))!;
  const sender = (await findUser(sql, pack.sender_id))!;
  const rows = await listClaims(sql, pack.pack_id);
  const claims: LuckycoinClaim[] = rows.map(({ user_id, full_name, avatar_url, amount, claimed_at }) =>
    ({ user_id, full_name, avatar_url, amount, claimed_at }));
  let luckiest: LuckycoinClaim | null = null;
  for (const claim of claims) if (!luckiest || compare(claim.amount, luckiest.amount) > 0) luckiest = claim;
  const claimed = sumUnits(rows, asset.precision);
  const refund = (await findRefund(sql, pack.pack_id)) ?? null;
  return {
    pack_id: pack.pack_id,
    sender: { user_id: sender.user_id, full_name: sender.full_name, avatar_url: sender.avatar_url },
    greeting: pack.greeting,
    mode: pack.mode,
    asset: { asset_id: asset.asset_id, symbol: asset.symbol, icon_url: asset.icon_url, precision: asset.precision },
    amount: pack.amount,
    shares: pack.shares,
    claimed_count: rows.length,
    claimed_amount: fromUnits(claimed, asset.precision),
    remaining_amount: fromUnits(toUnits(pack.amount, asset.precision) - claimed, asset.precision),
    status: statusOf(pack, rows.length, refund !== null, nowIso),
    created_at: pack.created_at,
    paid_at: pack.paid_at,
    expires_at: pack.expires_at,
    claims,
    luckiest,
    my_claim: claims.find((claim) => claim.user_id === viewerId) ?? null,
    refund: refund && compare(refund.amount, 0) > 0 ? refund : null,
  };
}
