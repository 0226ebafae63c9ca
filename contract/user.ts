import { array, boolean, enums, nullable, optional, string, type, type Infer } from 'superstruct';
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
});
export type Me = Infer<typeof Me>;

export const UserAssetBalance = type({ asset_id: string(), symbol: string(), balance: string() });
export const UserAssets = array(UserAssetBalance);
