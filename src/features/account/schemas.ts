import { array, enums, nullable, string, type, type Infer } from 'superstruct';

export const Role = enums(['owner', 'admin', 'lecturer', 'user']);
export type Role = Infer<typeof Role>;

export const MemberState = enums(['unverified', 'pending', 'paid', 'subscribed', 'unsubscribed', 'blocked']);
export type MemberState = Infer<typeof MemberState>;

export const Policy = type({ policy_type: string() });

export const Me = type({
  user_id: string(),
  identity_number: string(),
  full_name: string(),
  avatar_url: string(),
  role: Role,
  state: MemberState,
  policies: array(Policy),
  expired_at: nullable(string()),
  joined_at: nullable(string()),
});
export type Me = Infer<typeof Me>;

export const UserAssetBalance = type({ asset_id: string(), symbol: string(), balance: string() });
export const UserAssets = array(UserAssetBalance);
