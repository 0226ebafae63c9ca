import { Hono } from 'hono';
import { VaultPageQuery, VaultPinBody, VaultWithdrawBody } from '../../../contract/vault';
import type { GroupEnv } from '../../context';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireAdmin, requireOwner } from '../auth/auth.middleware';
import { vaultHandlers } from './vault.handlers';

// §7 Vaults. Admins and the owner see the vaults and withdraw from the profit vault with the PIN
// (§6 "manage ... vault withdrawals"); only the owner sets the PIN. Wrong PINs are limited per group
// (vault.service pinState), not by a rate limit per caller: the PIN is the group's, whoever types it.
// The spec writes the collection with a trailing slash; both spellings answer.
export const vaultRoutes = new Hono<GroupEnv>()
  .get('/vaults', requireAdmin, (c) => vaultHandlers.list(c))
  .get('/vaults/', requireAdmin, (c) => vaultHandlers.list(c))
  .post('/vaults/create', requireOwner, jsonBody(VaultPinBody), (c) => vaultHandlers.create(c, c.req.valid('json')))
  .post('/vaults/verify-pin', requireAdmin, jsonBody(VaultPinBody), (c) => vaultHandlers.verifyPin(c, c.req.valid('json')))
  .post('/vaults/withdraw', requireAdmin, jsonBody(VaultWithdrawBody), (c) => vaultHandlers.withdraw(c, c.req.valid('json')))
  .get('/vaults/:id', requireAdmin, (c) => vaultHandlers.get(c, c.req.param('id')))
  .get('/vaults/:id/assets', requireAdmin, (c) => vaultHandlers.assets(c, c.req.param('id')))
  .get('/vaults/:id/withdrawals', requireAdmin, queryParams(VaultPageQuery), (c) =>
    vaultHandlers.withdrawals(c, c.req.param('id'), c.req.valid('query')));
