import { randomUUID } from 'node:crypto';
import {
  BANK_CARDS_MAX, mainlandPhone, validCardNumber,
  type BankAccount, type BankAccountCreate, type BankAccountUpdate,
} from '../../../contract/bank';
import { ErrorCode } from '../../../contract/errors';
import { nowIso, type AppDeps } from '../../context';
import { ApiError, apiErrors } from '../../lib/errors';
import { cardKeyOf } from '../../env';
import { sealCardNumber } from './bank.cipher';
import {
  countBankAccounts, deleteBankAccount, findBankAccount, insertBankAccount, listBankAccounts, oldestBankAccountId,
  setDefaultBankAccount, updateBankAccount, type BankAccountChange, type BankAccountRow,
} from './bank.repo';

// Bank cards (issue 13 point 5): the rules of server/README.md, "Bank cards". Every call is the
// member's own cards in the group of the path; another member's card is not found (404).

type Owner = { groupId: string; userId: string };

const toCard = (row: BankAccountRow): BankAccount => ({ ...row, is_default: row.is_default === 1 });

// The messages never quote what was typed: a card number must not reach a log or an answer.
const cardNumber = (input: string) => {
  const digits = validCardNumber(input);
  if (!digits) throw new ApiError(400, ErrorCode.bankCardNumberInvalid, 'card number is not valid');
  return digits;
};
const phone = (input: string) => {
  const value = mainlandPhone(input);
  if (!value) throw new ApiError(400, ErrorCode.mainlandPhoneInvalid, 'phone must be a mainland China mobile number (+86)');
  return value;
};
const text = (value: string) => {
  const trimmed = value.trim();
  if (!trimmed) throw apiErrors.validation('a name cannot be blank');
  return trimmed;
};

export async function listCards(deps: AppDeps, { groupId, userId }: Owner): Promise<BankAccount[]> {
  return (await listBankAccounts(deps.sql, groupId, userId)).map(toCard);
}

export async function getCard(deps: AppDeps, { groupId, userId }: Owner, accountId: string): Promise<BankAccount> {
  const row = await findBankAccount(deps.sql, groupId, userId, accountId);
  if (!row) throw apiErrors.notFound();
  return toCard(row);
}

/** Adds a card; the member's first card becomes the default. Counted and written in one IMMEDIATE transaction. */
export async function addCard(deps: AppDeps, owner: Owner, input: BankAccountCreate): Promise<BankAccount> {
  const { groupId, userId } = owner;
  const digits = cardNumber(input.number);
  const values = { holder: text(input.holder), bank: text(input.bank), branch: (input.branch ?? '').trim(), phone: phone(input.phone) };
  const accountId = randomUUID();
  const sealed = sealCardNumber(cardKeyOf(deps.env), groupId, userId, digits);
  const at = nowIso(deps.clock);
  await deps.sql.tx(async (sql) => {
    const count = await countBankAccounts(sql, groupId, userId);
    if (count >= BANK_CARDS_MAX) throw apiErrors.rejected(`at most ${BANK_CARDS_MAX} bank cards`, ErrorCode.bankCardsFull);
    await insertBankAccount(sql, {
      account_id: accountId, group_id: groupId, user_id: userId, ...values,
      number_sealed: sealed, last4: digits.slice(-4), is_default: count === 0 ? 1 : 0, created_at: at,
    });
  });
  return getCard(deps, owner, accountId);
}

export async function updateCard(deps: AppDeps, owner: Owner, accountId: string, input: BankAccountUpdate): Promise<BankAccount> {
  const { groupId, userId } = owner;
  await getCard(deps, owner, accountId);
  const change: BankAccountChange = {};
  if (input.holder !== undefined) change.holder = text(input.holder);
  if (input.bank !== undefined) change.bank = text(input.bank);
  if (input.branch !== undefined) change.branch = input.branch.trim();
  if (input.phone !== undefined) change.phone = phone(input.phone);
  if (input.number !== undefined) {
    const digits = cardNumber(input.number);
    change.number_sealed = sealCardNumber(cardKeyOf(deps.env), groupId, userId, digits);
    change.last4 = digits.slice(-4);
  }
  await updateBankAccount(deps.sql, groupId, userId, accountId, change, nowIso(deps.clock));
  return getCard(deps, owner, accountId);
}

/** Deletes a card; when it was the default, the oldest card left becomes the default. */
export async function removeCard(deps: AppDeps, { groupId, userId }: Owner, accountId: string): Promise<void> {
  await deps.sql.tx(async (sql) => {
    const row = await findBankAccount(sql, groupId, userId, accountId);
    if (!row || !(await deleteBankAccount(sql, groupId, userId, accountId))) throw apiErrors.notFound();
    const next = row.is_default === 1 ? await oldestBankAccountId(sql, groupId, userId) : undefined;
    if (next) await setDefaultBankAccount(sql, groupId, userId, next);
  });
}

export async function makeDefault(deps: AppDeps, owner: Owner, accountId: string): Promise<BankAccount[]> {
  const { groupId, userId } = owner;
  await deps.sql.tx(async (sql) => {
    if (!(await findBankAccount(sql, groupId, userId, accountId))) throw apiErrors.notFound();
    await setDefaultBankAccount(sql, groupId, userId, accountId);
  });
  return listCards(deps, owner);
}
