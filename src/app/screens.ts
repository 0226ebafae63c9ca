// The screen table: which spec route (src/lib/paths.ts) renders which lazy screen, one line each,
// saying only what differs from the defaults. A route is in the table once its screen is built;
// the paths module knows every other route, and features show no link to those (linkTo()).
//
// Defaults: access 'entry' (the §1 entry guard), no tab, no scroll memory, the screen's texts in
// the namespaces listed (loaded together with its chunk) and its top-bar title at
// `routes.<route name>` of the first of them. Admin routes (`group-admin*`) are not listed here:
// they belong to the admin sub-app, one lazy chunk with its own table (below).
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
/** Namespaces that carry a title for route N: the first namespace of a screen must be one. */
type TitledIn<N extends string> = {
  [K in Namespace]: Resources[K] extends { routes: { [key in N]: string } } ? K : never;
}[Namespace];

/** A lazy screen whose chunk and translation namespaces load together, so it never renders raw keys. */
export function lazyWithTexts(load: Load, namespaces: readonly Namespace[]): LazyScreen {
  return lazyScreen(() => Promise.all([load(), loadNamespaces(namespaces)]).then(([m]) => m), AppChunkError);
}

// One lazy component per screen module, however many routes render it.
const cache = new Map<Load, LazyScreen>();

function s<N extends RouteName>(
  name: N,
  load: Load,
  ns: readonly [TitledIn<N>, ...Namespace[]],
  options: Options = {},
): ScreenDef {
  let screen = cache.get(load);
  if (!screen) cache.set(load, (screen = lazyWithTexts(load, ns)));
  return {
    name,
    screen,
    access: options.access || 'entry',
    tab: options.tab || null,
    scroll: !!options.scroll,
    title: `${ns[0]}:routes.${name}`,
  };
}

const home = () => import('../features/home/routes/HomeScreen');
const stream = () => import('../features/stream/routes/StreamScreen');
const courseEdit = () => import('../features/course-edit/routes/CourseEditScreen');
const albumEdit = () => import('../features/album/routes/AlbumEditScreen');
const HOME_NS = OPENING_SCREEN_NAMESPACES;

// prettier-ignore
export const screens: ScreenDef[] = [
  s('index', () => import('../features/start/routes/StartScreen'), ['start'], { access: 'public' }),
  s('group', home, HOME_NS, { tab: 'home' }),
  s('group-home', home, HOME_NS, { access: 'public', tab: 'home' }),
  s('group-courses', () => import('../features/course/routes/CoursesScreen'), ['course', 'course_edit'], { tab: 'courses', scroll: true }),
  s('group-courses-create', courseEdit, ['course_edit'], { access: 'lecturer' }),
  s('group-courses-id', () => import('../features/course/routes/CourseScreen'), ['course', 'auth', 'course_edit'], { access: 'public' }),
  s('group-courses-id-edit', courseEdit, ['course_edit'], { access: 'lecturer' }),
  s('group-courses-id-edit-messages', () => import('../features/course-edit/routes/CourseMessagesScreen'), ['course_edit'], { access: 'lecturer' }),
  s('group-albums', () => import('../features/album/routes/AlbumsScreen'), ['album'], { scroll: true }),
  s('group-albums-create', albumEdit, ['album', 'course_edit'], { access: 'lecturer' }),
  s('group-albums-album', () => import('../features/album/routes/AlbumScreen'), ['album', 'course', 'auth'], { access: 'public', scroll: true }),
  s('group-albums-album-edit', albumEdit, ['album', 'course_edit'], { access: 'lecturer' }),
  s('group-fav', () => import('../features/favorite/routes/FavoritesScreen'), ['favorite', 'course']),
  s('group-me', () => import('../features/me/routes/MeScreen'), ['me'], { tab: 'me' }),
  s('group-settings', () => import('../features/settings/routes/SettingsScreen'), ['settings'], { access: 'public' }),
  s('group-exception-maintenance', () => import('../features/exception/routes/MaintenanceScreen'), ['exception'], { access: 'public' }),
  s('group-exception-forbidden', () => import('../features/exception/routes/ForbiddenScreen'), ['exception'], { access: 'public' }),
  s('group-exception-permission', () => import('../features/exception/routes/PermissionScreen'), ['exception', 'auth'], { access: 'public' }),
  s('group-back-to-app', () => import('../features/backtoapp/routes/BackToAppScreen'), ['backtoapp'], { access: 'public' }),
  s('group-kyc', () => import('../features/kyc/routes/KycScreen'), ['kyc']),
  s('group-auth-mixin-callback', () => import('../features/auth/routes/MixinCallbackScreen'), ['auth'], { access: 'public' }),
  s('group-auth-wx-callback', () => import('../features/auth/routes/WechatCallbackScreen'), ['auth'], { access: 'public' }),
  s('group-auth-wx-id', () => import('../features/auth/routes/WechatIdScreen'), ['auth'], { access: 'public' }),
  s('group-auth-wx-register', () => import('../features/auth/routes/WechatRegisterScreen'), ['auth'], { access: 'public' }),
  s('group-checkout-result', () => import('../features/order/routes/CheckoutResultScreen'), ['order'], { access: 'public' }),
  s('group-order-id', () => import('../features/order/routes/OrderScreen'), ['order'], { access: 'public' }),
  s('group-onboarding-guide', () => import('../features/onboarding/routes/OnboardingGuideScreen'), ['onboarding'], { access: 'public' }),
  s('group-onboarding-install', () => import('../features/onboarding/routes/OnboardingInstallScreen'), ['onboarding'], { access: 'public' }),
  s('group-onboarding-welcome', () => import('../features/onboarding/routes/OnboardingWelcomeScreen'), ['onboarding']),
  s('group-invitations-public', () => import('../features/invitation/routes/InvitationPublicScreen'), ['invitation'], { access: 'public' }),
  s('group-renew', () => import('../features/membership/routes/RenewScreen'), ['membership', 'join']),
  // §2 names both; the live stream is one screen (it shows whatever is on now).
  s('group-stream', stream, ['stream', 'auth'], { access: 'public' }),
  s('group-streaming', stream, ['stream', 'auth'], { access: 'public' }),
  s('group-members', () => import('../features/member/routes/MembersScreen'), ['member'], { scroll: true }),
  s('members-id', () => import('../features/member/routes/MemberScreen'), ['member', 'auth'], { access: 'public' }),
];

// The admin portal (§2): every `group-admin*` route is one lazy sub-app with its own section table
// (src/app/admin/sections.ts), behind the admin guard, so none of its sections costs the first paint.
const adminApp = lazyWithTexts(() => import('./admin/AdminApp'), ['admin']);

export function isAdminRoute(name: RouteName): boolean {
  return name === 'group-admin' || name.indexOf('group-admin-') === 0;
}

function adminScreen(name: RouteName): ScreenDef {
  return { name, screen: adminApp, access: 'admin', tab: null, scroll: false, title: `admin:routes.${name}` };
}

markBuilt(screens.map((d) => d.name).concat(['group-admin']));

/** Shown for any URL no screen matches (§8: 404 'This page could not be found'). */
export const notFoundScreen: Omit<ScreenDef, 'name'> = {
  screen: lazyWithTexts(() => import('../features/exception/routes/NotFoundScreen'), ['exception']),
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
