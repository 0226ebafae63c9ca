import { groupApi } from '../../lib/http';
import {
  VaultOverview, VaultWithdrawResult, VaultWithdrawalPage, type VaultWithdrawBody,
} from '../../../contract/vault';
import { type RewardKind } from '../../../contract/reward';
import { rewardCalls } from '../../../contract/api/reward';
import { callApi } from '../../lib/call';

// The vaults and the rewards (issue 14 point 4), for the admin portal. Paths are relative to
// /api/groups/{group}. Silent: the screens show failures in place.

/** GET /vaults/: the four vaults, the PIN's state, whether I may set it. */
export const fetchVaults = (group: string) => groupApi(group).get('/vaults/', VaultOverview, { silent: true });

/** POST /vaults/create: the owner sets the withdrawal PIN (once). */
export const postVaultPin = (group: string, pin: string) => groupApi(group).post('/vaults/create', { pin }, VaultOverview, { silent: true });

/** POST /vaults/withdraw: from the profit vault. */
export const postWithdrawal = (group: string, body: VaultWithdrawBody) =>
  groupApi(group).post('/vaults/withdraw', body, VaultWithdrawResult, { silent: true });

/** GET /vaults/{id}/withdrawals: a page of a vault's withdrawals, newest first. */
export const fetchWithdrawals = (group: string, vaultId: string, offset: number) =>
  groupApi(group).get(`/vaults/${encodeURIComponent(vaultId)}/withdrawals`, VaultWithdrawalPage, { silent: true, query: { offset } });

/** GET /admin/rewards: a page of the rewards paid to members, with totals. */
export const fetchRewards = (group: string, kind: RewardKind | null, offset: number) =>
  callApi(group, rewardCalls.list, { query: { kind: kind || undefined, offset } }, { silent: true });
