// The member home's calls (issue 26 point 3): the feed of what is new in the group. Asking for it
// records the visit, which the next visit's New marks count from.
import { HomeFeed } from '../home';
import { call } from './call';

export const homeCalls = {
  feed: call({
    method: 'GET', path: '/home/feed', access: 'member',
    summary: "What is new in the group in the last 14 days, newest first (stuck posts and the live or next stream lead), each marked new after the caller's previous visit; records this visit",
    response: HomeFeed,
  }),
};
