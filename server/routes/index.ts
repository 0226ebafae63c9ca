import { Hono } from 'hono';
import type { AppEnv, GroupEnv } from '../context';
import { accountRoutes, profileRoutes } from './account/account.routes';
import { assetRoutes } from './asset/asset.routes';
import { authRoutes, sessionRoutes } from './auth/auth.routes';
import { readSession } from './auth/auth.middleware';
import { loadGroup, maintenanceGate } from './group/group.middleware';
import { groupRoutes, settingsRoutes } from './group/group.routes';
import { couponRoutes } from './coupon/coupon.routes';
import { couponAdminRoutes } from './coupon/coupon.admin.routes';
import { invitationRoutes } from './invitation/invitation.routes';
import { invitationAdminRoutes } from './invitation/invitation.admin.routes';
import { orderRoutes } from './order/order.routes';
import { paymentRoutes } from './payment/payment.routes';
import { productRoutes } from './product/product.routes';
import { kycRoutes } from './kyc/kyc.routes';
import { trackRoutes } from './track/track.routes';
import { nftRoutes } from './nft/nft.routes';
import { quizRoutes } from './quiz/quiz.routes';
import { courseRoutes } from './course/course.routes';
import { courseEditRoutes } from './course-edit/course-edit.routes';
import { albumRoutes } from './album/album.routes';
import { favoriteRoutes } from './favorite/favorite.routes';
import { attachmentRoutes } from './attachment/attachment.routes';
import { streamRoutes } from './stream/stream.routes';
import { memberRoutes } from './member/member.routes';
import { favoriteAppRoutes } from './favorite-app/favorite-app.routes';
import { appRoutes } from './app/app.routes';
import { luckycoinRoutes } from './luckycoin/luckycoin.routes';
import { tipRoutes } from './tip/tip.routes';
import { discussionRoutes } from './discussion/discussion.routes';
import { checkinRoutes } from './checkin/checkin.routes';
import { badgeRoutes, chainRoutes } from './badge/badge.routes';
import { kycNotifyRoutes } from './kyc/kyc.notify.routes';
import { invoiceNotifyRoutes } from './invoice/invoice.routes';
import { liveRoutes } from './stream/live.routes';
import { articleRoutes } from './article/article.routes';
import { chatRoutes } from './chat/chat.routes';
import { profitRoutes } from './profit/profit.routes';
import { bankRoutes } from './bank/bank.routes';
import { invoiceRoutes } from './invoice/invoice.routes';
import { walletRoutes } from './wallet/wallet.routes';
import { eventRoutes } from './event/event.routes';
import { vaultRoutes } from './vault/vault.routes';
import { rewardRoutes } from './reward/reward.routes';
import { groupInfoRoutes } from './group-info/group-info.routes';
import { statsRoutes } from './stats/stats.routes';
import { homeRoutes } from './home/home.routes';
import { openApiRoutes } from './openapi/openapi.routes';

/**
 * Every feature router served under /api/groups/:group. A new feature adds its router here;
 * the group, maintenance and session middleware then apply to it unchanged.
 */
const GROUP_FEATURES: Hono<GroupEnv>[] = [
  groupRoutes, settingsRoutes, authRoutes, sessionRoutes, accountRoutes, profileRoutes, assetRoutes, productRoutes, invitationRoutes, couponRoutes, orderRoutes,
  couponAdminRoutes, invitationAdminRoutes,
  kycRoutes, quizRoutes, nftRoutes, trackRoutes,
  courseRoutes, courseEditRoutes, albumRoutes, favoriteRoutes, attachmentRoutes,
  streamRoutes, memberRoutes, favoriteAppRoutes, appRoutes,
  luckycoinRoutes,
  tipRoutes,
  discussionRoutes,
  checkinRoutes,
  badgeRoutes,
  articleRoutes,
  chatRoutes,
  profitRoutes,
  bankRoutes,
  invoiceRoutes,
  walletRoutes,
  eventRoutes,
  vaultRoutes,
  rewardRoutes,
  groupInfoRoutes,
  statsRoutes,
  homeRoutes,
];

export function createApiRouter(features: Hono<GroupEnv>[] = GROUP_FEATURES): Hono<AppEnv> {
  const groupApi = new Hono<GroupEnv>();
  // Order matters: unknown group 404s first, then maintenance, then the token is read.
  groupApi.use('*', loadGroup, maintenanceGate, readSession);
  for (const feature of features) groupApi.route('/', feature);
  return new Hono<AppEnv>()
    .route('/groups/:group', groupApi)
    // Payment providers' notifications: not a group's API (no token, no maintenance gate).
    .route('/payments', paymentRoutes)
    // The chain indexer's notifications about badge seals: likewise outside /groups.
    .route('/chain', chainRoutes)
    // The wallet's reports on withdrawal transfers from the vaults: likewise.
    // The KYC vendor's results: likewise.
    .route('/kyc', kycNotifyRoutes)
    // The invoicing vendor's reports: likewise.
    .route('/invoices', invoiceNotifyRoutes)
    // The live-video service asking to authorise a publish: likewise.
    .route('/live', liveRoutes)
    // The API's reference: the document made from the declarations, and a page to read it.
    .route('/', openApiRoutes);
}
