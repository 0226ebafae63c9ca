import type { BankAccount, BankAccountCreate, BankAccountUpdate } from '../../../contract/bank';
import { groupResource } from '../../lib/resource';
import { createBankAccount, deleteBankAccount, fetchBankAccounts, postDefaultBankAccount, putBankAccount } from './api';

/** The member's bank cards in the group, the default first. */
export const bankAccounts = groupResource(fetchBankAccounts);

/** Adds a card and reads the list again (the first card becomes the default on the server). */
export function addBankAccount(group: string, body: BankAccountCreate): Promise<BankAccount> {
  return createBankAccount(group, body).then((card) => bankAccounts.reload(group).then(() => card));
}

export function saveBankAccount(group: string, id: string, body: BankAccountUpdate): Promise<BankAccount> {
  return putBankAccount(group, id, body).then((card) => {
    const list = bankAccounts.of(group).data;
    if (list) bankAccounts.put(group, list.map((c) => (c.account_id === id ? card : c)));
    return card;
  });
}

/** Deletes a card and reads the list again (a deleted default passes to the oldest card left). */
export function removeBankAccount(group: string, id: string): Promise<void> {
  return deleteBankAccount(group, id).then(() => bankAccounts.reload(group));
}

export function makeDefaultBankAccount(group: string, id: string): Promise<void> {
  return postDefaultBankAccount(group, id).then((list) => bankAccounts.put(group, list));
}
