// The screen table: which spec route (src/lib/paths.ts) renders which lazy screen, one line each,
// saying only what differs from the defaults. A route is in the table once its screen is built;
// the paths module knows every other route, and features show no link to those (linkTo()).
//
// Defaults: access 'entry' (the §1 entry guard), no tab, no scroll memory, the screen's texts in
// the namespaces listed (loaded together with its chunk) and its top-bar title at
// `routes.<route name>` of the first of them. Admin routes (`group-admin*`) are not listed here:
// they belong to the admin sub-app, one lazy chunk with its own table (below).
import type { ComponentType } from 'preact';
import type { Namespace, Resources } from '../../locales/en';
import { loadNamespaces } from '../lib/i18n';
import { markBuilt, matchPath, type RouteName } from '../lib/paths';
import { AppChunkError } from './AppChunkError';
import { lazyScreen, type LazyScreen } from './chunkReload';
import { OPENING_SCREEN_NAMESPACES } from './openingScreen';
import type { Tab } from './tabs';

/**
 * Who may open a route (§6), checked by the guard registry (guards.tsx) before the screen renders:
 * anyone; people who pass the §1 entry checks; and among those, lecturer authority (owner, admins,
 * lecturers), admins (and the owner), or the owner only.
 */
export type Access = 'public' | 'entry' | 'lecturer' | 'admin' | 'owner';

export interface ScreenDef {
  name: RouteName;
  screen: LazyScreen;
  access: Access;
  /** The bottom-nav tab this route is; the bar shows only on tab routes. */
  tab: Tab | null;
  /** Come back to where the list was scrolled (courses and albums, §2). */
  scroll: boolean;
  /** The top app bar's title, an i18n key with its namespace. */
  title: string;
}

interface Options {
  access?: Access;
  tab?: Tab;
  scroll?: boolean;
}

type Load = () => Promise<{ default: any }>;
/** A feature's screens module (`features/<name>/screens.ts`): its screens by route name, loaded lazily. */
type Feature<N extends RouteName> = () => Promise<{ screens: { [K in N]: ComponentType<any> } }>;
/** Namespaces that carry a title for route N: the first namespace of a screen must be one. */
type TitledIn<N extends string> = {
  [K in Namespace]: Resources[K] extends { routes: { [key in N]: string } } ? K : never;
}[Namespace];

/** A lazy screen whose chunk and translation namespaces load together, so it never renders raw keys. */
export function lazyWithTexts(load: Load, namespaces: readonly Namespace[]): LazyScreen {
  return lazyScreen(() => Promise.all([load(), loadNamespaces(namespaces)]).then(([m]) => m), AppChunkError);
}

function s<N extends RouteName>(name: N, feature: Feature<N>, ns: readonly [TitledIn<N>, ...Namespace[]], options: Options = {}): ScreenDef {
  // Each route its own lazy component (routes that show one screen share its chunk and texts).
  const screen = lazyWithTexts(() => feature().then((m) => ({ default: m.screens[name] })), ns);
  return {
    name,
    screen,
    access: options.access || 'entry',
    tab: options.tab || null,
    scroll: !!options.scroll,
    title: `${ns[0]}:routes.${name}`,
  };
}

// One import per feature: its screens share its chunk, and a screen added to a feature adds no
// import (and no preload list) to the entry.
const album = () => import('../features/album/screens');
const article = () => import('../features/article/screens');
const auth = () => import('../features/auth/screens');
const backtoapp = () => import('../features/backtoapp/screens');
const bank = () => import('../features/bank/screens');
const badge = () => import('../features/badge/screens');
const chat = () => import('../features/chat/screens');
const checkin = () => import('../features/checkin/screens');
const coupon = () => import('../features/coupon/screens');
const course = () => import('../features/course/screens');
const discussion = () => import('../features/discussion/screens');
const courseEdit = () => import('../features/course-edit/screens');
const exception = () => import('../features/exception/screens');
const favorite = () => import('../features/favorite/screens');
const home = () => import('../features/home/screens');
const invitation = () => import('../features/invitation/screens');
const invoice = () => import('../features/invoice/screens');
const kyc = () => import('../features/kyc/screens');
const luckycoin = () => import('../features/luckycoin/screens');
const me = () => import('../features/me/screens');
const member = () => import('../features/member/screens');
const membership = () => import('../features/membership/screens');
const onboarding = () => import('../features/onboarding/screens');
const profit = () => import('../features/profit/screens');
const order = () => import('../features/order/screens');
const settings = () => import('../features/settings/screens');
const start = () => import('../features/start/screens');
const stream = () => import('../features/stream/screens');
const tip = () => import('../features/tip/screens');
const HOME_NS = OPENING_SCREEN_NAMESPACES;

// prettier-ignore
export const screens: ScreenDef[] = [
  s('index', start, ['start'], { access: 'public' }),
  // §2's "index and fp": fp (the front page) is the index screen under a second path, not a
  // redirect; the URL stays #/fp.
  s('fp', start, ['start'], { access: 'public' }),
  s('group', home, HOME_NS, { tab: 'home' }),
  s('group-home', home, HOME_NS, { access: 'public', tab: 'home' }),
  s('group-courses', course, ['course', 'course_edit'], { tab: 'courses', scroll: true }),
  s('group-courses-create', courseEdit, ['course_edit', 'widgets'], { access: 'lecturer' }),
  s('group-courses-id', course, ['course', 'auth', 'course_edit', 'widgets'], { access: 'public' }),
  s('group-courses-id-edit', courseEdit, ['course_edit', 'widgets'], { access: 'lecturer' }),
  s('group-courses-id-edit-messages', courseEdit, ['course_edit', 'widgets'], { access: 'lecturer' }),
  s('group-albums', album, ['album'], { scroll: true }),
  // albums/edit: the album list in its managing mode (create, and edit on each album) for
  // lecturers; the plain list for everyone else.
  s('group-albums-edit', album, ['album'], { scroll: true }),
  s('group-albums-create', album, ['album', 'course_edit'], { access: 'lecturer' }),
  s('group-albums-album', album, ['album', 'course', 'auth'], { access: 'public', scroll: true }),
  s('group-albums-album-edit', album, ['album', 'course_edit'], { access: 'lecturer' }),
  s('group-fav', favorite, ['favorite', 'course']),
  s('group-discussions', discussion, ['discussion'], { tab: 'discussions' }),
  s('group-discussions-post', discussion, ['discussion', 'widgets']),
  s('group-discussions-id', discussion, ['discussion']),
  s('group-discussions-id-edit', discussion, ['discussion', 'widgets']),
  s('group-conversation', chat, ['chat', 'widgets']),
  s('group-me', me, ['me'], { tab: 'me' }),
  s('group-me-profile', me, ['me']),
  // The owner's setup of a new group (entry guard: signed in first): owner and admins go on to
  // admin/general, others to the home.
  s('group-setup', settings, ['settings']),
  s('group-settings', settings, ['settings'], { access: 'public' }),
  s('group-exception-maintenance', exception, ['exception'], { access: 'public' }),
  s('group-exception-forbidden', exception, ['exception'], { access: 'public' }),
  s('group-exception-permission', exception, ['exception', 'auth'], { access: 'public' }),
  s('group-back-to-app', backtoapp, ['backtoapp'], { access: 'public' }),
  s('group-kyc', kyc, ['kyc', 'widgets']),
  s('group-luckycoin-pack', luckycoin, ['luckycoin', 'coupon']),
  s('group-luckycoin-id', luckycoin, ['luckycoin']),
  s('group-articles-id', article, ['article']),
  s('group-checkin', checkin, ['checkin']),
  s('group-checkin-create', checkin, ['checkin', 'widgets'], { access: 'admin' }),
  s('group-checkin-qualify', checkin, ['checkin']),
  s('group-checkin-id-edit', checkin, ['checkin', 'widgets'], { access: 'admin' }),
  s('group-checkin-id-preview', checkin, ['checkin', 'widgets']),
  s('group-checkin-id-statistics', checkin, ['checkin'], { access: 'admin' }),
  s('group-auth-mixin-callback', auth, ['auth'], { access: 'public' }),
  s('group-auth-wx-callback', auth, ['auth'], { access: 'public' }),
  s('group-auth-wx-id', auth, ['auth'], { access: 'public' }),
  s('group-auth-wx-register', auth, ['auth'], { access: 'public' }),
  // Talkee is no outside party of this product: its callback says that sign-in is not offered.
  s('group-auth-talkee-callback', auth, ['auth'], { access: 'public' }),
  s('group-checkout-result', order, ['order'], { access: 'public' }),
  s('group-order-id', order, ['order'], { access: 'public' }),
  s('group-onboarding-guide', onboarding, ['onboarding'], { access: 'public' }),
  s('group-onboarding-install', onboarding, ['onboarding', 'widgets'], { access: 'public' }),
  s('group-onboarding-welcome', onboarding, ['onboarding']),
  s('group-invitations-public', invitation, ['invitation', 'widgets'], { access: 'public' }),
  // The group's public link as a QR code, for anyone (its encoder loads with the QR, not here).
  s('group-qr', invitation, ['invitation', 'widgets'], { access: 'public' }),
  // Invitations (issue 13 point 3): the hub, codes, invitees, buyers and bonuses, share page and poster.
  s('group-invitations', invitation, ['invitation']),
  s('group-invitations-codes', invitation, ['invitation', 'widgets']),
  s('group-invitations-invitees', invitation, ['invitation']),
  s('group-invitations-buyers', invitation, ['invitation']),
  s('group-invitations-products-id', invitation, ['invitation']),
  s('group-invitations-owner', invitation, ['invitation'], { access: 'owner' }),
  s('group-invitations-share', invitation, ['invitation', 'widgets']),
  s('group-invitations-poster', invitation, ['invitation', 'widgets']),
  s('group-renew', membership, ['membership', 'join']),
  // §2 names both; the live stream is one screen (it shows whatever is on now).
  s('group-stream', stream, ['stream', 'auth', 'widgets'], { access: 'public' }),
  s('group-streaming', stream, ['stream', 'auth', 'widgets'], { access: 'public' }),
  // The group's public page is the home a guest sees (header, price, join): a shared #/g/public
  // stays there and works for members too, who get their home on it. Here, among the pages open
  // to anyone, rather than beside group-home: the table's order means nothing to matching, and the
  // entry's brotli size (at its 40 KB budget) swings by tens of bytes with where a line sits.
  s('group-public', home, HOME_NS, { access: 'public', tab: 'home' }),
  s('group-members', member, ['member', 'admin_members'], { scroll: true }),
  s('members-id', member, ['member', 'auth', 'badge', 'admin_members'], { access: 'public' }),
  s('group-tip-send', tip, ['tip', 'widgets', 'coupon']),
  s('group-tip-rank', tip, ['tip']),
  // Profit (issue 13 point 4): totals and months, a month, one asset's record of a month.
  s('group-profit', profit, ['profit']),
  s('group-profit-month', profit, ['profit']),
  s('group-profit-detail', profit, ['profit']),
  s('group-badge', badge, ['badge']),
  s('group-badge-id', badge, ['badge']),
  // A shared badge opens for anyone, without login (§2).
  s('group-badge-share', badge, ['badge', 'widgets'], { access: 'public' }),
  // Coupons (issue 13 point 2): claim by code, mine, per product, one coupon with "Use it".
  s('group-coupons', coupon, ['coupon', 'order']),
  s('group-coupons-mine', coupon, ['coupon', 'order']),
  s('group-coupons-product-id', coupon, ['coupon', 'order']),
  s('group-coupons-id', coupon, ['coupon', 'order']),
  s('group-accounts', bank, ['bank']),
  s('group-accounts-edit', bank, ['bank']),
  // Invoices (issue 13 point 6): invoiceable orders, titles, asking for one, its page.
  s('group-invoice', invoice, ['invoice']),
  s('group-invoice-title', invoice, ['invoice']),
  s('group-invoice-title-add', invoice, ['invoice']),
  s('group-invoice-title-id', invoice, ['invoice']),
  s('group-invoice-make-id', invoice, ['invoice']),
  s('group-invoice-make-succeed', invoice, ['invoice']),
  s('group-invoice-detail-id', invoice, ['invoice']),
];

// The admin portal (§2): every `group-admin*` route is one lazy sub-app with its own section table
// (src/app/admin/sections.ts), behind the admin guard, so none of its sections costs the first paint.
const adminApp = lazyWithTexts(() => import('./admin/AdminApp'), ['admin', 'admin_members', 'admin_community']);

export function isAdminRoute(name: RouteName): boolean {
  return name === 'group-admin' || name.indexOf('group-admin-') === 0;
}

function adminScreen(name: RouteName): ScreenDef {
  return { name, screen: adminApp, access: 'admin', tab: null, scroll: false, title: `admin:routes.${name}` };
}

markBuilt(screens.map((d) => d.name).concat(['group-admin']));

/** Shown for any URL no screen matches (§8: 404 'This page could not be found'). */
export const notFoundScreen: Omit<ScreenDef, 'name'> = {
  screen: lazyWithTexts(() => exception().then((m) => ({ default: m.NotFoundScreen })), ['exception']),
  access: 'public',
  tab: null,
  scroll: false,
  title: 'exception:routes.not_found',
};

const byName: Partial<Record<RouteName, ScreenDef>> = {};
for (const d of screens) byName[d.name] = d;

export function screenFor(name: RouteName): ScreenDef | undefined {
  return isAdminRoute(name) ? adminScreen(name) : byName[name];
}

export interface ScreenMatch {
  /** The screen for the path, or null for the 404 screen (no route, or a route not built). */
  def: ScreenDef | null;
  params: Record<string, string>;
}

export function matchScreen(path: string): ScreenMatch {
  const m = matchPath(path);
  return { def: (m.name && screenFor(m.name)) || null, params: m.params };
}

/** Starts loading the screen an in-app URL leads to: its chunk and its texts. */
export function preloadScreen(url: string): Promise<unknown> {
  return (matchScreen(url).def || notFoundScreen).screen.preload();
}

/**
 * Starts the next screen's chunk when a finger touches (or the pointer hovers) a link, so it is
 * usually there by the time the tap ends. One listener for the whole document.
 */
export function installPreload(doc: Document = document): () => void {
  const onIntent = (e: Event) => {
    const link = (e.target as Element | null)?.closest?.('a[href^="#/"]');
    if (link) void preloadScreen(link.getAttribute('href')!.slice(1));
  };
  doc.addEventListener('touchstart', onIntent, { passive: true, capture: true });
  doc.addEventListener('mouseover', onIntent, { passive: true, capture: true });
  return () => {
    doc.removeEventListener('touchstart', onIntent, { capture: true });
    doc.removeEventListener('mouseover', onIntent, { capture: true });
  };
}
