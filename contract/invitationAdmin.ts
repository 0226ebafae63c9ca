import { array, boolean, enums, nullable, number, optional, string, type, type Infer } from './struct';
import { queryInteger } from './bounds';
import { InvitationCodeKind, InviteBonus } from './invitation';

// The admin's read-only view of the group's invitations (issue 14, admin/invitation): every code
// issued, every use of one, and the bonuses inviters earned. Paths are relative to
// /api/groups/{group}; owner and admins only.

/** §9 pages of 20, newest first. */
export const INVITATION_ADMIN_PAGE_SIZE = 20;

/** A person of the group as the lists name them. */
export const InvitationAdminPerson = type({
  user_id: string(),
  full_name: string(),
  avatar_url: string(),
  identity_number: string(),
});
export type InvitationAdminPerson = Infer<typeof InvitationAdminPerson>;

/** GET /admin/invitations/codes: a code a member (or the system, inviter null) issued. */
export const InvitationAdminCode = type({
  code: string(),
  kind: InvitationCodeKind,
  inviter: nullable(InvitationAdminPerson),
  /** Offered on the public random codes page. */
  is_public: boolean(),
  /** One-time codes: who applied it, and when they joined with it (null while only applied). */
  used_by: nullable(InvitationAdminPerson),
  used_at: nullable(string()),
  /** How many people named this code as their invitation (a one-time code: 0 or 1). */
  uses: number(),
  created_at: string(),
});
export type InvitationAdminCode = Infer<typeof InvitationAdminCode>;

/** GET /admin/invitations/uses: someone who named an inviter's code, and whether they have joined. */
export const InvitationAdminUse = type({
  code: string(),
  kind: InvitationCodeKind,
  inviter: InvitationAdminPerson,
  invitee: InvitationAdminPerson,
  /** When the code was applied. */
  created_at: string(),
  /** null while they have not joined. */
  joined_at: nullable(string()),
});
export type InvitationAdminUse = Infer<typeof InvitationAdminUse>;

/** GET /admin/invitations/bonuses: one inviter's bonuses (invite records), summed per asset. */
export const InvitationAdminInviter = type({
  inviter: InvitationAdminPerson,
  /** Paid orders that credited them. */
  records: number(),
  bonus: array(InviteBonus),
  /** Their latest bonus. */
  last_at: string(),
});
export type InvitationAdminInviter = Infer<typeof InvitationAdminInviter>;

export const InvitationAdminCodePage = type({ items: array(InvitationAdminCode), has_more: boolean() });
export type InvitationAdminCodePage = Infer<typeof InvitationAdminCodePage>;
export const InvitationAdminUsePage = type({ items: array(InvitationAdminUse), has_more: boolean() });
export type InvitationAdminUsePage = Infer<typeof InvitationAdminUsePage>;
/** `totals`: every bonus of the group summed per asset (not only this page's). */
export const InvitationAdminBonusPage = type({
  items: array(InvitationAdminInviter),
  has_more: boolean(),
  totals: array(InviteBonus),
});
export type InvitationAdminBonusPage = Infer<typeof InvitationAdminBonusPage>;

/** The lists' query (type(): GET carries a random nonce); codes may be narrowed to one kind. */
export const InvitationAdminQuery = type({
  offset: optional(queryInteger(0, 1_000_000)),
  limit: optional(queryInteger(1, 50)),
  kind: optional(enums(['one_time', 'permanent'])),
});
export type InvitationAdminQuery = Infer<typeof InvitationAdminQuery>;
