import { array, boolean, object, optional, string, type, type Infer } from './struct';
import { boundedString } from './bounds';

// Bank cards for payouts (issue 13 point 5; spec §1, §3 bank card, §5 "payout needs a +86 phone",
// §7 /accounts). A card is the member's own in one group. The full number goes to the server once
// (add, or edit with a new number) and never comes back: answers carry the last four digits only.

export const BANK_HOLDER_MAX = 40;
export const BANK_NAME_MAX = 60;
export const BANK_BRANCH_MAX = 80;
/** The most cards one member keeps in a group. */
export const BANK_CARDS_MAX = 10;

/** A card as the owner sees it: never the full number. */
export const BankAccount = type({
  account_id: string(),
  holder: string(),
  bank: string(),
  branch: string(),
  /** '+86' and the 11-digit mobile number. */
  phone: string(),
  last4: string(),
  is_default: boolean(),
  created_at: string(),
});
export type BankAccount = Infer<typeof BankAccount>;

export const BankAccountList = array(BankAccount);

/** POST /accounts. `number` may hold spaces or dashes; `phone` with or without +86. */
export const BankAccountCreate = object({
  holder: boundedString(BANK_HOLDER_MAX, 1),
  number: boundedString(40, 1),
  bank: boundedString(BANK_NAME_MAX, 1),
  branch: optional(boundedString(BANK_BRANCH_MAX)),
  phone: boundedString(20, 1),
});
export type BankAccountCreate = Infer<typeof BankAccountCreate>;

/** PUT /accounts/{id}: what changes; no `number` keeps the card's number. */
export const BankAccountUpdate = object({
  holder: optional(boundedString(BANK_HOLDER_MAX, 1)),
  number: optional(boundedString(40, 1)),
  bank: optional(boundedString(BANK_NAME_MAX, 1)),
  branch: optional(boundedString(BANK_BRANCH_MAX)),
  phone: optional(boundedString(20, 1)),
});
export type BankAccountUpdate = Infer<typeof BankAccountUpdate>;

export const BankAccountRemoved = type({ account_id: string() });

/** The digits of a typed card number (spaces and dashes dropped), or null when anything else is in it. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check every payment card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number as saved: 12 to 19 digits passing the Luhn check; null when it is not one. */
export function validCardNumber(input: string): string | null {
  const digits = cardDigits(input);
  if (!digits || digits.length < 12 || digits.length > 19 || !luhnValid(digits)) return null;
  return digits;
}

/**
 * A mainland China mobile number as '+86' and its 11 digits (1, then 3–9, then 9 digits), from what
 * was typed: with or without +86 / 0086, spaces and dashes allowed; null for anything else.
 */
export function mainlandPhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const match = /^(?:\+86|0086|86)?(1[3-9]\d{9})$/.exec(compact);
  return match ? `+86${match[1]}` : null;
}

/** How a list shows a card number: its last four digits behind dots. */
export function maskedCardNumber(last4: string): string {
  return `•••• ${last4}`;
}
