import { array, enums, integer, nullable, number, object, string, type, type Infer } from './struct';
import { AmountText } from './amount';
import { boundedString, IdText } from './bounds';

/** §3 Luckycoin pack modes: random shares, equal shares, or shares weighted by contribution. */
export const LUCKYCOIN_MODES = ['random', 'equal', 'contribution'] as const;
export const LuckycoinMode = enums(LUCKYCOIN_MODES);
export type LuckycoinMode = Infer<typeof LuckycoinMode>;

/** Most shares a pack may have (§9); an admin may set a lower maximum. */
export const LUCKYCOIN_MAX_SHARES = 1000;
export const LUCKYCOIN_GREETING_MAX = 200;

/**
 * What a pack is to its viewers: unpaid (payment not yet confirmed), open (claimable), finished
 * (every share claimed), expired (24 h after payment; the remainder went back to the sender),
 * failed (the payment failed or was cancelled).
 */
export const LUCKYCOIN_STATUSES = ['unpaid', 'open', 'finished', 'expired', 'failed'] as const;
export type LuckycoinStatus = (typeof LUCKYCOIN_STATUSES)[number];

/** POST /luckycoin/create. `amount` is a plain decimal in the asset's precision, at most its maximum (contract/amount.ts). */
export const LuckycoinCreateBody = object({
  asset_id: IdText,
  amount: AmountText,
  shares: integer(),
  greeting: boundedString(LUCKYCOIN_GREETING_MAX),
  mode: LuckycoinMode,
});
export type LuckycoinCreateBody = Infer<typeof LuckycoinCreateBody>;

export const LuckycoinClaim = type({
  user_id: string(),
  full_name: string(),
  avatar_url: string(),
  amount: string(),
  claimed_at: string(),
});
export type LuckycoinClaim = Infer<typeof LuckycoinClaim>;

/** GET /luckycoin/{id} and the claim's answer: the pack, its claims (in order), the luckiest and mine. */
export const LuckycoinPack = type({
  pack_id: string(),
  sender: type({ user_id: string(), full_name: string(), avatar_url: string() }),
  greeting: string(),
  mode: LuckycoinMode,
  asset: type({ asset_id: string(), symbol: string(), icon_url: string(), precision: number() }),
  amount: string(),
  shares: number(),
  claimed_count: number(),
  claimed_amount: string(),
  /** What is still unclaimed (0 once finished; what was refunded once expired). */
  remaining_amount: string(),
  status: enums(LUCKYCOIN_STATUSES),
  created_at: string(),
  paid_at: nullable(string()),
  expires_at: nullable(string()),
  claims: array(LuckycoinClaim),
  /** Largest share; ties go to the earliest claim. Null before any claim. */
  luckiest: nullable(LuckycoinClaim),
  /** The caller's own claim, if any. */
  my_claim: nullable(LuckycoinClaim),
  /** Refunded to the sender at expiry, if anything was left. */
  refund: nullable(type({ amount: string(), created_at: string() })),
});
export type LuckycoinPack = Infer<typeof LuckycoinPack>;

/**
 * POST /luckycoin/create answer: the unpaid pack and how to pay it — the wallet's pay URL
 * (recipient, asset, amount, memo, trace = pack_id), as an order on the mixin channel.
 */
export const LuckycoinCreated = type({
  pack: LuckycoinPack,
  pay_url: string(),
});
export type LuckycoinCreated = Infer<typeof LuckycoinCreated>;
