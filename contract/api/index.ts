// Every declared call, by resource (issue 25). The server and the API reference read this table;
// the app imports a resource's module, so a screen's chunk carries only the calls it makes.
// Resources move here one by one from their hand-written routes (server/routes/*/*.routes.ts).
import { albumCalls } from './album';
import { articleCalls } from './article';
import { assetCalls } from './asset';
import { badgeCalls } from './badge';
import type { Calls } from './call';
import { checkinCalls } from './checkin';
import { discussionCalls } from './discussion';
import { eventCalls } from './event';
import { favoriteCalls } from './favorite';
import { luckycoinCalls } from './luckycoin';
import { rewardCalls } from './reward';
import { tipCalls } from './tip';
import { walletCalls } from './wallet';

export const API: Record<string, Calls> = {
  album: albumCalls,
  article: articleCalls,
  asset: assetCalls,
  badge: badgeCalls,
  checkin: checkinCalls,
  discussion: discussionCalls,
  event: eventCalls,
  favorite: favoriteCalls,
  luckycoin: luckycoinCalls,
  reward: rewardCalls,
  tip: tipCalls,
  wallet: walletCalls,
};
