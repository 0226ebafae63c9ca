// Invitations' calls (spec §7, issue 3; the inviter's side issue 13 point 3; the admin's lists issue 14,
// admin/invitation). An inviter's own codes are for members; joining through a code is for any
// signed-in user who is not banned; the public codes and a code's decoding work before login; the
// owner binds an invitee; the owner and admins read the group's lists.
import { nonempty, object, optional, size, string, type } from '../struct';
import { queryInteger } from '../bounds';
import {
  DecodedInvitation, InvitationBound, InvitationCodeList, InvitationCount, InvitationRelation, InvitationRevoked, InviteRecordCount,
  InviteRecordList, InviteeList, JoinResult, MyInvitation, PublicInvitationCodeList,
} from '../invitation';
import { InvitationAdminBonusPage, InvitationAdminCodePage, InvitationAdminQuery, InvitationAdminUsePage } from '../invitationAdmin';
import { call } from './call';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const ProductFilterQuery = type({ product_id: optional(size(nonempty(string()), 1, 100)) });
export const InvitePageQuery = type({ offset: optional(queryInteger()), limit: optional(queryInteger(1, 50)) });
export const CodeQuery = type({ code: size(string(), 0, 64) });
export const RevokeQuery = type({ code: size(nonempty(string()), 1, 64), inviter_id: size(nonempty(string()), 1, 100) });
export const BindBody = object({ identity_number: size(nonempty(string()), 1, 32) });
/** A write that takes nothing: any JSON object passes (an empty body counts as one). */
const NoBody = type({});

export const invitationCalls = {
  list: call({ method: 'GET', path: '/invitations', access: 'member', summary: "The caller's codes as an inviter, one-time and permanent (the permanent one made on first look)", query: ProductFilterQuery, response: InvitationCodeList }),
  available: call({ method: 'GET', path: '/invitations/available', access: 'member', summary: "The caller's codes still free to hand out, the permanent one first", query: ProductFilterQuery, response: InvitationCodeList }),
  used: call({ method: 'GET', path: '/invitations/used', access: 'member', summary: "The caller's codes someone has taken, with who and when", query: ProductFilterQuery, response: InvitationCodeList }),
  count: call({ method: 'GET', path: '/invitations/count', access: 'member', summary: "How many of the caller's codes are free and used", query: ProductFilterQuery, response: InvitationCount }),
  invitees: call({ method: 'GET', path: '/invitations/invitees', access: 'member', summary: 'The people the caller invited, paged by offset', query: InvitePageQuery, response: InviteeList }),
  recordCount: call({ method: 'GET', path: '/products/:id/invite_record_count', access: 'member', summary: "How many of the caller's invitees bought the product, and the bonuses it earned the caller", response: InviteRecordCount }),
  records: call({ method: 'GET', path: '/products/:id/invite_records', access: 'member', summary: "The caller's invitees' purchases of the product, each with its bonus, paged by offset", query: InvitePageQuery, response: InviteRecordList }),
  me: call({ method: 'GET', path: '/invitations/me', access: 'user', summary: 'Who invited the caller here, or null (getInvitedRelation)', response: MyInvitation }),
  apply: call({ method: 'POST', path: '/invitations/apply', access: 'user', summary: "Makes the code's owner the caller's inviter; a one-time code is reserved to the caller", query: CodeQuery, response: InvitationRelation }),
  confirmExisted: call({ method: 'POST', path: '/invitations/confirm-existed', access: 'user', summary: 'Joins without paying where the group lets an invitee in', body: NoBody, response: JoinResult }),
  revoke: call({ method: 'POST', path: '/invitations/revoke', access: 'user', summary: "Drops the caller's inviter while the caller is still pending", query: RevokeQuery, response: InvitationRevoked }),
  public: call({ method: 'GET', path: '/invitations/public', access: 'guest', summary: 'A few unused public codes, in random order', response: PublicInvitationCodeList }),
  decode: call({ method: 'GET', path: '/invitations/decode/:code', access: 'guest', summary: "Who owns a code and whether it can still be used, before anyone applies it", response: DecodedInvitation, groupIdHeader: true }),
  bind: call({ method: 'POST', path: '/invitations/bind', access: 'owner', summary: "Makes a member the owner's invitee, by identity number", body: BindBody, response: InvitationBound }),
  adminCodes: call({ method: 'GET', path: '/admin/invitations/codes', access: 'admin', summary: "The group's issued codes, newest first, paged by offset; kind narrows them to one kind", query: InvitationAdminQuery, response: InvitationAdminCodePage }),
  adminUses: call({ method: 'GET', path: '/admin/invitations/uses', access: 'admin', summary: "Who named whose code in the group, newest first, paged by offset", query: InvitationAdminQuery, response: InvitationAdminUsePage }),
  adminBonuses: call({ method: 'GET', path: '/admin/invitations/bonuses', access: 'admin', summary: "The group's inviters with their bonuses, latest first, with the totals per asset", query: InvitationAdminQuery, response: InvitationAdminBonusPage }),
};
