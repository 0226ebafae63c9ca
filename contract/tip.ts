import { array, enums, integer, nullable, object, optional, string, type, type Infer } from './struct';
import { AmountText } from './amount';
import { boundedString, boundedText, ID_MAX_LENGTH } from './bounds';

// Kudos (tips, issue 11 point 5; spec §3, §5, §7): a member sends a lecturer or member an amount of
// an asset from `GET /assets?scene=tip`, paid through the wallet like an order.

/** The longest message a tip may carry. */
export const TIP_MESSAGE_MAX_LENGTH = 140;

/** POST /tip/gen_transfer body. `amount`: a plain decimal in the asset's precision, at most its maximum (contract/amount.ts). */
export const TipTransferRequest = object({
  recipient_id: boundedString(ID_MAX_LENGTH, 1),
  asset_id: boundedString(ID_MAX_LENGTH, 1),
  amount: AmountText,
  message: optional(boundedText(TIP_MESSAGE_MAX_LENGTH)),
});
export type TipTransferRequest = Infer<typeof TipTransferRequest>;

/** PENDING until the wallet reports the transfer PAID (or FAILED, failed or cancelled); only PAID tips count. */
export const TipState = enums(['PENDING', 'PAID', 'FAILED']);
export type TipState = Infer<typeof TipState>;

/**
 * POST /tip/gen_transfer answer: the wallet transfer to make, as for an order paid through the
 * wallet. `recipient` is the group's client_id (the group receives and passes the tip on);
 * `trace` is the tip id; `pay_url` opens the wallet's pay page with all of them.
 */
export const TipTransfer = type({
  tip_id: string(),
  state: TipState,
  recipient: string(),
  asset_id: string(),
  amount: string(),
  memo: string(),
  trace: string(),
  pay_url: string(),
});
export type TipTransfer = Infer<typeof TipTransfer>;

export const TIP_RANK_PERIODS = ['week', 'month', 'all'] as const;
export const TipRankPeriod = enums(TIP_RANK_PERIODS);
export type TipRankPeriod = Infer<typeof TipRankPeriod>;

/** One sender in the rank: what they gave in the period (PAID tips, CNY at each tip's price). */
export const TipRankEntry = type({
  rank: integer(),
  user_id: string(),
  full_name: string(),
  avatar_url: string(),
  /** Decimal string, CNY. */
  total_value_cny: string(),
  tip_count: integer(),
});
export type TipRankEntry = Infer<typeof TipRankEntry>;

/** GET /tips/rank answer: the top senders, and the caller's own place (null when they sent nothing). */
export const TipRank = type({
  period: TipRankPeriod,
  /** ISO-8601 start of the period (UTC calendar week from Monday, or month); null for all. */
  since: nullable(string()),
  items: array(TipRankEntry),
  me: nullable(TipRankEntry),
});
export type TipRank = Infer<typeof TipRank>;
