// The admin portal's section table (§2 "Admin portal"), in the sub-app's own chunk: one line a
// section, like the member app's screen table. A section listed here is built; the paths module
// knows the others (`group-admin-*`) and the portal shows no entry for them.
import type { Namespace } from '../../../locales/en';
import { t } from '../../lib/i18n';
import { markBuilt, type RouteName } from '../../lib/paths';
import type { ComponentType } from 'preact';
import { guardedScreen } from '../guards';
import { lazyWithTexts } from '../screens';

export interface AdminSection {
  name: RouteName;
  /** Every section is for admins and the owner; some (§6) are the owner's alone. */
  access: 'admin' | 'owner';
  /** The section's screen, behind the owner guard when it is the owner's (the portal has checked admin). */
  view: ComponentType<any>;
}

function a(name: RouteName, load: () => Promise<{ default: any }>, ns: readonly Namespace[], access: AdminSection['access'] = 'admin'): AdminSection {
  const screen = lazyWithTexts(load, ns);
  return { name, access, view: access === 'owner' ? guardedScreen({ screen, access }) : screen };
}

// prettier-ignore
export const sections: AdminSection[] = [
  a('group-admin-general', () => import('../../features/group/routes/AdminGeneralScreen'), ['admin', 'admin_settings']),
  a('group-admin-theme', () => import('../../features/group/routes/AdminThemeScreen'), ['admin', 'admin_settings']),
  a('group-admin-privacy', () => import('../../features/group/routes/AdminPrivacyScreen'), ['admin', 'admin_settings']),
  a('group-admin-profile', () => import('../../features/group/routes/AdminProfileScreen'), ['admin', 'admin_settings']),
  a('group-admin-notification', () => import('../../features/group/routes/AdminNotificationScreen'), ['admin', 'admin_settings']),
  a('group-admin-payment', () => import('../../features/membership/routes/AdminPaymentScreen'), ['admin', 'admin_payment']),
  a('group-admin-crypto', () => import('../../features/membership/routes/AdminCryptoScreen'), ['admin', 'admin_payment']),
  a('group-admin-invitation', () => import('../../features/invitation/routes/AdminInvitationScreen'), ['admin', 'admin_payment', 'admin_content']),
  a('group-admin-home', () => import('../../features/home/routes/AdminHomeScreen'), ['admin', 'admin_payment']),
  a('group-admin-shortcut', () => import('../../features/shortcut/routes/AdminShortcutScreen'), ['admin', 'admin_payment']),
  a('group-admin-favorite', () => import('../../features/shortcut/routes/AdminFavoriteScreen'), ['admin', 'admin_payment']),
  a('group-admin-chat', () => import('../../features/chat/routes/AdminChatScreen'), ['admin']),
  a('group-admin-group_events', () => import('../../features/event/routes/AdminEventsScreen'), ['admin', 'admin_members']),
  a('group-admin-user_stat', () => import('../../features/stats/routes/AdminUserStatScreen'), ['admin', 'admin_stats', 'widgets']),
  a('group-admin-profit_stat', () => import('../../features/stats/routes/AdminProfitStatScreen'), ['admin', 'admin_stats', 'widgets']),
  a('group-admin-vaults', () => import('../../features/vault/routes/AdminVaultsScreen'), ['admin', 'admin_money']),
  a('group-admin-vaults-withdraw', () => import('../../features/vault/routes/AdminVaultsWithdrawScreen'), ['admin', 'admin_money']),
  a('group-admin-reward', () => import('../../features/vault/routes/AdminRewardScreen'), ['admin', 'admin_money']),
  a('group-admin-article', () => import('../../features/article/routes/AdminArticleScreen'), ['admin', 'admin_content']),
  a('group-admin-article-new', () => import('../../features/article/routes/AdminArticleNewScreen'), ['admin', 'admin_content', 'widgets']),
  a('group-admin-article-id', () => import('../../features/article/routes/AdminArticleEditScreen'), ['admin', 'admin_content', 'widgets']),
  a('group-admin-coupon', () => import('../../features/coupon/routes/AdminCouponScreen'), ['admin', 'admin_content', 'order', 'widgets']),
  a('group-admin-course', () => import('../../features/course-edit/routes/AdminCourseScreen'), ['admin', 'admin_community', 'course_edit']),
  a('group-admin-discussion', () => import('../../features/discussion/routes/AdminDiscussionScreen'), ['admin', 'admin_community', 'discussion']),
  a('group-admin-luckycoin', () => import('../../features/luckycoin/routes/AdminLuckycoinScreen'), ['admin', 'admin_community']),
  a('group-admin-tip', () => import('../../features/tip/routes/AdminTipScreen'), ['admin', 'admin_community']),
  a('group-admin-stream', () => import('../../features/stream/routes/AdminStreamScreen'), ['admin', 'admin_community', 'stream', 'widgets']),
  a('group-admin-setting-stream_prepare', () => import('../../features/stream/routes/AdminStreamPrepareScreen'), ['admin', 'admin_community', 'stream', 'widgets']),
];

markBuilt(sections.map((s) => s.name));

/** An entry of the portal's list that leads out of it, to a member-app screen where admins have tools of their own. */
export interface AdminLink {
  name: RouteName;
  title: () => string;
  hint: () => string;
}

// The member list and a member's page carry the member management (issue 14 point 2); the check-in
// list carries the task management (new task, edit, online/offline, statistics; issue 14 point 3).
export const links: AdminLink[] = [
  { name: 'group-members', title: () => t('admin_members:nav.title'), hint: () => t('admin_members:nav.hint') },
  { name: 'group-checkin', title: () => t('admin_community:nav.checkin.title'), hint: () => t('admin_community:nav.checkin.hint') },
];

/** The portal's index shows the group at a glance above the sections (issue 26 point 13). */
export const dashboard = lazyWithTexts(() => import('../../features/stats/routes/AdminDashboardPanel'), ['admin', 'admin_stats']);

/** A labelled group of the portal's entries: sections (by route name) and links out of it, in their order. */
export interface AdminGroup {
  key: 'people' | 'community' | 'content' | 'money' | 'settings';
  entries: RouteName[];
}

// Every top-level section and every link, once (AdminApp.test.tsx checks): pages inside a section are reached from it.
// prettier-ignore
export const groups: AdminGroup[] = [
  { key: 'people', entries: ['group-members', 'group-admin-user_stat', 'group-admin-group_events'] },
  { key: 'community', entries: ['group-admin-chat', 'group-admin-discussion', 'group-checkin', 'group-admin-invitation', 'group-admin-luckycoin', 'group-admin-tip'] },
  { key: 'content', entries: ['group-admin-article', 'group-admin-course', 'group-admin-stream', 'group-admin-home', 'group-admin-shortcut', 'group-admin-favorite'] },
  { key: 'money', entries: ['group-admin-payment', 'group-admin-crypto', 'group-admin-coupon', 'group-admin-vaults', 'group-admin-reward', 'group-admin-profit_stat'] },
  { key: 'settings', entries: ['group-admin-general', 'group-admin-theme', 'group-admin-privacy', 'group-admin-profile', 'group-admin-notification'] },
];

export function sectionFor(name: RouteName | null): AdminSection | undefined {
  for (const s of sections) if (s.name === name) return s;
  return undefined;
}
