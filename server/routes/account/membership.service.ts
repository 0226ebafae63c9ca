import type { MembershipRow } from './account.repo';
import {
  findMembership, findUser, markMembershipPaid,
} from './account.repo';
import { postSystemMessage } from '../chat/chat.service';
import type { Sql } from '../../db/sql';
import type { GroupRow } from '../group/group.repo';
import { findGroupSettings, type GroupSettingsRow } from '../group/group.repo';
import { kycStatusFor } from '../kyc/kyc.service';
import { entryQuizPassed } from '../quiz/quiz.service';
import { apiErrors } from '../../lib/errors';
import { ErrorCode } from '../../../contract/errors';
import { hasLecturerAuthority, isActiveMember } from '../../lib/roles';

/**
 * The user's membership row, which signing in creates. A user removed from the group after
 * signing in has none and must sign in again before joining.
 */
export async function membershipOf(sql: Sql, groupId: string, userId: string): Promise<MembershipRow> {
  return signedInMembership(await findMembership(sql, groupId, userId));
}

function signedInMembership(membership: MembershipRow | undefined): MembershipRow {
  if (!membership) throw apiErrors.rejected('join failed: sign in to this group again', ErrorCode.joinFailed);
  return membership;
}

/** Same day and month, `years` later (29 February becomes 1 March). */
export function addYears(iso: string, years: number): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

/** Joined: paid/subscribed and not past expiry, or staff. */
export const isJoined = (membership: MembershipRow | null | undefined, nowMs: number) =>
  Boolean(membership && isActiveMember(membership, nowMs));

/** Staff are members by role; nothing to join or renew. */
export const isStaff = (membership: MembershipRow | null | undefined) =>
  Boolean(membership && hasLecturerAuthority(membership.role));

/**
 * The entry guard's server side (§1, checks 2–4): a join of any kind (payment, invitation,
 * free, NFT) is refused while entry is disabled, the entry quiz is not passed or KYC is not
 * approved where required.
 */
export async function assertEntryOpen(sql: Sql, group: GroupRow, userId: string, nowMs: number): Promise<void> {
  const settings = entrySettings(group, await findGroupSettings(sql, group.group_id));
  if (!(await entryQuizPassed(sql, group.group_id, settings.group_entry_quiz_id, userId))) {
    throw apiErrors.rejected('entry quiz not passed');
  }
  if (settings.group_entry_kyc_enabled && (await kycStatusFor(sql, group.group_id, userId, nowMs)).kyc_status !== 'approved') {
    throw apiErrors.rejected('KYC not approved');
  }
}

/** The group's settings, refused first when its entry is disabled. */
function entrySettings(group: GroupRow, settings: GroupSettingsRow | undefined): GroupSettingsRow {
  if (!settings) throw new Error(`group ${group.group_id} has no settings row`);
  if (settings.group_entry_disabled) throw apiErrors.rejected('group entry disabled');
  return settings;
}

/**
 * A paid period of `years` starting now, or at the current expiry when that is later (a
 * renewal of a running membership). A membership without expiry keeps none.
 */
export function membershipEndAfter(membership: MembershipRow | undefined, nowIso: string, years: number): string | null {
  const paid = membership && (membership.state === 'paid' || membership.state === 'subscribed');
  if (paid && membership.joined_at !== null && membership.expired_at === null) return null;
  const current = paid && membership.expired_at && membership.expired_at > nowIso ? membership.expired_at : nowIso;
  return addYears(current, years);
}

/**
 * Joins (or extends) the membership by a paid period; call inside the caller's transaction. A renewal
 * order is a renewal even when the membership had lapsed: the chat says "renewed", not "joined".
 */
export async function grantPaidYears(
  sql: Sql, groupId: string, userId: string, nowIso: string, years: number, kind: 'join' | 'renew',
): Promise<void> {
  const membership = await findMembership(sql, groupId, userId);
  const expiredAt = membershipEndAfter(membership, nowIso, years);
  await markMembershipPaid(sql, groupId, userId, { nowIso, expiredAt });
  if (kind === 'renew') await announceOn(sql, groupId, userId, nowIso, 'member_renewed', { years: String(years) });
  else if (!isJoined(membership, Date.parse(nowIso))) await announceOn(sql, groupId, userId, nowIso, 'member_joined', {});
}

/**
 * A "joined" or "renewed" line in the group chat, when the group's admins have that announcement on
 * (admin/notification: notify_member_joined, on by default; notify_member_renewed, off by default), in the
 * caller's transaction.
 */
async function announceOn(
  sql: Sql, groupId: string, userId: string, nowIso: string, event: 'member_joined' | 'member_renewed', data: Record<string, string>,
): Promise<void> {
  const settings = await findGroupSettings(sql, groupId);
  const on = event === 'member_joined' ? settings?.notify_member_joined : settings?.notify_member_renewed;
  if (!on) return;
  const fullName = (await findUser(sql, userId))?.full_name ?? '';
  await postSystemMessage({ sql, clock: () => Date.parse(nowIso) }, groupId, event, { full_name: fullName, ...data });
}

/** Joins without a time limit (free entry, invitation, NFT ticket), inside the caller's transaction; a running paid period is kept. */
export async function grantOpenMembership(sql: Sql, groupId: string, userId: string, nowIso: string, nowMs: number): Promise<void> {
  const membership = await findMembership(sql, groupId, userId);
  if (isJoined(membership, nowMs)) return;
  await markMembershipPaid(sql, groupId, userId, { nowIso, expiredAt: null });
  await announceOn(sql, groupId, userId, nowIso, 'member_joined', {});
}
