import { groupApi } from '../../lib/http';
import {
  DecodedInvitation, InvitationBound, InvitationCodeList, InvitationCount, InvitationRelation, InvitationRevoked, InviteRecordCount,
  InviteRecordList, InviteeList, JoinResult, MyInvitation, PublicInvitationCodeList,
} from '../../../contract/invitation';
import { ProductList } from '../../../contract/product';

// Silent: each caller says what went wrong in its own words (§8 invitation messages); the
// §8 redirects (login, maintenance...) still happen in the http client.

/** getInvitedRelation: who invited me here, or null. */
export const fetchMyInvitation = (group: string) => groupApi(group).get('/invitations/me', MyInvitation, { silent: true });

/** applyInvitation: makes the code's owner my inviter (a one-time code is reserved to me). */
export const postApplyInvitation = (group: string, code: string) =>
  groupApi(group).post('/invitations/apply', undefined, InvitationRelation, { query: { code }, silent: true });

/** revokeInvitation: drops my inviter while I am still pending. */
export const postRevokeInvitation = (group: string, code: string, inviterId: string) =>
  groupApi(group).post('/invitations/revoke', undefined, InvitationRevoked, {
    query: { code, inviter_id: inviterId },
    silent: true,
  });

/** confirmExistedInvitation: joins without paying where the group allows it. */
export const postConfirmExisted = (group: string) =>
  groupApi(group).post('/invitations/confirm-existed', {}, JoinResult, { silent: true });

/**
 * Who owns a code and whether it can still be used, before anyone applies it (the question about a
 * link's code). Public, and counted with the codes tried (rate-limited); §7 marks it with group_id.
 */
export const fetchDecodedInvitation = (group: string, code: string, signal?: AbortSignal) =>
  groupApi(group).get(`/invitations/decode/${encodeURIComponent(code)}`, DecodedInvitation, { groupIdHeader: true, silent: true, signal });

/** Unused public codes, in random order (a few each time). */
export const fetchPublicCodes = (group: string) =>
  groupApi(group).get('/invitations/public', PublicInvitationCodeList, { silent: true });

// The inviter's side (issue 13 point 3): my codes, my invitees, what their purchases earned me.
// Silent too: each screen shows its failure in place with a retry.

/** My codes (one-time and permanent); the permanent one is made on the server on first look. */
export const fetchMyCodes = (group: string) => groupApi(group).get('/invitations', InvitationCodeList, { silent: true });

/**
 * My codes still free to hand out (the permanent one first), or those someone has taken, with who
 * and when; `productId` keeps the codes valid for that product (codes without one are valid for all).
 */
export const fetchMyCodeList = (group: string, which: 'available' | 'used', productId?: string) =>
  groupApi(group).get(`/invitations/${which}`, InvitationCodeList, { silent: true, query: { product_id: productId } });

export const fetchInvitationCount = (group: string) => groupApi(group).get('/invitations/count', InvitationCount, { silent: true });

export const INVITE_PAGE_SIZE = 20;

export const fetchInvitees = (group: string, offset: number) =>
  groupApi(group).get('/invitations/invitees', InviteeList, { silent: true, query: { offset, limit: INVITE_PAGE_SIZE } });

export const fetchInviteRecordCount = (group: string, productId: string) =>
  groupApi(group).get(`/products/${encodeURIComponent(productId)}/invite_record_count`, InviteRecordCount, { silent: true });

export const fetchInviteRecords = (group: string, productId: string, offset: number) =>
  groupApi(group).get(`/products/${encodeURIComponent(productId)}/invite_records`, InviteRecordList, {
    silent: true,
    query: { offset, limit: INVITE_PAGE_SIZE },
  });

/** The group's products, to pick whose invite records to read. */
export const fetchGroupProducts = (group: string) => groupApi(group).get('/products', ProductList, { silent: true });

/** The owner makes a member their invitee by identity number. */
export const postBindInvitee = (group: string, identityNumber: string) =>
  groupApi(group).post('/invitations/bind', { identity_number: identityNumber }, InvitationBound, { silent: true });
