import { randomInt } from 'node:crypto';
import type { InvitationRelation } from '../../../contract/invitation';
import type { Sql } from '../../db/sql';
import { apiErrors } from '../../lib/errors';
import { POLICY_USER_BAN, POLICY_USER_DISABLE_INVITATION } from '../../lib/roles';
import { listPolicies } from '../account/account.repo';
import { findGroupSettings, type GroupRow } from '../group/group.repo';
import {
  deleteLapsedRelation, findInvitationCode, findPermanentCode, findRelation, holdOneTimeCode, insertPermanentCode,
  insertRelation, reserveOneTimeCode, type InvitationCodeRow, type RelationRow,
} from './invitation.repo';

/** §8: the one message for any code that cannot be used, so codes cannot be probed. */
export const INVITATION_UNAVAILABLE = 'invitation code incorrect or unavailable';

/**
 * How long applying a one-time code keeps it for the applicant before a join order holds it: as
 * long as an order lives (order.service ORDER_TTL_MS), so a code typed and then left is free again.
 */
export const CODE_RESERVATION_MS = 30 * 60 * 1000;

/** Codes are shown in capitals; what people type is matched the same way. */
export const normaliseInvitationCode = (code: string) => code.trim().toUpperCase();

export function toRelation(row: RelationRow): InvitationRelation {
  return {
    invitation_code: row.kind === 'one_time' ? row.code : null,
    permanent_code: row.kind === 'permanent' ? row.code : null,
    inviter_id: row.inviter_id,
    inviter: {
      avatar_url: row.inviter_avatar_url,
      full_name: row.inviter_full_name,
      identity_number: row.inviter_identity_number,
    },
  };
}

/** An inviter whose invitations are disabled (or who is banned) cannot bring anyone in. */
export async function canInvite(sql: Sql, groupId: string, inviterId: string | null): Promise<boolean> {
  if (!inviterId) return false;
  const policies = await listPolicies(sql, groupId, inviterId);
  return !policies.includes(POLICY_USER_DISABLE_INVITATION) && !policies.includes(POLICY_USER_BAN);
}

/** Whether the group lets members' permanent codes be applied (admin/invitation; on unless turned off). */
export async function permanentCodesEnabled(sql: Sql, groupId: string): Promise<boolean> {
  const settings = await findGroupSettings(sql, groupId);
  return !settings || Boolean(settings.permanent_invitation_codes_enabled);
}

/**
 * Whether someone else could still apply this code: its inviter may invite, it is for the entry
 * product, a one-time code is unclaimed (unspent, no live reservation, no open order holding it); and the group's switches allow its kind (issue 14): permanent
 * codes while they are on, public random codes while the group provides them.
 */
export async function isCodeAvailable(sql: Sql, group: GroupRow, row: InvitationCodeRow): Promise<boolean> {
  if (!await canInvite(sql, group.group_id, row.inviter_id)) return false;
  if (row.product_id !== null && row.product_id !== group.entry_product_id) return false;
  if (row.is_public && !group.provide_public_random_invitation_codes) return false;
  if (row.kind === 'permanent') return permanentCodesEnabled(sql, group.group_id);
  return row.claimed === 0;
}

/**
 * Makes `rawCode`'s owner the user's inviter; call inside the caller's transaction. A one-time
 * code is reserved to the user with a conditional update, so only one of many concurrent
 * applicants gets it; taking over a lapsed claim drops the earlier applicant's relation. Applying
 * the code one already holds changes nothing.
 */
export async function applyInvitationCode(sql: Sql, group: GroupRow, userId: string, rawCode: string, nowIso: string): Promise<RelationRow> {
  const code = normaliseInvitationCode(rawCode);
  if (!code) throw apiErrors.validation('code is required');
  const existing = await findRelation(sql, group.group_id, userId);
  if (existing) {
    if (existing.code === code) return existing;
    throw apiErrors.rejected('an invitation is already applied: remove it first');
  }
  const row = await findInvitationCode(sql, group.group_id, code, nowIso);
  if (!row || row.inviter_id === userId || !await isCodeAvailable(sql, group, row)) {
    throw apiErrors.rejected(INVITATION_UNAVAILABLE);
  }
  if (row.kind === 'one_time') {
    const heldUntil = new Date(Date.parse(nowIso) + CODE_RESERVATION_MS).toISOString();
    if (!await reserveOneTimeCode(sql, row.code, userId, nowIso, heldUntil)) throw apiErrors.rejected(INVITATION_UNAVAILABLE);
    await deleteLapsedRelation(sql, row.code, userId);
  }
  await insertRelation(sql, { groupId: group.group_id, userId, inviterId: row.inviter_id!, code: row.code, kind: row.kind, nowIso });
  return (await findRelation(sql, group.group_id, userId))!;
}

/**
 * A join order made by a user whose inviter came with a one-time code holds that code while it is
 * open (call inside the order's transaction). Refused when the code is no longer the user's: their
 * claim lapsed and someone else took it over, or it was spent.
 */
export async function holdCodeForOrder(sql: Sql, groupId: string, userId: string, orderId: string): Promise<void> {
  const relation = await findRelation(sql, groupId, userId);
  if (relation?.kind !== 'one_time') return;
  if (!await holdOneTimeCode(sql, relation.code, userId, orderId)) throw apiErrors.rejected(INVITATION_UNAVAILABLE);
}

// No 0/O or 1/I: codes get read aloud and typed (coupon codes the admin lets the server make too).
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The inviter's permanent code, made on first need. */
export async function ensurePermanentCode(sql: Sql, groupId: string, inviterId: string, nowIso: string): Promise<string> {
  const existing = await findPermanentCode(sql, groupId, inviterId);
  if (existing) return existing;
  for (;;) {
    const code = randomCode();
    if (await insertPermanentCode(sql, groupId, inviterId, code, nowIso)) return code;
  }
}
