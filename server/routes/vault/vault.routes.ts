import { vaultCalls } from '../../../contract/api/vault';
import { mountCalls } from '../mount';
import { vaultHandlers } from './vault.handlers';

// §7 Vaults: contract/api/vault.ts says who may call what. Wrong PINs are limited per group
// (vault.service pinState), not by a rate limit per caller: the PIN is the group's, whoever types it.
export const vaultRoutes = mountCalls(vaultCalls, {
  list: (c) => vaultHandlers.list(c),
  create: (c, { body }) => vaultHandlers.create(c, body),
  verifyPin: (c, { body }) => vaultHandlers.verifyPin(c, body),
  withdraw: (c, { body }) => vaultHandlers.withdraw(c, body),
  get: (c, { params }) => vaultHandlers.get(c, params.id),
  assets: (c, { params }) => vaultHandlers.assets(c, params.id),
  withdrawals: (c, { params, query }) => vaultHandlers.withdrawals(c, params.id, query),
});
