import { callApi } from '../../lib/call';
import { invitationCalls } from '../../../contract/api/invitation';
import { productCalls } from '../../../contract/api/product';

// §7 invitations, as contract/api/invitation.ts declares them. Silent: each caller says what went
// wrong in its own words (§8 invitation messages); the §8 redirects (login, maintenance...) still
// happen in the http client.
const quiet = { silent: true };

/** getInvitedRelation: who invited me here, or null. */
export const fetchMyInvitation = (group: string) => callApi(group, invitationCalls.me, {}, quiet);

/** applyInvitation: makes the code's owner my inviter (a one-time code is reserved to me). */
export const postApplyInvitation = (group: string, code: string) => callApi(group, invitationCalls.apply, { query: { code } }, quiet);

/** revokeInvitation: drops my inviter while I am still pending. */
export const postRevokeInvitation = (group: string, code: string, inviterId: string) =>
  callApi(group, invitationCalls.revoke, { query: { code, inviter_id: inviterId } }, quiet);

/** confirmExistedInvitation: joins without paying where the group allows it. */
export const postConfirmExisted = (group: string) => callApi(group, invitationCalls.confirmExisted, { body: {} }, quiet);

/**
 * Who owns a code and whether it can still be used, before anyone applies it (the question about a
 * link's code). Public, and counted with the codes tried (rate-limited); §7 marks it with group_id.
 */
export const fetchDecodedInvitation = (group: string, code: string, signal?: AbortSignal) =>
  callApi(group, invitationCalls.decode, { params: { code } }, { ...quiet, signal });

/** Unused public codes, in random order (a few each time). */
export const fetchPublicCodes = (group: string) => callApi(group, invitationCalls.public, {}, quiet);

// The inviter's side (issue 13 point 3): my codes, my invitees, what their purchases earned me.
// Silent too: each screen shows its failure in place with a retry.

/** My codes (one-time and permanent); the permanent one is made on the server on first look. */
export const fetchMyCodes = (group: string) => callApi(group, invitationCalls.list, { query: {} }, quiet);

/**
 * My codes still free to hand out (the permanent one first), or those someone has taken, with who
 * and when; `productId` keeps the codes valid for that product (codes without one are valid for all).
 */
export const fetchMyCodeList = (group: string, which: 'available' | 'used', productId?: string) =>
  callApi(group, invitationCalls[which], { query: { product_id: productId } }, quiet);

export const fetchInvitationCount = (group: string) => callApi(group, invitationCalls.count, { query: {} }, quiet);

export const INVITE_PAGE_SIZE = 20;

export const fetchInvitees = (group: string, offset: number) =>
  callApi(group, invitationCalls.invitees, { query: { offset, limit: INVITE_PAGE_SIZE } }, quiet);

export const fetchInviteRecordCount = (group: string, productId: string) =>
  callApi(group, invitationCalls.recordCount, { params: { id: productId } }, quiet);

export const fetchInviteRecords = (group: string, productId: string, offset: number) =>
  callApi(group, invitationCalls.records, { params: { id: productId }, query: { offset, limit: INVITE_PAGE_SIZE } }, quiet);

/** The group's products, to pick whose invite records to read. */
export const fetchGroupProducts = (group: string) => callApi(group, productCalls.list, { query: {} }, quiet);

/** The owner makes a member their invitee by identity number. */
export const postBindInvitee = (group: string, identityNumber: string) =>
  callApi(group, invitationCalls.bind, { body: { identity_number: identityNumber } }, quiet);
