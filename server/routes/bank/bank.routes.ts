import { Hono } from 'hono';
import { BankAccount, BankAccountCreate, BankAccountList, BankAccountRemoved, BankAccountUpdate } from '../../../contract/bank';
import type { GroupEnv, ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { jsonBody } from '../../lib/validation';
import { requireMember } from '../auth/auth.middleware';
import { addCard, getCard, listCards, makeDefault, removeCard, updateCard } from './bank.service';

type Ctx = { var: ViewerEnv['Variables'] };
const owner = (c: Ctx) => ({ groupId: c.var.group.group_id, userId: c.var.viewer.user.user_id });

/** §7 /accounts: a member's own bank cards for payouts (issue 13 point 5). */
export const bankRoutes = new Hono<GroupEnv>()
  .get('/accounts', requireMember, (c) => sendData(c, BankAccountList, listCards(c.var.deps, owner(c))))
  .post('/accounts', requireMember, jsonBody(BankAccountCreate), (c) =>
    sendData(c, BankAccount, addCard(c.var.deps, owner(c), c.req.valid('json'))))
  .get('/accounts/:id', requireMember, (c) => sendData(c, BankAccount, getCard(c.var.deps, owner(c), c.req.param('id'))))
  .put('/accounts/:id', requireMember, jsonBody(BankAccountUpdate), (c) =>
    sendData(c, BankAccount, updateCard(c.var.deps, owner(c), c.req.param('id'), c.req.valid('json'))))
  .delete('/accounts/:id', requireMember, (c) => {
    const id = c.req.param('id');
    removeCard(c.var.deps, owner(c), id);
    return sendData(c, BankAccountRemoved, { account_id: id });
  })
  .post('/accounts/:id/default', requireMember, (c) =>
    sendData(c, BankAccountList, makeDefault(c.var.deps, owner(c), c.req.param('id'))));
