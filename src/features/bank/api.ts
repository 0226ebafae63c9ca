import { groupApi } from '../../lib/http';
import {
  BankAccount, BankAccountList, BankAccountRemoved,
  type BankAccountCreate, type BankAccountUpdate,
} from '../../../contract/bank';

// Bank cards (issue 13 point 5; §7 /accounts). Paths are relative to /api/groups/{group}.

/** GET /accounts: the member's cards, the default first. */
export const fetchBankAccounts = (group: string) => groupApi(group).get('/accounts', BankAccountList, { silent: true });

/** POST /accounts. */
export const createBankAccount = (group: string, body: BankAccountCreate) =>
  groupApi(group).post('/accounts', body, BankAccount, { silent: true });

/** PUT /accounts/{id}: the fields that change; no number keeps the card's. */
export const putBankAccount = (group: string, id: string, body: BankAccountUpdate) =>
  groupApi(group).put(`/accounts/${encodeURIComponent(id)}`, body, BankAccount, { silent: true });

/** DELETE /accounts/{id}. */
export const deleteBankAccount = (group: string, id: string) =>
  groupApi(group).del(`/accounts/${encodeURIComponent(id)}`, BankAccountRemoved, { silent: true });

/** POST /accounts/{id}/default: answers the cards with the new default. */
export const postDefaultBankAccount = (group: string, id: string) =>
  groupApi(group).post(`/accounts/${encodeURIComponent(id)}/default`, {}, BankAccountList, { silent: true });
