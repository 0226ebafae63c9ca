import type { Context } from 'hono';
import {
  BankAccount, BankAccountList, BankAccountRemoved, type BankAccountCreate, type BankAccountUpdate,
} from '../../../contract/bank';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { addCard, getCard, listCards, makeDefault, removeCard, updateCard } from './bank.service';

type ViewerContext = Context<ViewerEnv>;
/** Whose cards: the caller's own, in this group only. */
const owner = (c: ViewerContext) => ({ groupId: c.var.group.group_id, userId: c.var.viewer.user.user_id });

export const bankHandlers = {
  list(c: ViewerContext) {
    return sendData(c, BankAccountList, listCards(c.var.deps, owner(c)));
  },

  create(c: ViewerContext, input: BankAccountCreate) {
    return sendData(c, BankAccount, addCard(c.var.deps, owner(c), input));
  },

  get(c: ViewerContext, accountId: string) {
    return sendData(c, BankAccount, getCard(c.var.deps, owner(c), accountId));
  },

  update(c: ViewerContext, accountId: string, input: BankAccountUpdate) {
    return sendData(c, BankAccount, updateCard(c.var.deps, owner(c), accountId, input));
  },

  remove(c: ViewerContext, accountId: string) {
    removeCard(c.var.deps, owner(c), accountId);
    return sendData(c, BankAccountRemoved, { account_id: accountId });
  },

  makeDefault(c: ViewerContext, accountId: string) {
    return sendData(c, BankAccountList, makeDefault(c.var.deps, owner(c), accountId));
  },
};
