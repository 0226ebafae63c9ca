import { array, boolean, define, enums, nullable, number, optional, pattern, string, type, type Infer } from './struct';
import { IdText, boundedString, queryInteger } from './bounds';
import { AmountText, amountProblem } from './amount';
import { compare } from './money';
import { GroupEventActor } from './event';

// The group's vaults (§6 "Vaults: master, profit, bonus, tax. Withdrawal is only from the profit
// vault, with a 6-digit PIN"; §7 Vaults; issue 14 point 4). Paths are relative to /api/groups/{group}.

/** §6: every group has these four, in this order. */
export const VAULT_KINDS = ['master', 'profit', 'bonus', 'tax'] as const;
export type VaultKind = (typeof VAULT_KINDS)[number];
/** §6: withdrawals come from this vault only. */
export const WITHDRAWABLE_VAULT: VaultKind = 'profit';

/**
 * The tax vault's share of a payment, after the invitation bonus: a fixed 6% (the VAT rate on
 * modern services), rounded half-up to the asset's precision; the profit vault gets the rest.
 */
export const VAULT_TAX_RATE = '0.06';

/** §5, §9: a withdrawal PIN is 6 digits. */
export const VAULT_PIN_LENGTH = 6;
export const VAULT_PIN_PATTERN = /^\d{6}$/;
/** Wrong PINs one person may type within the window before their withdrawals are locked for a window (per person: issue 22 point 12). */
export const VAULT_PIN_MAX_FAILURES = 5;
export const VAULT_PIN_WINDOW_MINUTES = 15;

/** §9: lists page by 20. */
export const VAULT_PAGE_SIZE = 20;
/** Where the money goes: a note, e.g. "the owner's wallet". */
export const VAULT_DESTINATION_MAX_LENGTH = 200;
/** A client-made id of one withdrawal request: a retry with the same id never withdraws twice. */
export const VAULT_REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Why a withdrawal amount cannot be sent, or null: the same rule on both sides. */
export type VaultAmountProblem = 'format' | 'zero' | 'precision' | 'balance';

/**
 * A withdrawal amount: a plain decimal as every amount is ('12', '0.5'; no sign, exponent, spaces or
 * separators: contract/amount.ts, the form trims what was typed), more than 0, at most `precision`
 * decimals (trailing zeros aside), and at most `balance` when it is known (a balance is always below
 * the largest amount there is, which the request's AmountText bounds).
 */
export function vaultAmountProblem(amount: string, precision: number, balance: string | null): VaultAmountProblem | null {
  const problem = amountProblem(amount, { places: precision });
  if (problem === 'too_large') return balance !== null ? 'balance' : 'format';
  if (problem === 'zero') return 'zero';
  if (problem === 'places') return 'precision';
  if (problem) return 'format';
  if (balance !== null && compare(amount, balance) > 0) return 'balance';
  return null;
}

/** One asset's balance in a vault, with what the screen needs to show and convert it. */
export const VaultAsset = type({
  asset_id: string(),
  symbol: string(),
  icon_url: string(),
  precision: number(),
  price_cny: string(),
  /** A decimal string with the asset's precision ('0.00030000'); never negative. */
  balance: string(),
  /**
   * Whether it can leave through the wallet (crypto, which the group's bot holds). CNY and RC were
   * paid to the merchant accounts at WeChat Pay, Alipay and the rc app, which settle them there.
   */
  withdrawable: boolean(),
});
export type VaultAsset = Infer<typeof VaultAsset>;
/** GET /vaults/{id}/assets: the vault's balances, largest value first. */
export const VaultAssetList = array(VaultAsset);

export const Vault = type({
  vault_id: string(),
  kind: enums(VAULT_KINDS),
  /** Only the profit vault (§6). */
  withdrawable: boolean(),
  /** Every asset the vault has ever held, largest value first. */
  assets: array(VaultAsset),
});
export type Vault = Infer<typeof Vault>;

/** The withdrawal PIN as the caller may know it: whether one is set, and the wrong-PIN limit. */
export const VaultPinState = type({
  pin_set: boolean(),
  /** The caller's wrong PINs left before their lock (VAULT_PIN_MAX_FAILURES when none of theirs were wrong lately). */
  tries_left: number(),
  /** While the caller is locked, when it ends (ISO time); null otherwise. Others may still withdraw. */
  locked_until: nullable(string()),
});
export type VaultPinState = Infer<typeof VaultPinState>;

/** GET /vaults/: the four vaults, the PIN's state and whether the caller may set it (the owner). */
export const VaultOverview = type({
  vaults: array(Vault),
  pin: VaultPinState,
  can_set_pin: boolean(),
});
export type VaultOverview = Infer<typeof VaultOverview>;

/**
 * A PIN in a request: refused with a message that never quotes it (superstruct's own messages
 * quote the value they refuse).
 */
export const VaultPin = define<string>('VaultPin', (value) =>
  (typeof value === 'string' && VAULT_PIN_PATTERN.test(value)) || `a PIN is ${VAULT_PIN_LENGTH} digits`);

/** POST /vaults/create (the owner sets the PIN, once) and POST /vaults/verify-pin. */
export const VaultPinBody = type({ pin: VaultPin });
export type VaultPinBody = Infer<typeof VaultPinBody>;

/** POST /vaults/withdraw: from the profit vault. */
export const VaultWithdrawBody = type({
  asset_id: IdText,
  /** A positive plain decimal with at most the asset's precision, at most the profit vault's balance. */
  amount: AmountText,
  pin: VaultPin,
  /** Trimmed, 1–200 characters. */
  destination: boundedString(VAULT_DESTINATION_MAX_LENGTH, 1),
  request_id: pattern(boundedString(64, 8), VAULT_REQUEST_ID_PATTERN),
});
export type VaultWithdrawBody = Infer<typeof VaultWithdrawBody>;

/**
 * pending: debited, on its way (the wallet has not confirmed the transfer); confirmed: the wallet
 * sent it; failed: the wallet could not, and the amount went back into the vault.
 */
export const VAULT_WITHDRAWAL_STATES = ['pending', 'confirmed', 'failed'] as const;
export type VaultWithdrawalState = (typeof VAULT_WITHDRAWAL_STATES)[number];

export const VaultWithdrawal = type({
  withdrawal_id: string(),
  vault_id: string(),
  asset_id: string(),
  symbol: string(),
  precision: number(),
  amount: string(),
  destination: string(),
  state: enums(VAULT_WITHDRAWAL_STATES),
  /** Who withdrew; null when that account is gone. */
  actor: nullable(GroupEventActor),
  created_at: string(),
  /** When the wallet confirmed it (or it failed); null while pending. */
  settled_at: nullable(string()),
});
export type VaultWithdrawal = Infer<typeof VaultWithdrawal>;

/** POST /vaults/withdraw answer: the withdrawal and the profit vault's balance in its asset after it. */
export const VaultWithdrawResult = type({ withdrawal: VaultWithdrawal, balance: string() });
export type VaultWithdrawResult = Infer<typeof VaultWithdrawResult>;

/** GET /vaults/{id}/withdrawals?offset&limit: newest first. */
export const VaultPageQuery = type({
  offset: optional(queryInteger(0, 1_000_000)),
  limit: optional(queryInteger(1, 100)),
});
export type VaultPageQuery = Infer<typeof VaultPageQuery>;
export const VaultWithdrawalPage = type({ items: array(VaultWithdrawal), has_more: boolean() });
export type VaultWithdrawalPage = Infer<typeof VaultWithdrawalPage>;
