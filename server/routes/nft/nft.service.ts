import type { NftTicketStatusValue } from '../../../contract/nft';
import { nowIso, type AppDeps } from '../../context';
import { apiErrors } from '../../lib/errors';
import { assertEntryOpen, grantOpenMembership, isJoined, membershipOf } from '../account/membership.service';
import type { GroupRow } from '../group/group.repo';
import { findNftTicket, settleNftTicket, upsertNftTicket } from './nft.repo';

/**
 * The ticket's status now. A check whose time has come shows its outcome, and a successful
 * one makes the user a member (and posts the chat's "joined" line) in the same transaction.
 */
export function currentNftStatus(deps: Pick<AppDeps, 'sql' | 'clock'>, group: GroupRow, userId: string): Promise<NftTicketStatusValue> {
  return deps.sql.tx(async (sql) => {
    const now = nowIso(deps.clock);
    if (await settleNftTicket(sql, group.group_id, userId, now) === 'success') {
      await grantOpenMembership(sql, group.group_id, userId, now, deps.clock());
    }
    return (await findNftTicket(sql, group.group_id, userId))?.status ?? 'unchecked';
  });
}

/**
 * Starts a check (the checker answers now; the answer shows after its delay). A check already
 * running is left alone, so repeated taps do not restart the wait.
 */
export async function startNftCheck(deps: AppDeps, group: GroupRow, userId: string): Promise<NftTicketStatusValue> {
  if (!group.nft_ticket_enabled) throw apiErrors.rejected('NFT tickets are not supported in this group');
  const current = await currentNftStatus(deps, group, userId);
  if (current === 'checking') return current;
  if (!isJoined(await membershipOf(deps.sql, group.group_id, userId), deps.clock())) await assertEntryOpen(deps.sql, group, userId, deps.clock());
  const found = await deps.providers.nft.check(group.group_id, userId);
  await upsertNftTicket(deps.sql, {
    groupId: group.group_id,
    userId,
    status: 'checking',
    outcome: found.outcome,
    decidedAt: new Date(deps.clock() + found.delayMs).toISOString(),
    nowIso: nowIso(deps.clock),
  });
  return currentNftStatus(deps, group, userId);
}

/** Back to unchecked (after autherr the client logs in again with a wider scope). */
export async function resetNftCheck(deps: AppDeps, group: GroupRow, userId: string): Promise<NftTicketStatusValue> {
  await membershipOf(deps.sql, group.group_id, userId);
  await upsertNftTicket(deps.sql, {
    groupId: group.group_id, userId, status: 'unchecked', outcome: null, decidedAt: null, nowIso: nowIso(deps.clock),
  });
  return 'unchecked';
}
