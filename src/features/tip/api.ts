import { groupApi } from '../../lib/http';
import { assetCalls } from '../../../contract/api/asset';
import { callApi } from '../../lib/call';
import { TipRank, TipTransfer, type TipRankPeriod, type TipTransferRequest } from '../../../contract/tip';

// Kudos (issue 11 point 5). Paths are relative to /api/groups/{group}.

/** GET /assets?scene=tip: the assets kudos may be sent in. */
export const fetchTipAssets = (group: string) => callApi(group, assetCalls.scene, { query: { scene: 'tip' } }, { silent: true });

/** POST /tip/gen_transfer: a PENDING tip and the wallet transfer that pays it. */
export const genTipTransfer = (group: string, body: TipTransferRequest) =>
  groupApi(group).post('/tip/gen_transfer', body, TipTransfer, { silent: true });

/** GET /tips/rank: the top senders of the period and the caller's own place. */
export const fetchTipRank = (group: string, period: TipRankPeriod) =>
  groupApi(group).get('/tips/rank', TipRank, { silent: true, query: { period } });
