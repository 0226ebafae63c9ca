// English is the source locale. Only the core namespaces ship in the first
// paint (the shell, the error catalogue with the error page's texts, the UI kit); every
// other namespace is fetched together with the route that uses it, so a new
// feature's texts never grow the entry. zh and ja are always fetched.
import common from './common.json';
import errors from './errors.json';
import ui from './ui.json';

export const core = { common, errors, ui };

/** The shape of every namespace, for typing keys; listing one here costs no bytes. */
export type Resources = typeof core & {
  exception: typeof import('./exception.json');
  widgets: typeof import('./widgets.json');
  start: typeof import('./start.json');
  backtoapp: typeof import('./backtoapp.json');
  auth: typeof import('./auth.json');
  checkout: typeof import('./checkout.json');
  coupon: typeof import('./coupon.json');
  order: typeof import('./order.json');
  invitation: typeof import('./invitation.json');
  join: typeof import('./join.json');
  membership: typeof import('./membership.json');
  access: typeof import('./access.json');
  home: typeof import('./home.json');
  kyc: typeof import('./kyc.json');
  nft: typeof import('./nft.json');
  quiz: typeof import('./quiz.json');
  onboarding: typeof import('./onboarding.json');
  rules: typeof import('./rules.json');
  settings: typeof import('./settings.json');
  course: typeof import('./course.json');
  favorite: typeof import('./favorite.json');
  stream: typeof import('./stream.json');
  member: typeof import('./member.json');
  album: typeof import('./album.json');
  course_edit: typeof import('./course_edit.json');
  me: typeof import('./me.json');
  admin: typeof import('./admin.json');
  codes: typeof import('./codes.json');
  discussion: typeof import('./discussion.json');
  tip: typeof import('./tip.json');
  luckycoin: typeof import('./luckycoin.json');
  feed: typeof import('./feed.json');
  article: typeof import('./article.json');
  checkin: typeof import('./checkin.json');
  badge: typeof import('./badge.json');
  chat: typeof import('./chat.json');
  profit: typeof import('./profit.json');
  bank: typeof import('./bank.json');
  invoice: typeof import('./invoice.json');
  admin_settings: typeof import('./admin_settings.json');
  admin_payment: typeof import('./admin_payment.json');
  admin_members: typeof import('./admin_members.json');
  admin_money: typeof import('./admin_money.json');
  admin_stats: typeof import('./admin_stats.json');
  admin_content: typeof import('./admin_content.json');
  admin_community: typeof import('./admin_community.json');
};
export type Namespace = keyof Resources;
