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
import { bankCalls } from './bank';
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
import { homeCalls } from './home';
import { invitationCalls } from './invitation';
import { invoiceCalls } from './invoice';
import { kycCalls } from './kyc';
import { luckycoinCalls } from './luckycoin';
import { memberCalls } from './member';
import { nftCalls } from './nft';
import { chainNoticeCalls, invoiceNoticeCalls, kycNoticeCalls, liveNoticeCalls, paymentNoticeCalls } from './notices';
import { orderCalls } from './order';
import { productCalls } from './product';
import { profileCalls } from './profile';
import { profitCalls } from './profit';
import { quizCalls } from './quiz';
import { rewardCalls } from './reward';
import { sessionCalls } from './session';
import { settingsCalls } from './settings';
import { statsCalls } from './stats';
import { streamCalls } from './stream';
import { tipCalls } from './tip';
import { trackCalls } from './track';
import { vaultCalls } from './vault';
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
  bank: bankCalls,
  chainNotice: chainNoticeCalls,
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
  home: homeCalls,
  invitation: invitationCalls,
  invoice: invoiceCalls,
  invoiceNotice: invoiceNoticeCalls,
  kyc: kycCalls,
  kycNotice: kycNoticeCalls,
  liveNotice: liveNoticeCalls,
  luckycoin: luckycoinCalls,
  member: memberCalls,
  nft: nftCalls,
  order: orderCalls,
  paymentNotice: paymentNoticeCalls,
  product: productCalls,
  profile: profileCalls,
  profit: profitCalls,
  quiz: quizCalls,
  reward: rewardCalls,
  session: sessionCalls,
  settings: settingsCalls,
  stats: statsCalls,
  stream: streamCalls,
  tip: tipCalls,
  track: trackCalls,
  vault: vaultCalls,
  wallet: walletCalls,
};
