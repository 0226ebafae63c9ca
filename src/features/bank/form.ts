import {
  mainlandPhone, validCardNumber,
  type BankAccount, type BankAccountCreate, type BankAccountUpdate,
} from '../../../contract/bank';

// The card form's draft and its checks: the server's rules (contract/bank.ts), said before sending.

export interface BankCardDraft {
  holder: string;
  number: string;
  bank: string;
  branch: string;
  phone: string;
}

export type BankCardField = keyof BankCardDraft;
export type BankCardProblem = 'holder_required' | 'number_required' | 'number_invalid' | 'bank_required' | 'phone_required' | 'phone_invalid';
export type BankCardErrors = Partial<Record<BankCardField, BankCardProblem>>;

export const emptyBankCardDraft = (): BankCardDraft => ({ holder: '', number: '', bank: '', branch: '', phone: '' });

/** An existing card's draft: its number stays blank (never sent back), the phone without +86. */
export function bankCardDraftOf(card: BankAccount): BankCardDraft {
  return { holder: card.holder, number: '', bank: card.bank, branch: card.branch, phone: card.phone.replace(/^\+86/, '') };
}

/** What is wrong with the draft; editing a card, a blank number keeps the saved one. */
export function bankCardErrors(draft: BankCardDraft, editing: boolean): BankCardErrors {
  const errors: BankCardErrors = {};
  if (!draft.holder.trim()) errors.holder = 'holder_required';
  if (!draft.number.trim()) {
    if (!editing) errors.number = 'number_required';
  } else if (!validCardNumber(draft.number)) errors.number = 'number_invalid';
  if (!draft.bank.trim()) errors.bank = 'bank_required';
  if (!draft.phone.trim()) errors.phone = 'phone_required';
  else if (!mainlandPhone(draft.phone)) errors.phone = 'phone_invalid';
  return errors;
}

export function bankCardCreateOf(draft: BankCardDraft): BankAccountCreate {
  return {
    holder: draft.holder.trim(),
    number: draft.number,
    bank: draft.bank.trim(),
    branch: draft.branch.trim(),
    phone: draft.phone,
  };
}

export function bankCardUpdateOf(draft: BankCardDraft): BankAccountUpdate {
  const { number, ...rest } = bankCardCreateOf(draft);
  return number.trim() ? { ...rest, number } : rest;
}

/** The number as typed, in groups of four, as printed on a card. */
export function groupedCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
