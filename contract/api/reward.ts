// The admin reward list's call (spec §2 admin/reward).
import { RewardPage, RewardQuery } from '../reward';
import { call } from './call';

export const rewardCalls = {
  list: call({
    method: 'GET',
    path: '/admin/rewards',
    access: 'admin',
    summary: 'The article rewards claimed and the invitation bonuses credited in the group, newest first, with totals per asset',
    query: RewardQuery,
    response: RewardPage,
  }),
};
