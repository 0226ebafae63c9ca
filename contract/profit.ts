import { array, boolean, enums, nullable, optional, pattern, string, type, type Infer } from './struct';
import { boundedString, ID_MAX_LENGTH } from './bounds';
import { KycStatusValue } from './kyc';

// Profit (issue 13 point 4; spec §3 profit record, §4 states, §5/§9 settlement and payout). A member's
// profit in a group is kept per month and asset; income tax is worked out on the month's whole value
// in CNY once the month closes (the rule: server/routes/profit/profit.tax.ts and server/README.md).
// Amounts are decimal strings: in the asset's precision, or CNY with 2 places.

/** §4: pending → pretaxed → taxed → distributed (shown as "not claimed") → claimed. */
export const PROFIT_STATES = ['pending', 'pretaxed', 'taxed', 'distributed', 'claimed'] as const;
export const ProfitState = enums(PROFIT_STATES);
export type ProfitState = Infer<typeof ProfitState>;

/** A month as the API names it: 'YYYY-MM' (UTC). */
export const PROFIT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const ProfitMonthName = pattern(string(), PROFIT_MONTH_PATTERN);

/** Where a profit comes from: a share of the group's revenue, or the month's invitation bonuses. */
export const PROFIT_SOURCES = ['share', 'invitation'] as const;
export const ProfitSource = enums(PROFIT_SOURCES);
export type ProfitSource = Infer<typeof ProfitSource>;

/** One asset's profit of one source in one month. */
export const ProfitRecord = type({
  month: string(),
  created_at: string(),
  asset_id: string(),
  asset_symbol: string(),
  source: ProfitSource,
  /** What the profit was earned on, and the member's share of it: amount = revenue × reward_rate. */
  revenue: string(),
  reward_rate: string(),
  /** Gross, before tax. */
  amount: string(),
  tax_amount: string(),
  /** amount − tax_amount. */
  net_amount: string(),
  claimed_amount: string(),
  /** The gross amount in CNY at the asset's price when it was earned. */
  value_cny: string(),
  state: ProfitState,
  /** The day (YYYY-MM-DD, UTC) it is paid: the 1st of the next month, CNY around the 25th (§9). */
  payout_on: string(),
});
export type ProfitRecord = Infer<typeof ProfitRecord>;

/** CNY sums (2 places) over some records. */
export const ProfitTotals = type({
  value_cny: string(),
  tax_cny: string(),
  net_cny: string(),
  /** Net value of the claimed records. */
  claimed_cny: string(),
  /** Net value of the distributed records (paid out, not claimed yet). */
  unclaimed_cny: string(),
});
export type ProfitTotals = Infer<typeof ProfitTotals>;

/** One month in the list: its totals and the least advanced state among its records. */
export const ProfitMonthSummary = type({
  month: string(),
  state: ProfitState,
  totals: ProfitTotals,
  /** The symbols of its assets, each once. */
  assets: array(string()),
});
export type ProfitMonthSummary = Infer<typeof ProfitMonthSummary>;

/** GET /profits: the caller's totals and months, newest first. */
export const ProfitOverview = type({
  totals: ProfitTotals,
  months: array(ProfitMonthSummary),
});
export type ProfitOverview = Infer<typeof ProfitOverview>;

/** Which branch of the tax rule applied to a month (server/routes/profit/profit.tax.ts). */
export const TAX_BASES = ['exempt', 'minus_800', 'minus_20_percent'] as const;
export const ProfitTaxBasis = enums(TAX_BASES);
export type ProfitTaxBasis = Infer<typeof ProfitTaxBasis>;

/** How a month's tax was worked out; null while the month is pending. */
export const ProfitTax = type({
  basis: ProfitTaxBasis,
  income_cny: string(),
  taxable_cny: string(),
  /** '0.2', '0.3' or '0.4'. */
  rate: string(),
  deduction_cny: string(),
  tax_cny: string(),
});
export type ProfitTax = Infer<typeof ProfitTax>;

/** GET /profits/detail?date=YYYY-MM[&asset_id]: a month's records (one asset's, with asset_id). */
export const ProfitDetail = type({
  month: string(),
  state: ProfitState,
  totals: ProfitTotals,
  tax: nullable(ProfitTax),
  records: array(ProfitRecord),
});
export type ProfitDetail = Infer<typeof ProfitDetail>;

export const ProfitDetailQuery = type({ date: ProfitMonthName, asset_id: optional(boundedString(ID_MAX_LENGTH, 1)) });
export type ProfitDetailQuery = Infer<typeof ProfitDetailQuery>;

/** One asset's sums over every month: what was earned on how much revenue. */
export const ProfitRevenueAsset = type({
  asset_id: string(),
  asset_symbol: string(),
  revenue: string(),
  amount: string(),
  tax_amount: string(),
  claimed_amount: string(),
  value_cny: string(),
});
export type ProfitRevenueAsset = Infer<typeof ProfitRevenueAsset>;

/** GET /profits/revenue: the caller's profit by asset, over every month. */
export const ProfitRevenue = type({ assets: array(ProfitRevenueAsset) });
export type ProfitRevenue = Infer<typeof ProfitRevenue>;

/** What a payout needs (§1, §5): a +86 phone number and KYC approved. */
export const PAYOUT_NEEDS = ['phone', 'kyc'] as const;
export const PayoutNeed = enums(PAYOUT_NEEDS);
export type PayoutNeed = Infer<typeof PayoutNeed>;

/** GET /profits/user_status: whether the caller can be paid, and what is missing. */
export const ProfitUserStatus = type({
  /** The account's phone, masked ('+86 138****0004'); null when it has none. */
  phone: nullable(string()),
  phone_ok: boolean(),
  kyc_status: KycStatusValue,
  kyc_ok: boolean(),
  missing: array(PayoutNeed),
});
export type ProfitUserStatus = Infer<typeof ProfitUserStatus>;
