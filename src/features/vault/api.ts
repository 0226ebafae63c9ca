import { type RewardKind } from '../../../contract/reward';
import { rewardCalls } from '../../../contract/api/reward';
import { vaultCalls } from '../../../contract/api/vault';
import type { VaultWithdrawBody } from '../../../contract/vault';
import { callApi } from '../../lib/call';

// The vaults and the rewards (issue 14 point 4), for the admin portal, as contract/api declares
// them. Silent: the screens show failures in place.
const quiet = { silent: true };

/** The four vaults, the PIN's state, whether I may set it. */
export const fetchVaults = (group: string) => callApi(group, vaultCalls.list, {}, quiet);

/** The owner sets the withdrawal PIN (once). */
export const postVaultPin = (group: string, pin: string) => callApi(group, vaultCalls.create, { body: { pin } }, quiet);

/** Withdraws from the profit vault. */
export const postWithdrawal = (group: string, body: VaultWithdrawBody) => callApi(group, vaultCalls.withdraw, { body }, quiet);

/** A page of a vault's withdrawals, newest first. */
export const fetchWithdrawals = (group: string, vaultId: string, offset: number) =>
  callApi(group, vaultCalls.withdrawals, { params: { id: vaultId }, query: { offset } }, quiet);

/** GET /admin/rewards: a page of the rewards paid to members, with totals. */
export const fetchRewards = (group: string, kind: RewardKind | null, offset: number) =>
  callApi(group, rewardCalls.list, { query: { kind: kind || undefined, offset } }, { silent: true });
