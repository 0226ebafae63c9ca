// Every declared call, by resource (issue 25). The server and the API reference read this table;
// the app imports a resource's module, so a screen's chunk carries only the calls it makes.
// Resources move here one by one from their hand-written routes (server/routes/*/*.routes.ts).
import { accountCalls } from './account';
import { albumCalls } from './album';
import { assetCalls } from './asset';
import { authCalls } from './auth';
import { badgeCalls } from './badge';
import type { Calls } from './call';
import { chatCalls } from './chat';
import { eventCalls } from './event';
import { favoriteCalls } from './favorite';
import { groupCalls } from './group';
import { rewardCalls } from './reward';
import { sessionCalls } from './session';
import { settingsCalls } from './settings';
import { trackCalls } from './track';
import { walletCalls } from './wallet';

export const API: Record<string, Calls> = {
  account: accountCalls,
  album: albumCalls,
  asset: assetCalls,
  auth: authCalls,
  badge: badgeCalls,
  chat: chatCalls,
  event: eventCalls,
  favorite: favoriteCalls,
  group: groupCalls,
  reward: rewardCalls,
  session: sessionCalls,
  settings: settingsCalls,
  track: trackCalls,
  wallet: walletCalls,
};
