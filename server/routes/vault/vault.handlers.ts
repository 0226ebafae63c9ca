import type { Context } from 'hono';
import {
  VAULT_PAGE_SIZE, Vault, VaultAssetList, VaultOverview, VaultPinState, VaultWithdrawResult, VaultWithdrawalPage,
  type VaultPageQuery, type VaultPinBody, type VaultWithdrawBody,
} from '../../../contract/vault';
import { nowIso, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { isOwner } from '../../lib/roles';
import { findVault, listWithdrawals } from './vault.repo';
import {
  pinState, setPin, toWithdrawal, vaultsOf, verifyPin, withdrawFromProfit,
} from './vault.service';

type ViewerContext = Context<ViewerEnv>;

async function overview(c: ViewerContext) {
  const { deps, group, viewer } = c.var;
  return {
    vaults: await vaultsOf(deps.sql, group.group_id),
    // The caller's own standing: wrong PINs count, and lock, per person (issue 22 point 12).
    pin: await pinState(deps.sql, group.group_id, viewer.user.user_id, nowIso(deps.clock)),
    can_set_pin: isOwner(viewer.membership!.role),
  };
}

/** A vault of this group by its id; another group's, or none, is a 404. */
async function vaultOr404(c: ViewerContext, vaultId: string): Promise<Vault> {
  const { deps, group } = c.var;
  if (!(await findVault(deps.sql, group.group_id, vaultId))) throw apiErrors.notFound();
  return (await vaultsOf(deps.sql, group.group_id)).find((v) => v.vault_id === vaultId)!;
}

export const vaultHandlers = {
  async list(c: ViewerContext) {
    return sendData(c, VaultOverview, await overview(c));
  },

  async get(c: ViewerContext, vaultId: string) {
    return sendData(c, Vault, await vaultOr404(c, vaultId));
  },

  async assets(c: ViewerContext, vaultId: string) {
    return sendData(c, VaultAssetList, (await vaultOr404(c, vaultId)).assets);
  },

  async create(c: ViewerContext, body: VaultPinBody) {
    const { deps, group, viewer } = c.var;
    await setPin(deps.sql, group.group_id, viewer.user.user_id, body.pin, nowIso(deps.clock));
    return sendData(c, VaultOverview, await overview(c));
  },

  async verifyPin(c: ViewerContext, body: VaultPinBody) {
    const { deps, group, viewer } = c.var;
    const now = nowIso(deps.clock);
    await verifyPin(deps.sql, group.group_id, viewer.user.user_id, body.pin, now);
    return sendData(c, VaultPinState, await pinState(deps.sql, group.group_id, viewer.user.user_id, now));
  },

  async withdraw(c: ViewerContext, body: VaultWithdrawBody) {
    const { deps, group, viewer } = c.var;
    const outcome = await withdrawFromProfit(deps.sql, group.group_id, viewer.user.user_id, body, nowIso(deps.clock));
    // Pending: the group bot's transfer to the owner goes out with the next run of the
    // send-wallet-transfers job (one sender at a time, so two transfers never pick the same outputs).
    return sendData(c, VaultWithdrawResult, { withdrawal: toWithdrawal(outcome.withdrawal), balance: outcome.balance });
  },

  async withdrawals(c: ViewerContext, vaultId: string, query: VaultPageQuery) {
    const vault = await vaultOr404(c, vaultId);
    const { offset = 0, limit = VAULT_PAGE_SIZE } = query;
    const rows = await listWithdrawals(c.var.deps.sql, vault.vault_id, offset, limit);
    return sendData(c, VaultWithdrawalPage, { items: rows.slice(0, limit).map(toWithdrawal), has_more: rows.length > limit });
  },
};
