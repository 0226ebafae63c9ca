// The vaults' calls (spec §6 "Vaults: master, profit, bonus, tax. Withdrawal is only from the profit
// vault, with a 6-digit PIN", §7 Vaults; issue 14 point 4). Admins and the owner see the vaults and
// withdraw from the profit vault with the PIN; only the owner sets the PIN. The spec writes the
// collection with a trailing slash.
import {
  Vault, VaultAssetList, VaultOverview, VaultPageQuery, VaultPinBody, VaultPinState, VaultWithdrawBody, VaultWithdrawResult,
  VaultWithdrawalPage,
} from '../vault';
import { call } from './call';

export const vaultCalls = {
  list: call({ method: 'GET', path: '/vaults/', access: 'admin', summary: "The group's four vaults with their balances, the PIN's state and whether the caller may set it", response: VaultOverview }),
  create: call({ method: 'POST', path: '/vaults/create', access: 'owner', summary: 'Sets the withdrawal PIN (once); answers the vaults with it set', body: VaultPinBody, response: VaultOverview }),
  verifyPin: call({ method: 'POST', path: '/vaults/verify-pin', access: 'admin', summary: "Checks a withdrawal PIN; a wrong one counts toward the caller's lock", body: VaultPinBody, response: VaultPinState }),
  withdraw: call({ method: 'POST', path: '/vaults/withdraw', access: 'admin', summary: 'Withdraws from the profit vault with the PIN; a retried request_id never withdraws twice', body: VaultWithdrawBody, response: VaultWithdrawResult }),
  get: call({ method: 'GET', path: '/vaults/:id', access: 'admin', summary: 'One vault of the group with its balances', response: Vault }),
  assets: call({ method: 'GET', path: '/vaults/:id/assets', access: 'admin', summary: "A vault's balances, largest value first", response: VaultAssetList }),
  withdrawals: call({ method: 'GET', path: '/vaults/:id/withdrawals', access: 'admin', summary: "A vault's withdrawals, newest first, paged by offset", query: VaultPageQuery, response: VaultWithdrawalPage }),
};
