// Kudos' calls (spec §7, issue 11 point 5). Members and staff send and rank them (§6: still allowed
// in mute mode); the assets they may be sent in are the asset call's tip scene.
import { defaulted, type } from '../struct';
import { TipRank, TipRankPeriod, TipTransfer, TipTransferRequest } from '../tip';
import { call } from './call';

/** `period` defaults to the current week. */
export const TipRankQuery = type({ period: defaulted(TipRankPeriod, 'week') });

export const tipCalls = {
  genTransfer: call({
    method: 'POST', path: '/tip/gen_transfer', access: 'member',
    summary: 'Records a pending tip and answers the wallet transfer that pays it (the group receives and passes it on)',
    body: TipTransferRequest, response: TipTransfer,
  }),
  rank: call({
    method: 'GET', path: '/tips/rank', access: 'member',
    summary: "The top senders of the period (paid tips, valued in CNY) and the caller's own place",
    query: TipRankQuery, response: TipRank,
  }),
};
