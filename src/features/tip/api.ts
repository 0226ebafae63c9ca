import { assetCalls } from '../../../contract/api/asset';
import { tipCalls } from '../../../contract/api/tip';
import { callApi } from '../../lib/call';
import type { TipRankPeriod, TipTransferRequest } from '../../../contract/tip';

// Kudos (issue 11 point 5), as contract/api/tip.ts declares them.

/** GET /assets?scene=tip: the assets kudos may be sent in. */
export const fetchTipAssets = (group: string) => callApi(group, assetCalls.scene, { query: { scene: 'tip' } }, { silent: true });

/** A PENDING tip and the wallet transfer that pays it. */
export const genTipTransfer = (group: string, body: TipTransferRequest) => callApi(group, tipCalls.genTransfer, { body }, { silent: true });

/** The top senders of the period and the caller's own place. */
export const fetchTipRank = (group: string, period: TipRankPeriod) => callApi(group, tipCalls.rank, { query: { period } }, { silent: true });
