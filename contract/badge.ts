import { array, boolean, enums, nullable, string, type, type Infer } from './struct';

// Badges (issue 11 point 7; spec §3, §4, §7): general badges a member earns by taking part, verified
// ones a third party vouched for (KYC, an NFT ticket). Each earned badge has a share key for its
// public share page and can be sealed on a chain: unlighted → lighting (a seal in flight) → lighted.
// Names, descriptions and "how to earn" are the client's texts, by key.

export const BADGE_KINDS = ['general', 'verified'] as const;
export const BadgeKind = enums(BADGE_KINDS);
export type BadgeKind = Infer<typeof BadgeKind>;

export const BADGE_CHAIN_STATES = ['unlighted', 'lighting', 'lighted'] as const;
export const BadgeChainState = enums(BADGE_CHAIN_STATES);
export type BadgeChainState = Infer<typeof BadgeChainState>;

/** One of the caller's earned badges (GET /badges/my, /badges/my/{key}, POST /badges/my/{key}/seal). */
export const MyBadge = type({
  key: string(),
  kind: BadgeKind,
  user_id: string(),
  /** ISO-8601: when the rule was first met. */
  earned_at: string(),
  /** Opens badge/share?a={user_id}&b={share_key} for anyone, without login. */
  share_key: string(),
  chain_state: BadgeChainState,
  /** The seal request in flight or done; null while unlighted. */
  seal_id: nullable(string()),
  /** The chain transaction once lighted. */
  tx_hash: nullable(string()),
  sealed_at: nullable(string()),
});
export type MyBadge = Infer<typeof MyBadge>;

/** GET /badges/my (named call getMyBadges). */
export const MyBadges = type({ my_badges: array(MyBadge) });
export type MyBadges = Infer<typeof MyBadges>;

/** One badge of the group's catalog, for the caller: earned or not (GET /badges/products). */
export const BadgeProduct = type({
  key: string(),
  kind: BadgeKind,
  earned: boolean(),
  earned_at: nullable(string()),
});
export type BadgeProduct = Infer<typeof BadgeProduct>;

export const BadgeProducts = type({ badges: array(BadgeProduct) });
export type BadgeProducts = Infer<typeof BadgeProducts>;

/** A member's earned badge as other members see it (GET /badges/user/{id}): no share key. */
export const MemberBadge = type({
  key: string(),
  kind: BadgeKind,
  earned_at: string(),
  chain_state: BadgeChainState,
});
export type MemberBadge = Infer<typeof MemberBadge>;

export const MemberBadges = type({ user_id: string(), badges: array(MemberBadge) });
export type MemberBadges = Infer<typeof MemberBadges>;

/** The chain side of one of the caller's badges (GET /badges/mychain). */
export const BadgeChain = type({
  key: string(),
  chain_state: BadgeChainState,
  seal_id: nullable(string()),
  tx_hash: nullable(string()),
  sealed_at: nullable(string()),
});
export type BadgeChain = Infer<typeof BadgeChain>;

export const MyBadgeChains = type({ badges: array(BadgeChain) });
export type MyBadgeChains = Infer<typeof MyBadgeChains>;

/** GET /badges/share/{user_id}/{share_key}: public, what the share page shows (named call getShareBadge). */
export const SharedBadge = type({
  key: string(),
  kind: BadgeKind,
  earned_at: string(),
  chain_state: BadgeChainState,
  tx_hash: nullable(string()),
  full_name: string(),
  avatar_url: string(),
  group_name: string(),
});
export type SharedBadge = Infer<typeof SharedBadge>;

/** POST /api/chain/notifications answers what the chain indexer's event did (providers/chain: our own signed protocol). */
export const ChainNotificationResult = type({ seal_id: string(), chain_state: BadgeChainState });
export type ChainNotificationResult = Infer<typeof ChainNotificationResult>;
