import { array, boolean, enums, nullable, number, string, type, type Infer } from 'superstruct';

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

export const InvitationCount = type({ available: number(), used: number(), invitees: number() });
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
