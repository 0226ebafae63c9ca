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

function overview(c: ViewerContext) {
  const { deps, group, viewer } = c.var;
  return {
    vaults: vaultsOf(deps.db, group.group_id),
    // The caller's own standing: wrong PINs count, and lock, per person (issue 22 point 12).
    pin: pinState(deps.db, group.group_id, viewer.user.user_id, nowIso(deps.clock)),
    can_set_pin: isOwner(viewer.membership!.role),
  };
}

/** A vault of this group by its id; another group's, or none, is a 404. */
function vaultOr404(c: ViewerContext, vaultId: string): Vault {
  const { deps, group } = c.var;
  if (!findVault(deps.db, group.group_id, vaultId)) throw apiErrors.notFound();
  return vaultsOf(deps.db, group.group_id).find((v) => v.vault_id === vaultId)!;
}

export const vaultHandlers = {
  list(c: ViewerContext) {
    return sendData(c, VaultOverview, overview(c));
  },

  get(c: ViewerContext, vaultId: string) {
    return sendData(c, Vault, vaultOr404(c, vaultId));
  },

  assets(c: ViewerContext, vaultId: string) {
    return sendData(c, VaultAssetList, vaultOr404(c, vaultId).assets);
  },

  create(c: ViewerContext, body: VaultPinBody) {
    const { deps, group, viewer } = c.var;
    setPin(deps.db, group.group_id, viewer.user.user_id, body.pin, nowIso(deps.clock));
    return sendData(c, VaultOverview, overview(c));
  },

  verifyPin(c: ViewerContext, body: VaultPinBody) {
    const { deps, group, viewer } = c.var;
    const now = nowIso(deps.clock);
    verifyPin(deps.db, group.group_id, viewer.user.user_id, body.pin, now);
    return sendData(c, VaultPinState, pinState(deps.db, group.group_id, viewer.user.user_id, now));
  },

  withdraw(c: ViewerContext, body: VaultWithdrawBody) {
    const { deps, group, viewer } = c.var;
    const outcome = withdrawFromProfit(deps.db, group.group_id, viewer.user.user_id, body, nowIso(deps.clock));
    // Pending: the group bot's transfer to the owner goes out with the next run of the
    // send-wallet-transfers job (one sender at a time, so two transfers never pick the same outputs).
    return sendData(c, VaultWithdrawResult, { withdrawal: toWithdrawal(outcome.withdrawal), balance: outcome.balance });
  },

  withdrawals(c: ViewerContext, vaultId: string, query: VaultPageQuery) {
    const vault = vaultOr404(c, vaultId);
    const { offset = 0, limit = VAULT_PAGE_SIZE } = query;
    const rows = listWithdrawals(c.var.deps.db, vault.vault_id, offset, limit);
    return sendData(c, VaultWithdrawalPage, { items: rows.slice(0, limit).map(toWithdrawal), has_more: rows.length > limit });
  },
};
