import { array, boolean, enums, nullable, object, optional, string, type, type Infer } from './struct';
import { boundedString, boundedText } from './bounds';
import { KycStatusValue } from './kyc';

export const Role = enums(['owner', 'admin', 'lecturer', 'user']);
export type Role = Infer<typeof Role>;

export const MemberState = enums(['unverified', 'pending', 'paid', 'subscribed', 'unsubscribed', 'blocked']);
export type MemberState = Infer<typeof MemberState>;

export const Policy = type({ policy_type: string() });

/** Who a person is in a group: the fields the account (Me) and a member's profile share. */
export const personFields = {
  user_id: string(),
  identity_number: string(),
  full_name: string(),
  avatar_url: string(),
  role: Role,
  state: MemberState,
};

export const Me = type({
  ...personFields,
  policies: array(Policy),
  expired_at: nullable(string()),
  joined_at: nullable(string()),
  // What the entry guard needs beyond role/state/policies (§1). Optional for older servers; the
  // reference server always sends both.
  /** This user's KYC status as shared with this group ('unknown' until POST /kyc/authorize). */
  kyc_status: optional(KycStatusValue),
  /** Every quiz of the group's entry sequence passed; true when the group has no entry quiz. */
  quiz_passed: optional(boolean()),
  // The member's own profile in this group (issue 13 point 1): optional for older servers.
  /** The name shown in this group instead of full_name; '' for none. */
  nickname: optional(string()),
  /** A few words about themselves in this group. */
  bio: optional(string()),
  /** Privacy mode (PUT /users/me/privacy_mode/enable|disable): others do not see the activity history. */
  privacy_mode: optional(boolean()),
  /** The image set as the member's avatar in this group (then `avatar_url` links to it); null: the wallet's. */
  avatar_attachment_id: optional(nullable(string())),
});
export type Me = Infer<typeof Me>;

export const PROFILE_NICKNAME_MAX = 30;
export const PROFILE_BIO_MAX = 200;

/** PUT /users/me/profile: the fields that change; '' clears one. Answers the account (Me). */
export const MyProfileUpdate = object({
  nickname: optional(boundedString(PROFILE_NICKNAME_MAX)),
  bio: optional(boundedText(PROFILE_BIO_MAX)),
  /** An image the member uploaded in this group (POST /attachments/create); null goes back to the wallet's avatar. */
  avatar_attachment_id: optional(nullable(boundedString(100, 1))),
});
export type MyProfileUpdate = Infer<typeof MyProfileUpdate>;

export const UserAssetBalance = type({ asset_id: string(), symbol: string(), balance: string() });
export const UserAssets = array(UserAssetBalance);
