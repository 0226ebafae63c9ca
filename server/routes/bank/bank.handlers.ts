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
  async list(c: ViewerContext) {
    return sendData(c, BankAccountList, await listCards(c.var.deps, owner(c)));
  },

  async create(c: ViewerContext, input: BankAccountCreate) {
    return sendData(c, BankAccount, await addCard(c.var.deps, owner(c), input));
  },

  async get(c: ViewerContext, accountId: string) {
    return sendData(c, BankAccount, await getCard(c.var.deps, owner(c), accountId));
  },

  async update(c: ViewerContext, accountId: string, input: BankAccountUpdate) {
    return sendData(c, BankAccount, await updateCard(c.var.deps, owner(c), accountId, input));
  },

  async remove(c: ViewerContext, accountId: string) {
    await removeCard(c.var.deps, owner(c), accountId);
    return sendData(c, BankAccountRemoved, { account_id: accountId });
  },

  async makeDefault(c: ViewerContext, accountId: string) {
    return sendData(c, BankAccountList, await makeDefault(c.var.deps, owner(c), accountId));
  },
};
