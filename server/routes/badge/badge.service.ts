import { randomBytes, randomUUID } from 'node:crypto';
import type {
  BadgeChain, BadgeChainState, MemberBadge, MyBadge, SharedBadge,
} from '../../../contract/badge';
import { ErrorCode } from '../../../contract/errors';
import { nowIso, type AppDeps } from '../../context';
import { ApiError, apiErrors } from '../../lib/errors';
import { askOutsideParty } from '../../providers';
import { findMembership } from '../account/account.repo';
import type { GroupRow } from '../group/group.repo';
import type { ChainEvent } from '../../providers/chain.provider';
import {
  confirmSeal, ensureCatalog, failSeal, findCatalogBadge, findChainNotification, findMemberBadge, findMemberBadgeById,
  findSeal, findSealRequest, findSharedBadge, insertChainNotification, insertMemberBadgeOnce, listCatalog, listMemberBadges, startSeal,
  type MemberBadgeRow,
} from './badge.repo';
import { BADGE_RULES } from './badge.rules';

/** 18 random bytes: 24 base64url characters, far beyond guessing. */
export const newShareKey = () => randomBytes(18).toString('base64url');

const notFound = (message: string, code: number) => new ApiError(404, code, message);

/**
 * Awards the member every badge of the group's catalog whose rule they now meet, once: read paths
 * call this first (lazy awarding). In one IMMEDIATE transaction, and UNIQUE (group, user, badge)
 * with INSERT OR IGNORE makes two concurrent readers award one row with one share key.
 */
export async function awardEarnedBadges(deps: AppDeps, groupId: string, userId: string): Promise<void> {
  const now = nowIso(deps.clock);
  await deps.sql.tx(async (t) => {
    await ensureCatalog(t, groupId, BADGE_RULES);
    const offered = new Set((await listCatalog(t, groupId)).map((badge) => badge.badge_key));
    const held = new Set((await listMemberBadges(t, groupId, userId)).map((badge) => badge.badge_key));
    for (const rule of BADGE_RULES) {
      if (held.has(rule.key) || !offered.has(rule.key)) continue;
      const earnedAt = await rule.earnedAt(t, groupId, userId, now);
      if (earnedAt === null) continue;
      await insertMemberBadgeOnce(t, {
        member_badge_id: randomUUID(), group_id: groupId, user_id: userId, badge_key: rule.key, earned_at: earnedAt,
        share_key: newShareKey(),
      });
    }
  });
}

export function toMyBadge(row: MemberBadgeRow): MyBadge {
  return {
    key: row.badge_key, kind: row.kind, user_id: row.user_id, earned_at: row.earned_at, share_key: row.share_key,
    chain_state: row.chain_state, seal_id: row.seal_id, tx_hash: row.tx_hash, sealed_at: row.sealed_at,
  };
}

const toChain = (row: MemberBadgeRow): BadgeChain => ({
  key: row.badge_key, chain_state: row.chain_state, seal_id: row.seal_id, tx_hash: row.tx_hash, sealed_at: row.sealed_at,
});

const toMemberBadge = (row: MemberBadgeRow): MemberBadge => ({
  key: row.badge_key, kind: row.kind, earned_at: row.earned_at, chain_state: row.chain_state,
});

export async function myBadges(deps: AppDeps, group: GroupRow, userId: string): Promise<MyBadge[]> {
  await awardEarnedBadges(deps, group.group_id, userId);
  return (await listMemberBadges(deps.sql, group.group_id, userId)).map(toMyBadge);
}

export async function myBadgeChains(deps: AppDeps, group: GroupRow, userId: string): Promise<BadgeChain[]> {
  await awardEarnedBadges(deps, group.group_id, userId);
  return (await listMemberBadges(deps.sql, group.group_id, userId)).map(toChain);
}

/** One of the caller's badges: 102401 when the group offers no such badge, 102402 while not earned. */
export async function myBadge(deps: AppDeps, group: GroupRow, userId: string, key: string): Promise<MyBadge> {
  await awardEarnedBadges(deps, group.group_id, userId);
  return toMyBadge(await requireEarned(deps, group, userId, key));
}

async function requireEarned(deps: AppDeps, group: GroupRow, userId: string, key: string): Promise<MemberBadgeRow> {
  if (!await findCatalogBadge(deps.sql, group.group_id, key)) throw notFound('no such badge in this group', ErrorCode.badgeNotFound);
  const found = await findMemberBadge(deps.sql, group.group_id, userId, key);
  if (!found) throw notFound('badge not earned yet', ErrorCode.badgeNotEarned);
  return found;
}

/** The whole catalog, each badge earned by the caller or not. */
export async function badgeProducts(deps: AppDeps, group: GroupRow, userId: string) {
  await awardEarnedBadges(deps, group.group_id, userId);
  const earned = new Map((await listMemberBadges(deps.sql, group.group_id, userId)).map((row) => [row.badge_key, row]));
  return (await listCatalog(deps.sql, group.group_id)).map((badge) => ({
    key: badge.badge_key, kind: badge.kind, earned: earned.has(badge.badge_key),
    earned_at: earned.get(badge.badge_key)?.earned_at ?? null,
  }));
}

/** Another member's earned badges: 404 when they are not a member of this group. */
export async function memberBadges(deps: AppDeps, group: GroupRow, userId: string): Promise<MemberBadge[]> {
  if (!await findMembership(deps.sql, group.group_id, userId)) throw apiErrors.notFoundWith('member not found');
  await awardEarnedBadges(deps, group.group_id, userId);
  return (await listMemberBadges(deps.sql, group.group_id, userId)).map(toMemberBadge);
}

/** The public share page's badge: the same 404 for a wrong member, a wrong key, or another group's link. */
export async function sharedBadge(deps: AppDeps, group: GroupRow, userId: string, shareKey: string): Promise<SharedBadge> {
  const found = await findSharedBadge(deps.sql, group.group_id, userId, shareKey);
  if (!found) throw notFound('badge share link not found', ErrorCode.badgeShareNotFound);
  return {
    key: found.badge_key, kind: found.kind, earned_at: found.earned_at, chain_state: found.chain_state,
    tx_hash: found.tx_hash, full_name: found.full_name, avatar_url: found.avatar_url, group_name: group.name,
  };
}

/**
 * Seals one of the caller's badges: unlighted → lighting with a new seal request, then hands the
 * request to the chain provider, whose notification later lights it. A seal while lighting or
 * lighted is 409 102404.
 */
/** Hands a recorded seal request to the chain (again: the chain takes a seal id once); a failure is logged, the seal stays pending. */
export async function requestSealAgain(deps: AppDeps, sealId: string): Promise<void> {
  const request = await findSealRequest(deps.sql, sealId);
  if (!request) return;
  await askOutsideParty(deps, `seal ${sealId}`, () => deps.providers.chain.requestSeal(request));
}

export async function sealMyBadge(deps: AppDeps, group: GroupRow, userId: string, key: string): Promise<MyBadge> {
  await awardEarnedBadges(deps, group.group_id, userId);
  const sealId = randomUUID();
  const sealed = await deps.sql.tx(async (t) => {
    const badge = await requireEarned(deps, group, userId, key);
    const started = badge.chain_state === 'unlighted' && await startSeal(t, {
      seal_id: sealId, group_id: group.group_id, member_badge_id: badge.member_badge_id, requested_at: nowIso(deps.clock),
    });
    if (!started) throw apiErrors.rejected('badge already sealed or being sealed', ErrorCode.badgeAlreadySealed);
    return (await findMemberBadge(t, group.group_id, userId, key))!;
  });
  await requestSealAgain(deps, sealId);
  // Read again: the chain may have confirmed it already.
  return toMyBadge((await findMemberBadge(deps.sql, group.group_id, userId, key)) ?? sealed);
}

/**
 * Applies the chain indexer's event about a seal (already verified as its: ChainProvider.readEvent):
 * the one path by which a badge lights. Idempotent: an event already applied is answered from the
 * record; a settled seal changes no more. CONFIRMED lights the badge with the transaction; FAILED puts
 * it back to unlighted, to be sealed again.
 */
export async function receiveChainEvent(deps: AppDeps, event: ChainEvent): Promise<{ seal_id: string; chain_state: BadgeChainState }> {
  const notification = { ...event, notification_id: event.event_id };
  return deps.sql.tx(async (t) => {
    const seal = await findSeal(t, notification.seal_id);
    if (!seal) throw notFound('no such seal request', ErrorCode.badgeSealNotFound);
    const applied = await findChainNotification(t, notification.notification_id);
    if (applied === undefined) {
      const now = nowIso(deps.clock);
      if (seal.state === 'pending') {
        if (notification.status === 'CONFIRMED') await confirmSeal(t, seal, notification.tx_hash!, now);
        else await failSeal(t, seal, now);
      }
      await insertChainNotification(t, {
        notificationId: notification.notification_id, sealId: seal.seal_id, status: notification.status, nowIso: now,
      });
    } else if (applied !== seal.seal_id) {
      throw apiErrors.rejected('notification id already used for another seal');
    }
    const badge = (await findMemberBadgeById(t, seal.member_badge_id))!;
    return { seal_id: seal.seal_id, chain_state: badge.seal_id === seal.seal_id ? badge.chain_state : 'unlighted' };
  });
}

