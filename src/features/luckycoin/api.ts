import { groupApi } from '../../lib/http';
import { assetCalls } from '../../../contract/api/asset';
import { callApi } from '../../lib/call';
import { LuckycoinCreated, LuckycoinPack, type LuckycoinCreateBody } from '../../../contract/luckycoin';

// Lucky-coin packs (§7). Every call is silent: the screens explain refusals inline.

/** The assets a pack may be sent in (the group's luckycoin scene). */
export const fetchLuckycoinAssets = (group: string) =>
  callApi(group, assetCalls.scene, { query: { scene: 'luckycoin' } }, { silent: true });

/** An unpaid pack and the wallet URL that pays it. */
export const createLuckycoinPack = (group: string, body: LuckycoinCreateBody) =>
  groupApi(group).post('/luckycoin/create', body, LuckycoinCreated, { silent: true });

export const fetchLuckycoinPack = (group: string, packId: string) =>
  groupApi(group).get(`/luckycoin/${encodeURIComponent(packId)}`, LuckycoinPack, { silent: true });

/** Claims one share; answers the pack with the caller's claim. */
export const claimLuckycoinPack = (group: string, packId: string) =>
  groupApi(group).put(`/luckycoin/${encodeURIComponent(packId)}/claim`, {}, LuckycoinPack, { silent: true });
