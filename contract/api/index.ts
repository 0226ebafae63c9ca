// Every declared call, by resource (issue 25). The server and the API reference read this table;
// the app imports a resource's module, so a screen's chunk carries only the calls it makes.
// Resources move here one by one from their hand-written routes (server/routes/*/*.routes.ts).
import { albumCalls } from './album';
import { appCalls } from './app';
import { assetCalls } from './asset';
import { attachmentCalls } from './attachment';
import { badgeCalls } from './badge';
import type { Calls } from './call';
import { courseCalls } from './course';
import { courseEditCalls } from './courseEdit';
import { eventCalls } from './event';
import { favoriteCalls } from './favorite';
import { favoriteAppCalls } from './favoriteApp';
import { groupInfoCalls } from './groupInfo';
import { rewardCalls } from './reward';
import { streamCalls } from './stream';
import { walletCalls } from './wallet';

export const API: Record<string, Calls> = {
  album: albumCalls,
  app: appCalls,
  asset: assetCalls,
  attachment: attachmentCalls,
  badge: badgeCalls,
  course: courseCalls,
  courseEdit: courseEditCalls,
  event: eventCalls,
  favorite: favoriteCalls,
  favoriteApp: favoriteAppCalls,
  groupInfo: groupInfoCalls,
  reward: rewardCalls,
  stream: streamCalls,
  wallet: walletCalls,
};
