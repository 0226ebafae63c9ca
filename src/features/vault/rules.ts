import { isDecimal, normalize, toFixed } from '../../../contract/money';
import {
  VAULT_DESTINATION_MAX_LENGTH, VAULT_PIN_LENGTH, VAULT_PIN_PATTERN, vaultAmountProblem, type VaultAmountProblem,
} from '../../../contract/vault';

// The withdrawal form's rules, as plain functions: the same as the server's (the amount rule is the
// contract's own vaultAmountProblem), so the form says why before sending and keeps what was typed.

export { vaultAmountProblem };
export type { VaultAmountProblem };

/** A PIN as typed: digits only, at most 6; anything else typed is dropped. */
export function typedPin(text: string): string {
  return text.replace(/\D/g, '').slice(0, VAULT_PIN_LENGTH);
}

/** §5: a withdrawal PIN is 6 digits. */
export function pinProblem(pin: string): 'digits' | null {
  return VAULT_PIN_PATTERN.test(pin) ? null : 'digits';
}

/** Setting the PIN: typed twice, the same both times. */
export function pinRepeatProblem(pin: string, again: string): 'digits' | 'mismatch' | null {
  return pinProblem(pin) || (pin === again ? null : 'mismatch');
}

/**
 * An amount as typed, with the asset's precision enforced as it is typed: digits and one decimal
 * point (a comma counts as one), no more decimals than the asset has (none when its precision is
 * 0). A keystroke that would break that is refused: the previous text stays.
 */
export function typedAmount(previous: string, next: string, precision: number): string {
  const text = next.replace(/,/g, '.').replace(/\s/g, '');
  if (text === '') return '';
  const pattern = precision > 0 ? new RegExp(`^\\d*(\\.\\d{0,${precision}})?$`) : /^\d*$/;
  return pattern.test(text) ? text : previous;
}

/** The Max button: the whole balance, exactly, without trailing zeros ('35.10900000' → '35.109'). */
export function maxAmount(balance: string, precision: number): string {
  return isDecimal(balance) ? normalize(toFixed(balance, precision)) : '';
}

/** Where the money goes: a note of 1–200 characters (trimmed). */
export function destinationProblem(text: string): 'empty' | 'too_long' | null {
  const trimmed = text.trim();
  if (!trimmed) return 'empty';
  return trimmed.length > VAULT_DESTINATION_MAX_LENGTH ? 'too_long' : null;
}
