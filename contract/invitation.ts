import { array, boolean, enums, nullable, number, optional, string, type, type Infer } from './struct';

/** One-time codes admit one person; permanent codes any number. */
export const InvitationCodeKind = enums(['one_time', 'permanent']);
export type InvitationCodeKind = Infer<typeof InvitationCodeKind>;

/** Public face of a user shown beside an invitation. */
export const InvitationPerson = type({ avatar_url: string(), full_name: string(), identity_number: string() });
export type InvitationPerson = Infer<typeof InvitationPerson>;

/** One of my codes as an inviter. */
export const InvitationCode = type({
  code: string(),
  kind: InvitationCodeKind,
  /** null: valid for the group's membership product. */
  product_id: nullable(string()),
  /** One-time codes: someone applied it (reserved) or joined with it (used_at set). */
  used: boolean(),
  used_at: nullable(string()),
  /** Who applied a one-time code; null otherwise. */
  invitee: nullable(InvitationPerson),
  created_at: string(),
});
export type InvitationCode = Infer<typeof InvitationCode>;
export const InvitationCodeList = array(InvitationCode);

export const InvitationCount = type({
  available: number(),
  used: number(),
  invitees: number(),
  /** The inviter's share of a join payment (decimal string 0–0.5), for the hub's rule; optional for older servers. */
  bonus_rate: optional(string()),
});
export type InvitationCount = Infer<typeof InvitationCount>;

/** My inviter. Exactly one of invitation_code (one-time) and permanent_code is set. */
export const InvitationRelation = type({
  invitation_code: nullable(string()),
  permanent_code: nullable(string()),
  inviter_id: string(),
  inviter: InvitationPerson,
});
export type InvitationRelation = Infer<typeof InvitationRelation>;
/** GET /invitations/me: null when nobody invited me. */
export const MyInvitation = nullable(InvitationRelation);

/** GET /invitations/public: unused codes anyone may take. */
export const PublicInvitationCode = type({ code: string(), inviter: InvitationPerson });
export const PublicInvitationCodeList = array(PublicInvitationCode);

/** GET /invitations/decode/{code}. */
export const DecodedInvitation = type({
  code: string(),
  kind: InvitationCodeKind,
  group_id: string(),
  inviter_id: string(),
  inviter: InvitationPerson,
  /** false once a one-time code is taken. */
  available: boolean(),
});
export type DecodedInvitation = Infer<typeof DecodedInvitation>;

/** POST /invitations/confirm-existed: the membership after joining without payment. */
export const JoinResult = type({ state: string(), joined_at: nullable(string()), expired_at: nullable(string()) });
export type JoinResult = Infer<typeof JoinResult>;

export const InvitationRevoked = type({ revoked: boolean() });

/** POST /invitations/bind: the invitee now bound to the owner. */
export const InvitationBound = type({ user_id: string(), relation: InvitationRelation });
export type InvitationBound = Infer<typeof InvitationBound>;

/**
 * The inviter's bonus (issue 13 point 8): this share of what an invitee pays for their join order,
 * in the asset paid, floored to the asset's precision; credited with the payment, once per order.
 * Each group sets its own (`invitation_bonus_rate` in GET/PUT /settings/full, issue 14): this is
 * the default, and the rate may be 0 to INVITATION_BONUS_RATE_MAX.
 */
export const INVITATION_BONUS_RATE = '0.1';
export const INVITATION_BONUS_RATE_MAX = '0.5';
/** Places a bonus rate may have (0.125 = 12.5%). */
export const INVITATION_BONUS_RATE_PLACES = 4;

/** A sum of bonuses in one asset (exact decimal string). */
export const InviteBonus = type({ asset_id: string(), symbol: string(), amount: string() });
export type InviteBonus = Infer<typeof InviteBonus>;

/**
 * GET /products/{id}/invite_record_count: how many of my invitees bought the product, and the
 * bonuses I earned from them, summed per asset.
 */
export const InviteRecordCount = type({ count: number(), bonus: array(InviteBonus) });
export type InviteRecordCount = Infer<typeof InviteRecordCount>;

/** One invitee's purchase and the bonus it earned me (GET /products/{id}/invite_records). */
export const InviteRecord = type({
  record_id: string(),
  product_id: string(),
  invitee: InvitationPerson,
  code: string(),
  asset_id: string(),
  symbol: string(),
  paid_amount: string(),
  /** The share of paid_amount credited, e.g. "0.1". */
  rate: string(),
  bonus_amount: string(),
  created_at: string(),
});
export type InviteRecord = Infer<typeof InviteRecord>;
export const InviteRecordList = array(InviteRecord);

/** GET /invitations/invitees: someone who named me as inviter, joined or not yet, with my bonus from them. */
export const Invitee = type({
  invitee: InvitationPerson,
  code: string(),
  kind: InvitationCodeKind,
  created_at: string(),
  /** null while they have not joined. */
  joined_at: nullable(string()),
  bonus: array(InviteBonus),
});
export type Invitee = Infer<typeof Invitee>;
export const InviteeList = array(Invitee);
