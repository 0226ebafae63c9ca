import { signal } from '@preact/signals';
import { ApiError, apiErrorText } from '../../lib/http';
import { t } from '../../lib/i18n';
import type { MemberState } from '../account';
import { groupResource, keyedResource } from '../../lib/resource';
import { routeUrl } from '../../lib/paths';
import type { InfinitePage } from '../../lib/pager';
import {
  INVITE_PAGE_SIZE, fetchDecodedInvitation, fetchGroupProducts, fetchInvitationCount, fetchInviteRecordCount, fetchInviteRecords,
  fetchInvitees, fetchMyCodeList, fetchMyCodes, fetchMyInvitation, fetchPublicCodes, postApplyInvitation, postBindInvitee, postConfirmExisted,
  postRevokeInvitation,
} from './api';
import { ErrorCode } from '../../../contract/errors';
import type {
  InvitationBound, InvitationCode, InvitationPerson, InvitationRelation, InviteRecord, Invitee, JoinResult,
} from '../../../contract/invitation';
import type { Me } from '../../../contract/user';

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

/** What applying a code came to: my new inviter, or why not (said under the field, issue 26 point 12). */
export type InvitationOutcome = { relation: InvitationRelation } | { refusal: string };

/**
 * Applies a code (trimmed; an empty one is ignored and answers null). Resolves with my new inviter,
 * stored, or with why not: the field says it under itself, where the person can correct the code,
 * not in a toast that follows them to the next page.
 */
export async function applyInvitation(group: string, code: string): Promise<InvitationOutcome | null> {
  const trimmed = code.trim();
  if (!trimmed) return null;
  try {
    const relation = await postApplyInvitation(group, trimmed);
    setMyInvitation(group, relation);
    return { relation };
  } catch (err) {
    return { refusal: invitationErrorText(err) };
  }
}

/** How long the question about a link's code waits for the code's owner before it asks without naming them. */
export const LINK_CODE_DECODE_WAIT_MS = 1500;

/**
 * Who hands out a code from a link, to name in the question before it is applied (§5). Null when
 * the code does not decode to one that can still be used (unknown, taken, refused, rate-limited,
 * no answer) or the answer takes over `waitMs`: the question is then asked as it always was, and
 * applying the code says what is wrong with it. Never rejects.
 */
export function linkCodeInviter(group: string, code: string, waitMs = LINK_CODE_DECODE_WAIT_MS): Promise<InvitationPerson | null> {
  const abort = new AbortController();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(null);
      abort.abort();
    }, waitMs);
    fetchDecodedInvitation(group, code, abort.signal)
      .then((decoded) => (decoded.available ? decoded.inviter : null), () => null)
      .then((inviter) => {
        clearTimeout(timer);
        resolve(inviter);
      });
  });
}

/** Removes my inviter: `{ ok }` once gone, or the refusal for the screen to say. */
export async function revokeInvitation(group: string, relation: InvitationRelation): Promise<{ ok: true } | { error: unknown }> {
  try {
    await postRevokeInvitation(group, relationCode(relation), relation.inviter_id);
    setMyInvitation(group, null);
    return { ok: true };
  } catch (error) {
    return { error };
  }
}

/**
 * Joins without payment (§5: invited users who need no payment confirm): the new membership, or the
 * refusal for the screen to say (§8: confirm failure, an error toast).
 */
export async function confirmExistedInvitation(group: string): Promise<{ joined: JoinResult } | { error: unknown }> {
  try {
    return { joined: await postConfirmExisted(group) };
  } catch (error) {
    return { error };
  }
}

// --- The inviter's side (issue 13 point 3) ---

/** §6: the policy that turns a member's invitations off. */
export const POLICY_USER_DISABLE_INVITATION = 'USER_DISABLE_INVITATION';

export function invitationsDisabled(me: Pick<Me, 'policies'> | null | undefined): boolean {
  return !!me && me.policies.some((p) => p.policy_type === POLICY_USER_DISABLE_INVITATION);
}

/** My codes as an inviter. */
export const myCodes = groupResource(fetchMyCodes);
/**
 * My codes free to hand out, the permanent one first, and my one-time codes someone has applied or
 * joined with, and who (issue 13 point 8). Keyed by product: '' for all my codes, else a product
 * id (the codes valid for it).
 */
export const availableCodes = keyedResource((group, productId: string) => fetchMyCodeList(group, 'available', productId || undefined));
export const usedCodes = keyedResource((group, productId: string) => fetchMyCodeList(group, 'used', productId || undefined));
/** How many codes I have free and used, and how many joined through them. */
export const invitationCount = groupResource(fetchInvitationCount);
/** Per product: how many invitees bought it, and my bonus from them. */
export const inviteRecordCount = keyedResource(fetchInviteRecordCount);
/** The group's products, for the per-product records. */
export const groupProducts = groupResource(fetchGroupProducts);

/** The code I share: my permanent one (every member has one), else a free one-time code. */
export function shareCode(codes: readonly InvitationCode[]): string | null {
  const permanent = codes.filter((c) => c.kind === 'permanent')[0];
  if (permanent) return permanent.code;
  const free = codes.filter((c) => !c.used)[0];
  return free ? free.code : null;
}

/** The join link a poster's QR code and the share page carry: the group, with my code to confirm. */
export function joinLink(group: string, code: string, base: { origin: string; pathname: string } = location): string {
  return `${base.origin}${base.pathname}#${routeUrl('group', { group }, { invitation_code: code })}`;
}

/** The full URL of the group's public page (`group-public`), for the group's QR code. */
export function publicLink(group: string, base: { origin: string; pathname: string } = location): string {
  return `${base.origin}${base.pathname}#${routeUrl('group-public', { group })}`;
}

const page = <T>(items: T[]): InfinitePage<T> => ({ items, ended: items.length < INVITE_PAGE_SIZE });

export function loadInviteePage(group: string, offset: number): Promise<InfinitePage<Invitee>> {
  return fetchInvitees(group, offset).then(page);
}

export function loadInviteRecordPage(group: string, productId: string, offset: number): Promise<InfinitePage<InviteRecord>> {
  return fetchInviteRecords(group, productId, offset).then(page);
}

export type BindResult = { ok: true; bound: InvitationBound } | { ok: false; message: string };

/** The owner binds a member as their invitee; the counts are read again after. */
export async function bindInvitee(group: string, identityNumber: string): Promise<BindResult> {
  try {
    const bound = await postBindInvitee(group, identityNumber.trim());
    invitationCount.clear(group);
    return { ok: true, bound };
  } catch (err) {
    const code = err instanceof ApiError ? err.code : null;
    if (code === ErrorCode.notFound) return { ok: false, message: t('invitation:owner.not_found') };
    if (code === ErrorCode.rejected) return { ok: false, message: t('invitation:owner.refused') };
    return { ok: false, message: apiErrorText(err) };
  }
}
