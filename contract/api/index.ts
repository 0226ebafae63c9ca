// Every declared call, by resource (issue 25). The server and the API reference read this table;
// the app imports a resource's module, so a screen's chunk carries only the calls it makes.
import { accountCalls } from './account';
import { albumCalls } from './album';
import { appCalls } from './app';
import { articleCalls } from './article';
import { assetCalls } from './asset';
import { attachmentCalls } from './attachment';
import { authCalls } from './auth';
import { badgeCalls } from './badge';
import type { Calls } from './call';
import { chatCalls } from './chat';
import { checkinCalls } from './checkin';
import { couponCalls } from './coupon';
import { courseCalls } from './course';
import { courseEditCalls } from './courseEdit';
import { discussionCalls } from './discussion';
import { eventCalls } from './event';
import { favoriteCalls } from './favorite';
import { favoriteAppCalls } from './favoriteApp';
import { groupCalls } from './group';
import { groupInfoCalls } from './groupInfo';
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
import { streamCalls } from './stream';
import { tipCalls } from './tip';
import { trackCalls } from './track';
import { walletCalls } from './wallet';

export const API: Record<string, Calls> = {
  account: accountCalls,
  album: albumCalls,
  app: appCalls,
  article: articleCalls,
  asset: assetCalls,
  attachment: attachmentCalls,
  auth: authCalls,
  badge: badgeCalls,
  chat: chatCalls,
  checkin: checkinCalls,
  coupon: couponCalls,
  course: courseCalls,
  courseEdit: courseEditCalls,
  discussion: discussionCalls,
  event: eventCalls,
  favorite: favoriteCalls,
  favoriteApp: favoriteAppCalls,
  group: groupCalls,
  groupInfo: groupInfoCalls,
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
  stream: streamCalls,
  tip: tipCalls,
  track: trackCalls,
  wallet: walletCalls,
};
