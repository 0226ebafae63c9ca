// Every declared call, by resource (issue 25). The server and the API reference read this table;
// the app imports a resource's module, so a screen's chunk carries only the calls it makes.
import { accountCalls } from './account';
import { albumCalls } from './album';
import { articleCalls } from './article';
import { assetCalls } from './asset';
import { authCalls } from './auth';
import { badgeCalls } from './badge';
import type { Calls } from './call';
import { chatCalls } from './chat';
import { checkinCalls } from './checkin';
import { couponCalls } from './coupon';
import { discussionCalls } from './discussion';
import { eventCalls } from './event';
import { favoriteCalls } from './favorite';
import { groupCalls } from './group';
import { invitationCalls } from './invitation';
import { kycCalls } from './kyc';
import { luckycoinCalls } from './luckycoin';
import { nftCalls } from './nft';
import { orderCalls } from './order';
import { productCalls } from './product';
import { quizCalls } from './quiz';
import { rewardCalls } from './reward';
import { sessionCalls } from './session';
import { settingsCalls } from './settings';
import { tipCalls } from './tip';
import { trackCalls } from './track';
import { walletCalls } from './wallet';

export const API: Record<string, Calls> = {
  account: accountCalls,
  album: albumCalls,
  article: articleCalls,
  asset: assetCalls,
  auth: authCalls,
  badge: badgeCalls,
  chat: chatCalls,
  checkin: checkinCalls,
  coupon: couponCalls,
  discussion: discussionCalls,
  event: eventCalls,
  favorite: favoriteCalls,
  group: groupCalls,
  invitation: invitationCalls,
  kyc: kycCalls,
  luckycoin: luckycoinCalls,
  nft: nftCalls,
  order: orderCalls,
  product: productCalls,
  quiz: quizCalls,
  reward: rewardCalls,
  session: sessionCalls,
  settings: settingsCalls,
  tip: tipCalls,
  track: trackCalls,
  wallet: walletCalls,
};
