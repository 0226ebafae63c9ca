import { groupApi } from '../../lib/http';
import {
  InvitationRelation, InvitationRevoked, JoinResult, MyInvitation, PublicInvitationCodeList,
} from '../../../contract/invitation';

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

/** Unused public codes, in random order (a few each time). */
export const fetchPublicCodes = (group: string) =>
  groupApi(group).get('/invitations/public', PublicInvitationCodeList, { silent: true });
