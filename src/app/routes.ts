// The same matcher Router uses, so links and rendering never disagree.
import { exec } from 'preact-iso/router';
import type { core as en, Namespace } from '../../locales/en';
import { loadNamespaces } from '../lib/i18n';

import { AppChunkError } from './AppChunkError';
import { lazyScreen, type LazyScreen } from './chunkReload';

/** Bottom-navigation tabs (§2); each leads to the route `group-{tab}`. */
export type Tab = 'home' | 'courses' | 'discussions' | 'me';
export const TABS: Tab[] = ['home', 'courses', 'discussions', 'me'];

/** Named access checks a route runs before its screen; null on public routes (§1, §2). */
export type GuardName = 'entry';

export type RouteTitleKey = `routes.${keyof typeof en.common.routes & string}`;

export interface RouteDef {
  path: string;
  /** Reachable without login (§2 "Public routes"). */
  public: boolean;
  /** The bottom-nav tab this route is; the bar shows only on tab routes. */
  tab: Tab | null;
  guard: GuardName | null;
  /** Come back to where the list was scrolled (courses and albums, §2). */
  restoreScroll: boolean;
  /** Top app bar title, a key of locales/en/common.json. */
  title: RouteTitleKey;
  screen: LazyScreen;
}

/**
 * A lazy screen whose chunk and translation namespaces load together, so the
 * screen never renders raw keys and the entry carries no feature's texts.
 */
const screen = (load: () => Promise<{ default: any }>, namespaces: readonly Namespace[] = []) =>
  lazyScreen(() => Promise.all([load(), loadNamespaces(namespaces)]).then(([m]) => m), AppChunkError);

const stream = screen(() => import('../features/stream/routes/StreamScreen'), ['stream', 'auth']);
const home = screen(() => import('../features/home/routes/HomeScreen'), ['home', 'auth', 'course', 'stream']);

// Spec route names (§2). Only routes whose screens exist are listed; a route
// is added here together with its screen.
const table = {
  index: {
    path: '/',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.index',
    screen: screen(() => import('../features/start/routes/StartScreen')),
  },
  group: {
    path: '/:group',
    public: false,
    tab: 'home',
    guard: 'entry',
    restoreScroll: false,
    title: 'routes.group',
    screen: home,
  },
  'group-home': {
    path: '/:group/home',
    public: true,
    tab: 'home',
    guard: null,
    restoreScroll: false,
    title: 'routes.home',
    screen: home,
  },
  'group-courses': {
    path: '/:group/courses',
    public: false,
    tab: 'courses',
    guard: 'entry',
    restoreScroll: true,
    title: 'routes.courses',
    screen: screen(() => import('../features/course/routes/CoursesScreen'), ['course', 'course_edit']),
  },
  // Before group-courses-id, which would otherwise take 'create' for an id.
  'group-courses-create': {
    path: '/:group/courses/create',
    public: false,
    tab: null,
    guard: 'entry',
    restoreScroll: false,
    title: 'routes.course_create',
    screen: screen(() => import('../features/course-edit/routes/CourseEditScreen'), ['course_edit']),
  },
  'group-courses-id-edit': {
    path: '/:group/courses/:id/edit',
    public: false,
    tab: null,
    guard: 'entry',
    restoreScroll: false,
    title: 'routes.course_edit',
    screen: screen(() => import('../features/course-edit/routes/CourseEditScreen'), ['course_edit']),
  },
  'group-courses-id-edit-messages': {
    path: '/:group/courses/:id/edit/messages',
    public: false,
    tab: null,
    guard: 'entry',
    restoreScroll: false,
    title: 'routes.course_messages',
    screen: screen(() => import('../features/course-edit/routes/CourseMessagesScreen'), ['course_edit']),
  },
  'group-albums': {
    path: '/:group/albums',
    public: false,
    tab: null,
    guard: 'entry',
    restoreScroll: true,
    title: 'routes.albums',
    screen: screen(() => import('../features/album/routes/AlbumsScreen'), ['album']),
  },
  // Before group-albums-album, which would otherwise take 'create' for an album id.
  'group-albums-create': {
    path: '/:group/albums/create',
    public: false,
    tab: null,
    guard: 'entry',
    restoreScroll: false,
    title: 'routes.album_create',
    screen: screen(() => import('../features/album/routes/AlbumEditScreen'), ['album', 'course_edit']),
  },
  'group-albums-album': {
    path: '/:group/albums/:album',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: true,
    title: 'routes.album',
    screen: screen(() => import('../features/album/routes/AlbumScreen'), ['album', 'course', 'auth']),
  },
  'group-albums-album-edit': {
    path: '/:group/albums/:album/edit',
    public: false,
    tab: null,
    guard: 'entry',
    restoreScroll: false,
    title: 'routes.album_edit',
    screen: screen(() => import('../features/album/routes/AlbumEditScreen'), ['album', 'course_edit']),
  },
  // Public (§2): a guest reads a public course through /open-courses; others are asked to log in, join or pay.
  'group-courses-id': {
    path: '/:group/courses/:id',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.course',
    screen: screen(() => import('../features/course/routes/CourseScreen'), ['course', 'auth', 'course_edit']),
  },
  'group-fav': {
    path: '/:group/fav',
    public: false,
    tab: null,
    guard: 'entry',
    restoreScroll: false,
    title: 'routes.fav',
    screen: screen(() => import('../features/favorite/routes/FavoritesScreen'), ['favorite', 'course']),
  },
  // §2: profile, membership and renewal, and the way to settings; a tab when profile_enabled.
  'group-me': {
    path: '/:group/me',
    public: false,
    tab: 'me',
    guard: 'entry',
    restoreScroll: false,
    title: 'routes.me',
    screen: screen(() => import('../features/me/routes/MeScreen'), ['me']),
  },
  'group-settings': {
    path: '/:group/settings',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.settings',
    screen: screen(() => import('../features/settings/routes/SettingsScreen'), ['settings']),
  },
  'group-exception-maintenance': {
    path: '/:group/exception/maintenance',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.maintenance',
    screen: screen(() => import('../features/exception/routes/MaintenanceScreen')),
  },
  'group-exception-forbidden': {
    path: '/:group/exception/forbidden',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.forbidden',
    screen: screen(() => import('../features/exception/routes/ForbiddenScreen')),
  },
  'group-exception-permission': {
    path: '/:group/exception/permission',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.permission',
    screen: screen(() => import('../features/exception/routes/PermissionScreen'), ['auth']),
  },
  'group-back-to-app': {
    path: '/:group/back-to-app',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.back_to_app',
    screen: screen(() => import('../features/backtoapp/routes/BackToAppScreen')),
  },
  'group-kyc': {
    path: '/:group/kyc',
    public: false,
    tab: null,
    guard: 'entry',
    restoreScroll: false,
    title: 'routes.kyc',
    screen: screen(() => import('../features/kyc/routes/KycScreen'), ['kyc']),
  },
  'group-auth-mixin-callback': {
    path: '/:group/auth/mixin/callback',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.auth_callback',
    screen: screen(() => import('../features/auth/routes/MixinCallbackScreen'), ['auth']),
  },
  'group-checkout-result': {
    path: '/:group/checkout/result',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.checkout_result',
    screen: screen(() => import('../features/order/routes/CheckoutResultScreen'), ['order']),
  },
  'group-order-id': {
    path: '/:group/order/:id',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.order',
    screen: screen(() => import('../features/order/routes/OrderScreen'), ['order']),
  },
  'group-auth-wx-callback': {
    path: '/:group/auth/wx/callback',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.auth_callback',
    screen: screen(() => import('../features/auth/routes/WechatCallbackScreen'), ['auth']),
  },
  'group-auth-wx-id': {
    path: '/:group/auth/wx/id',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.auth_callback',
    screen: screen(() => import('../features/auth/routes/WechatIdScreen'), ['auth']),
  },
  'group-auth-wx-register': {
    path: '/:group/auth/wx/register',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.auth_register',
    screen: screen(() => import('../features/auth/routes/WechatRegisterScreen'), ['auth']),
  },
  'group-onboarding-guide': {
    path: '/:group/onboarding/guide',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.onboarding_guide',
    screen: screen(() => import('../features/onboarding/routes/OnboardingGuideScreen'), ['onboarding']),
  },
  'group-onboarding-install': {
    path: '/:group/onboarding/install',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.onboarding_install',
    screen: screen(() => import('../features/onboarding/routes/OnboardingInstallScreen'), ['onboarding']),
  },
  'group-onboarding-welcome': {
    path: '/:group/onboarding/welcome',
    public: false,
    tab: null,
    guard: 'entry',
    restoreScroll: false,
    title: 'routes.onboarding_welcome',
    screen: screen(() => import('../features/onboarding/routes/OnboardingWelcomeScreen'), ['onboarding']),
  },
  'group-invitations-public': {
    path: '/:group/invitations/public',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.invitations_public',
    screen: screen(() => import('../features/invitation/routes/InvitationPublicScreen'), ['invitation']),
  },
  'group-renew': {
    path: '/:group/renew',
    public: false,
    tab: null,
    guard: 'entry',
    restoreScroll: false,
    title: 'routes.renew',
    screen: screen(() => import('../features/membership/routes/RenewScreen'), ['membership', 'join']),
  },
  'group-stream': {
    path: '/:group/stream',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.stream',
    screen: stream,
  },
  // §2 names both; the live stream is the same screen (it shows whatever is on now).
  'group-streaming': {
    path: '/:group/streaming',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.stream',
    screen: stream,
  },
  'group-members': {
    path: '/:group/members',
    public: false,
    tab: null,
    guard: 'entry',
    restoreScroll: true,
    title: 'routes.members',
    screen: screen(() => import('../features/member/routes/MembersScreen'), ['member']),
  },
  'members-id': {
    path: '/:group/members/:id',
    public: true,
    tab: null,
    guard: null,
    restoreScroll: false,
    title: 'routes.member',
    screen: screen(() => import('../features/member/routes/MemberScreen'), ['member', 'auth']),
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof table;

/** Shown for any URL no route matches (§8: 404 'This page could not be found'). */
export const notFoundRoute: Omit<RouteDef, 'path'> = {
  public: true,
  tab: null,
  guard: null,
  restoreScroll: false,
  title: 'routes.not_found',
  screen: screen(() => import('../features/exception/routes/NotFoundScreen')),
};

export interface NamedRoute extends RouteDef {
  name: RouteName;
}

export const routes: NamedRoute[] = (Object.keys(table) as RouteName[]).map((name) => ({ name, ...table[name] }));

export function routeByName(name: string): NamedRoute | undefined {
  for (const r of routes) if (r.name === name) return r;
  return undefined;
}

// `/:group/courses/:id` → 'group' | 'id'
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof table)[N]['path']>]: string };
export type Query = Record<string, string | number | undefined | null>;

/** The in-app URL of a named route, without '#': `/demo/exception/permission?source=...`. */
export function routeUrl<N extends RouteName>(name: N, params: RouteParams<N>, query?: Query): string {
  const values = params as Record<string, string>;
  const path = table[name].path.replace(/:([A-Za-z_]+)/g, (_, key: string) => encodeURIComponent(values[key]));
  const search = new URLSearchParams();
  if (query) {
    Object.keys(query).forEach((key) => {
      const v = query[key];
      if (v != null) search.append(key, String(v));
    });
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A hash link to a named route: `to('group-home', {group: 'demo'})` → `#/demo/home`. */
export function to<N extends RouteName>(name: N, params: RouteParams<N>, query?: Query): string {
  return '#' + routeUrl(name, params, query);
}

export interface RouteMatch {
  route: NamedRoute | null;
  params: Record<string, string>;
}

/** The route a path belongs to (table order), or `route: null` for the 404 screen. */
export function matchRoute(path: string): RouteMatch {
  const clean = path.split('?')[0];
  for (const route of routes) {
    const m = exec(clean, route.path);
    if (m) return { route, params: (m.params || {}) as Record<string, string> };
  }
  // A group-looking URL still belongs to that group (for its bar and links).
  const seg = clean.split('/').filter(Boolean);
  return { route: null, params: seg.length ? { group: decodeSegment(seg[0]) } : {} };
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Starts the next screen's chunk when a finger touches (or the pointer hovers)
 * a link, so it is usually there by the time the tap ends. One listener for
 * the whole document.
 */
/** Starts loading the screen an in-app URL leads to: its chunk and its texts. */
export function preloadScreen(url: string): Promise<unknown> {
  const match = matchRoute(url);
  return (match.route ? match.route.screen : notFoundRoute.screen).preload();
}

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

/** The route a bottom-nav tab leads to (`group-{tab}`, §2), when this build has it. */
export function tabRoute(tab: Tab): NamedRoute | undefined {
  return routeByName(`group-${tab}`);
}

/** A hash link for a route found by name at run time (tabs); `to()` is the typed form. */
export function hrefFor(route: NamedRoute, params: Record<string, string>): string {
  return '#' + route.path.replace(/:([A-Za-z_]+)/g, (_, key: string) => encodeURIComponent(params[key] || ''));
}
