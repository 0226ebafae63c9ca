import { signal } from '@preact/signals';
import { ApiError, apiErrorText } from '../../lib/http';
import { toastApiError } from '../../ui/toastApiError';
import { t } from '../../lib/i18n';
import { toast } from '../../ui/toast';
import type { MemberState } from '../account';
import { groupResource } from '../../lib/resource';
import {
  fetchMyInvitation, fetchPublicCodes, postApplyInvitation, postConfirmExisted, postRevokeInvitation,
} from './api';
import { ErrorCode } from '../../../contract/errors';
import type { InvitationRelation, JoinResult } from '../../../contract/invitation';

/** Who invited me, per group (null: nobody yet). */
export const myInvitation = groupResource(fetchMyInvitation);

/** A random few of the group's public invitation codes (§2): the server picks others on each request. */
export const publicCodes = groupResource(fetchPublicCodes);

// §1: logout removes the group's invitation.

/**
 * True while an invitation code is being typed and not yet applied: the purchase button waits
 * for it (§5), so nobody pays without the inviter they meant to name.
 */
export const invitationTyping = signal(false);

function setMyInvitation(group: string, relation: InvitationRelation | null): void {
  myInvitation.put(group, relation);
}

/** The code a relation was made with: the one-time code, else the permanent one. */
export function relationCode(relation: InvitationRelation): string {
  return relation.invitation_code || relation.permanent_code || '';
}

/** §4/§6: the inviter may be removed only while pending, and only with both a code and an inviter. */
export function canRevokeInvitation(state: MemberState | undefined, relation: InvitationRelation): boolean {
  return state === 'pending' && !!relationCode(relation) && !!relation.inviter_id;
}

/** §8: a code that cannot be used is always 'incorrect or unavailable'; other failures say what they are. */
function invitationErrorText(err: unknown): string {
  if (err instanceof ApiError && err.code !== ErrorCode.networkError && err.code > 0 && err.code !== ErrorCode.loginRequired) {
    return t('invitation:errors.unavailable');
  }
  return apiErrorText(err);
}

/**
 * Applies a code (trimmed; an empty one is ignored). Resolves with my new inviter, or null
 * after telling the person why not.
 */
export async function applyInvitation(group: string, code: string): Promise<InvitationRelation | null> {
  const trimmed = code.trim();
  if (!trimmed) return null;
  try {
    const relation = await postApplyInvitation(group, trimmed);
    setMyInvitation(group, relation);
    toast(t('invitation:applied', { name: relation.inviter.full_name }), 'success');
    return relation;
  } catch (err) {
    toast(invitationErrorText(err), 'error');
    return null;
  }
}

/** Removes my inviter. Resolves true when it is gone. */
export async function revokeInvitation(group: string, relation: InvitationRelation): Promise<boolean> {
  try {
    await postRevokeInvitation(group, relationCode(relation), relation.inviter_id);
    setMyInvitation(group, null);
    return true;
  } catch (err) {
    toastApiError(err);
    return false;
  }
}

/**
 * Joins without payment (§5: invited users who need no payment confirm). Resolves with the new
 * membership, or null after an error toast (§8: confirm failure).
 */
export async function confirmExistedInvitation(group: string): Promise<JoinResult | null> {
  try {
    return await postConfirmExisted(group);
  } catch (err) {
    toastApiError(err, t('invitation:errors.confirm_failed', { reason: apiErrorText(err) }));
    return null;
  }
}
