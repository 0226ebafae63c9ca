import { randomInt } from 'node:crypto';
import type { InvitationRelation } from '../../../contract/invitation';
import type { Db } from '../../db/connection';
import { apiErrors } from '../../lib/errors';
import { POLICY_USER_BAN, POLICY_USER_DISABLE_INVITATION } from '../../lib/roles';
import { listPoliciesSync } from '../account/account.repo';
import { findGroupSettingsSync, type GroupRow } from '../group/group.repo';
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
export function canInvite(db: Db, groupId: string, inviterId: string | null): inviterId is string {
  if (!inviterId) return false;
  const policies = listPoliciesSync(db, groupId, inviterId);
  return !policies.includes(POLICY_USER_DISABLE_INVITATION) && !policies.includes(POLICY_USER_BAN);
}

/** Whether the group lets members' permanent codes be applied (admin/invitation; on unless turned off). */
export function permanentCodesEnabled(db: Db, groupId: string): boolean {
  const settings = findGroupSettingsSync(db, groupId);
  return !settings || Boolean(settings.permanent_invitation_codes_enabled);
}

/**
 * Whether someone else could still apply this code: its inviter may invite, it is for the entry
 * product, a one-time code is unclaimed (unspent, no live reservation, no open order holding it); and the group's switches allow its kind (issue 14): permanent
 * codes while they are on, public random codes while the group provides them.
 */
export function isCodeAvailable(db: Db, group: GroupRow, row: InvitationCodeRow): boolean {
  if (!canInvite(db, group.group_id, row.inviter_id)) return false;
  if (row.product_id !== null && row.product_id !== group.entry_product_id) return false;
  if (row.is_public && !group.provide_public_random_invitation_codes) return false;
  if (row.kind === 'permanent') return permanentCodesEnabled(db, group.group_id);
  return row.claimed === 0;
}

/**
 * Makes `rawCode`'s owner the user's inviter; call inside the caller's transaction. A one-time
 * code is reserved to the user with a conditional update, so only one of many concurrent
 * applicants gets it; taking over a lapsed claim drops the earlier applicant's relation. Applying
 * the code one already holds changes nothing.
 */
export function applyInvitationCode(db: Db, group: GroupRow, userId: string, rawCode: string, nowIso: string): RelationRow {
  const code = normaliseInvitationCode(rawCode);
  if (!code) throw apiErrors.validation('code is required');
  const existing = findRelation(db, group.group_id, userId);
  if (existing) {
    if (existing.code === code) return existing;
    throw apiErrors.rejected('an invitation is already applied: remove it first');
  }
  const row = findInvitationCode(db, group.group_id, code, nowIso);
  if (!row || row.inviter_id === userId || !isCodeAvailable(db, group, row)) {
    throw apiErrors.rejected(INVITATION_UNAVAILABLE);
  }
  if (row.kind === 'one_time') {
    const heldUntil = new Date(Date.parse(nowIso) + CODE_RESERVATION_MS).toISOString();
    if (!reserveOneTimeCode(db, row.code, userId, nowIso, heldUntil)) throw apiErrors.rejected(INVITATION_UNAVAILABLE);
    deleteLapsedRelation(db, row.code, userId);
  }
  insertRelation(db, { groupId: group.group_id, userId, inviterId: row.inviter_id!, code: row.code, kind: row.kind, nowIso });
  return findRelation(db, group.group_id, userId)!;
}

/**
 * A join order made by a user whose inviter came with a one-time code holds that code while it is
 * open (call inside the order's transaction). Refused when the code is no longer the user's: their
 * claim lapsed and someone else took it over, or it was spent.
 */
export function holdCodeForOrder(db: Db, groupId: string, userId: string, orderId: string): void {
  const relation = findRelation(db, groupId, userId);
  if (relation?.kind !== 'one_time') return;
  if (!holdOneTimeCode(db, relation.code, userId, orderId)) throw apiErrors.rejected(INVITATION_UNAVAILABLE);
}

// No 0/O or 1/I: codes get read aloud and typed (coupon codes the admin lets the server make too).
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The inviter's permanent code, made on first need. */
export function ensurePermanentCode(db: Db, groupId: string, inviterId: string, nowIso: string): string {
  const existing = findPermanentCode(db, groupId, inviterId);
  if (existing) return existing;
  for (;;) {
    const code = randomCode();
    if (insertPermanentCode(db, groupId, inviterId, code, nowIso)) return code;
  }
}
