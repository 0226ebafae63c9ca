import { callApi } from '../../lib/call';
import { bankCalls } from '../../../contract/api/bank';
import type { BankAccountCreate, BankAccountUpdate } from '../../../contract/bank';

// Bank cards (issue 13 point 5; §7 /accounts), as contract/api/bank.ts declares them. Silent: the
// screens show failures in place.
const quiet = { silent: true };

/** The member's cards, the default first. */
export const fetchBankAccounts = (group: string) => callApi(group, bankCalls.list, {}, quiet);

export const createBankAccount = (group: string, body: BankAccountCreate) => callApi(group, bankCalls.create, { body }, quiet);

/** The fields that change; no number keeps the card's. */
export const putBankAccount = (group: string, id: string, body: BankAccountUpdate) =>
  callApi(group, bankCalls.update, { params: { id }, body }, quiet);

export const deleteBankAccount = (group: string, id: string) => callApi(group, bankCalls.remove, { params: { id } }, quiet);

/** Answers the cards with the new default. */
export const postDefaultBankAccount = (group: string, id: string) => callApi(group, bankCalls.makeDefault, { params: { id } }, quiet);
