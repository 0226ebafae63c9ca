// Bank cards' calls (spec §7 /accounts; issue 13 point 5): a member's own cards for payouts, in
// this group only. The full number goes in once and never comes back (contract/bank.ts).
import { BankAccount, BankAccountCreate, BankAccountList, BankAccountRemoved, BankAccountUpdate } from '../bank';
import { call } from './call';

export const bankCalls = {
  list: call({ method: 'GET', path: '/accounts', access: 'member', summary: "The caller's bank cards, the default first", response: BankAccountList }),
  create: call({ method: 'POST', path: '/accounts', access: 'member', summary: 'Adds a bank card (Luhn-checked number, +86 phone)', body: BankAccountCreate, response: BankAccount }),
  get: call({ method: 'GET', path: '/accounts/:id', access: 'member', summary: "One of the caller's bank cards", response: BankAccount }),
  update: call({ method: 'PUT', path: '/accounts/:id', access: 'member', summary: "Changes a card's fields; no number keeps the card's", body: BankAccountUpdate, response: BankAccount }),
  remove: call({ method: 'DELETE', path: '/accounts/:id', access: 'member', summary: "Deletes one of the caller's cards; answers its id", response: BankAccountRemoved }),
  makeDefault: call({ method: 'POST', path: '/accounts/:id/default', access: 'member', summary: 'Makes a card the default; answers the cards with it', response: BankAccountList }),
};
