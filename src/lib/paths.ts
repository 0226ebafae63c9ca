// Every route the spec names (§2), apart from the screens that render them: features link through
// this module and never import the app. A route's name is its pattern with ':' dropped and '/'
// turned into '-' (`/:group/courses/:id/edit` is `group-courses-id-edit`), as the spec names them;
// '/' is `index` and `/:group/members/:id` keeps the spec's own name, `members-id`.
//
// The list is one array of strings so that a route costs the entry a few bytes (brotli folds the
// repeated prefixes). Within an area, static paths come before the ones with a parameter in the
// same place, because matching takes the first pattern that fits (`courses/create` before
// `courses/:id`); paths.test.ts checks that every pattern is reachable.
import { exec } from 'preact-iso/router';
import { navigate } from './location';

export { navigate };

export const PATTERNS = [
  '/',
  '/fp',
  '/:group',
  '/:group/home',
  '/:group/accounts',
  '/:group/accounts/edit',
  // The admin portal: one lazy sub-app (src/app/admin) renders all of these.
  '/:group/admin',
  '/:group/admin/article',
  '/:group/admin/article/new',
  '/:group/admin/article/:id',
  '/:group/admin/chat',
  '/:group/admin/coupon',
  '/:group/admin/course',
  '/:group/admin/crypto',
  '/:group/admin/discussion',
  '/:group/admin/favorite',
  '/:group/admin/general',
  '/:group/admin/group_events',
  '/:group/admin/home',
  '/:group/admin/invitation',
  '/:group/admin/luckycoin',
  '/:group/admin/notification',
  '/:group/admin/payment',
  '/:group/admin/privacy',
  '/:group/admin/profile',
  '/:group/admin/profit_stat',
  '/:group/admin/reward',
  '/:group/admin/shortcut',
  '/:group/admin/stream',
  '/:group/admin/theme',
  '/:group/admin/tip',
  '/:group/admin/user_stat',
  '/:group/admin/vaults',
  '/:group/admin/vaults/withdraw',
  '/:group/admin/setting/stream_prepare',
  '/:group/albums',
  '/:group/albums/create',
  '/:group/albums/edit',
  '/:group/albums/:album',
  '/:group/albums/:album/edit',
  '/:group/back-to-app',
  '/:group/badge',
  '/:group/badge/share',
  '/:group/badge/:id',
  '/:group/checkin',
  '/:group/checkin/create',
  '/:group/checkin/qualify',
  '/:group/checkin/:id/edit',
  '/:group/checkin/:id/preview',
  '/:group/checkin/:id/statistics',
  '/:group/checkout/result',
  '/:group/conversation',
  '/:group/coupons',
  '/:group/coupons/mine',
  '/:group/coupons/product/:id?',
  '/:group/coupons/:id',
  '/:group/courses',
  '/:group/courses/create',
  '/:group/courses/:id',
  '/:group/courses/:id/edit',
  '/:group/courses/:id/edit/messages',
  '/:group/discussions',
  '/:group/discussions/post',
  '/:group/discussions/:id',
  '/:group/discussions/:id/edit',
  '/:group/exception/forbidden',
  '/:group/exception/maintenance',
  '/:group/exception/permission',
  '/:group/fav',
  '/:group/invitations',
  '/:group/invitations/buyers',
  '/:group/invitations/codes',
  '/:group/invitations/invitees',
  '/:group/invitations/owner',
  '/:group/invitations/poster',
  '/:group/invitations/public',
  '/:group/invitations/share',
  '/:group/invitations/products/:id?',
  '/:group/invoice',
  '/:group/invoice/title',
  '/:group/invoice/title/add',
  '/:group/invoice/title/:id',
  '/:group/invoice/detail/:id',
  '/:group/invoice/make/succeed',
  '/:group/invoice/make/:id',
  '/:group/kyc',
  '/:group/luckycoin/pack',
  '/:group/luckycoin/:id',
  '/:group/me',
  '/:group/me/profile',
  '/:group/members',
  '/:group/members/:id',
  '/:group/onboarding/guide',
  '/:group/onboarding/install',
  '/:group/onboarding/welcome',
  '/:group/order/:id',
  '/:group/profit',
  '/:group/profit/detail',
  '/:group/profit/month',
  '/:group/public',
  '/:group/qr',
  // The spec names no path for renewal; see the README.
  '/:group/renew',
  '/:group/settings',
  '/:group/setup',
  '/:group/stream',
  '/:group/streaming',
  '/:group/tip/rank',
  '/:group/tip/send',
  '/:group/articles/:id',
  '/:group/auth/mixin/callback',
  '/:group/auth/talkee/callback',
  '/:group/auth/wx/callback',
  '/:group/auth/wx/id',
  '/:group/auth/wx/register',
] as const;

export type RoutePattern = (typeof PATTERNS)[number];

type Segment<S extends string> = S extends `:${infer P}?` ? P : S extends `:${infer P}` ? P : S;
type Dashed<S extends string> = S extends `${infer A}/${infer B}` ? `${Segment<A>}-${Dashed<B>}` : Segment<S>;
type NameOf<P extends string> = P extends '/'
  ? 'index'
  : P extends '/:group/members/:id'
    ? 'members-id'
    : P extends `/${infer R}`
      ? Dashed<R>
      : never;

/** Every spec route name: `index`, `group`, `group-courses-id`, `members-id`… */
export type RouteName = NameOf<RoutePattern>;

type PatternOf<N extends RouteName> = { [P in RoutePattern]: NameOf<P> extends N ? P : never }[RoutePattern];
type Each<P extends string, F extends 'req' | 'opt'> = P extends `${infer A}/${infer B}` ? Param<A, F> | Each<B, F> : Param<P, F>;
type Param<S extends string, F> = S extends `:${infer N}?` ? (F extends 'opt' ? N : never) : S extends `:${infer N}` ? (F extends 'req' ? N : never) : never;

/** The parameters of a route: `{group, id}` for `group-courses-id`; optional ones (`:id?`) may be left out. */
export type RouteParams<N extends RouteName> = { [K in Each<PatternOf<N>, 'req'>]: string } & { [K in Each<PatternOf<N>, 'opt'>]?: string };
export type Query = Record<string, string | number | undefined | null>;

/** The spec's name of a route pattern. */
export function nameOf(pattern: string): RouteName {
  if (pattern === '/') return 'index';
  if (pattern === '/:group/members/:id') return 'members-id';
  return pattern.slice(1).replace(/[:?]/g, '').replace(/\//g, '-') as RouteName;
}

const byName: Record<string, string> = {};
for (const p of PATTERNS) byName[nameOf(p)] = p;

export function patternOf(name: RouteName): string {
  return byName[name];
}

export function isRouteName(name: string): name is RouteName {
  return Object.prototype.hasOwnProperty.call(byName, name);
}

function fill(pattern: string, params: Record<string, string | undefined>): string {
  const path = pattern.replace(/\/:([A-Za-z_]+)(\?)?/g, (_, key: string) => {
    const v = params[key];
    return v == null || v === '' ? '' : '/' + encodeURIComponent(v);
  });
  return path || '/';
}

/** The in-app URL of a named route, without '#': `/demo/exception/permission?source=...`. */
export function routeUrl<N extends RouteName>(name: N, params: RouteParams<N>, query?: Query): string {
  const path = fill(byName[name], params as Record<string, string | undefined>);
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

/** A hash link to a named route: `to('group-home', {group: 'demo'})` is `#/demo/home`. */
export function to<N extends RouteName>(name: N, params: RouteParams<N>, query?: Query): string {
  return '#' + routeUrl(name, params, query);
}

// Which routes this build has a screen for. The screen table (src/app) tells, when it loads;
// a feature asks through linkTo() and shows no link to a screen that is not built yet.
const built = new Set<string>();

export function markBuilt(names: readonly RouteName[]): void {
  names.forEach((n) => built.add(n));
}

export function isBuilt(name: RouteName): boolean {
  return built.has(name);
}

/** to(), or null when this build has no screen for the route (then no link is shown). */
export function linkTo<N extends RouteName>(name: N, params: RouteParams<N>, query?: Query): string | null {
  return built.has(name) ? to(name, params, query) : null;
}

export interface PathMatch {
  /** The route the path belongs to, or null for a path no spec route has (the 404 screen). */
  name: RouteName | null;
  params: Record<string, string>;
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The spec route an in-app path (query allowed) belongs to, first pattern first. */
export function matchPath(path: string): PathMatch {
  const clean = path.split('?')[0];
  for (const pattern of PATTERNS) {
    const m = exec(clean, pattern);
    if (m) return { name: nameOf(pattern), params: (m.params || {}) as Record<string, string> };
  }
  // A group-looking URL still belongs to that group (for its bar and links).
  const seg = clean.split('/').filter(Boolean);
  return { name: null, params: seg.length ? { group: decodeSegment(seg[0]) } : {} };
}

/** Goes to a named route. */
export function go<N extends RouteName>(name: N, params: RouteParams<N>, query?: Query, replace = false): void {
  navigate(routeUrl(name, params, query), replace);
}

/** The group home of an in-app URL's group, or the index outside a group. */
export function homeHref(url: string): string {
  const group = matchPath(url).params.group;
  return group ? to('group-home', { group }) : to('index', {});
}
