// Every declared call, by resource (issue 25). The server and the API reference read this table;
// the app imports a resource's module, so a screen's chunk carries only the calls it makes.
// Resources move here one by one from their hand-written routes (server/routes/*/*.routes.ts).
import { albumCalls } from './album';
import { assetCalls } from './asset';
import { badgeCalls } from './badge';
import { bankCalls } from './bank';
import type { Calls } from './call';
import { eventCalls } from './event';
import { favoriteCalls } from './favorite';
import { groupInfoCalls } from './groupInfo';
import { invoiceCalls } from './invoice';
import { memberCalls } from './member';
import { profitCalls } from './profit';
import { rewardCalls } from './reward';
import { statsCalls } from './stats';
import { vaultCalls } from './vault';
import { walletCalls } from './wallet';

export const API: Record<string, Calls> = {
  album: albumCalls,
  asset: assetCalls,
  badge: badgeCalls,
  bank: bankCalls,
  event: eventCalls,
  favorite: favoriteCalls,
  groupInfo: groupInfoCalls,
  invoice: invoiceCalls,
  member: memberCalls,
  profit: profitCalls,
  reward: rewardCalls,
  stats: statsCalls,
  vault: vaultCalls,
  wallet: walletCalls,
};
