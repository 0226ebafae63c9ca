import { bankCalls } from '../../../contract/api/bank';
import { mountCalls } from '../mount';
import { bankHandlers } from './bank.handlers';

/** §7 /accounts: contract/api/bank.ts, a member's own bank cards for payouts (issue 13 point 5). */
export const bankRoutes = mountCalls(bankCalls, {
  list: (c) => bankHandlers.list(c),
  create: (c, { body }) => bankHandlers.create(c, body),
  get: (c, { params }) => bankHandlers.get(c, params.id),
  update: (c, { params, body }) => bankHandlers.update(c, params.id, body),
  remove: (c, { params }) => bankHandlers.remove(c, params.id),
  makeDefault: (c, { params }) => bankHandlers.makeDefault(c, params.id),
});
