import { assetCalls } from '../../../contract/api/asset';
import { luckycoinCalls } from '../../../contract/api/luckycoin';
import { callApi } from '../../lib/call';
import type { LuckycoinCreateBody } from '../../../contract/luckycoin';

// Lucky-coin packs (§7), as contract/api/luckycoin.ts declares them. Every call is silent: the
// screens explain refusals inline.
const quiet = { silent: true };

/** The assets a pack may be sent in (the group's luckycoin scene). */
export const fetchLuckycoinAssets = (group: string) => callApi(group, assetCalls.scene, { query: { scene: 'luckycoin' } }, quiet);

/** An unpaid pack and the wallet URL that pays it. */
export const createLuckycoinPack = (group: string, body: LuckycoinCreateBody) => callApi(group, luckycoinCalls.create, { body }, quiet);

export const fetchLuckycoinPack = (group: string, packId: string) => callApi(group, luckycoinCalls.get, { params: { id: packId } }, quiet);

/** Claims one share; answers the pack with the caller's claim. */
export const claimLuckycoinPack = (group: string, packId: string) => callApi(group, luckycoinCalls.claim, { params: { id: packId } }, quiet);

/** Posts the caller's own paid pack to the group chat (once; again answers the same message). */
export const shareLuckycoinPack = (group: string, packId: string) => callApi(group, luckycoinCalls.share, { params: { id: packId } }, quiet);
