import { describe, expect, it } from 'vitest';
import { isRouteName, linkTo, markBuilt, matchPath, nameOf, PATTERNS, patternOf, routeUrl, to, type RouteName } from './paths';

// The spec's named routes (§2 "Named routes include …"): every one must be known here.
const SPEC_NAMED = [
  'group', 'group-me-profile', 'group-settings', 'group-onboarding-install', 'group-onboarding-guide',
  'group-exception-maintenance', 'group-exception-forbidden', 'group-exception-permission', 'group-checkout-result',
  'group-auth-mixin-callback', 'group-auth-wx-callback', 'group-auth-wx-register', 'group-auth-wx-id', 'group-invitations',
  'group-invitations-public', 'group-stream', 'group-streaming', 'group-kyc', 'group-admin', 'group-courses-id',
  'group-back-to-app', 'group-albums-album', 'group-badge-share', 'group-order-id', 'members-id', 'index', 'fp',
];

/** A path for a pattern, with `x1`, `x2`… for its parameters. */
function sample(pattern: string): string {
  let n = 0;
  return pattern.replace(/:[A-Za-z_]+\??/g, () => `x${++n}`);
}

describe('the spec routes', () => {
  it('knows every named route of §2 and every child route, about 113 in all', () => {
    for (const name of SPEC_NAMED) expect(isRouteName(name), name).toBe(true);
    expect(PATTERNS.length).toBeGreaterThanOrEqual(113);
    expect(patternOf('group-admin-vaults-withdraw')).toBe('/:group/admin/vaults/withdraw');
    expect(patternOf('group-coupons-product-id')).toBe('/:group/coupons/product/:id?');
  });

  it('has one name per pattern, derived as the spec names them', () => {
    const names = PATTERNS.map(nameOf);
    expect(new Set(names).size).toBe(names.length);
    expect(nameOf('/')).toBe('index');
    expect(nameOf('/:group')).toBe('group');
    expect(nameOf('/:group/courses/:id/edit/messages')).toBe('group-courses-id-edit-messages');
    expect(nameOf('/:group/members/:id')).toBe('members-id');
  });

  it('puts every route but the index and fp under /:group', () => {
    expect(PATTERNS.filter((p) => p !== '/' && p !== '/fp' && p !== '/:group' && p.indexOf('/:group/') !== 0)).toEqual([]);
  });

  it('matches each pattern to itself: no route is shadowed by one listed before it', () => {
    for (const pattern of PATTERNS) expect(matchPath(sample(pattern)).name, pattern).toBe(nameOf(pattern));
  });

  it('gives no route for an unknown path but keeps its group', () => {
    expect(matchPath('/demo/nowhere/at/all')).toEqual({ name: null, params: { group: 'demo' } });
    expect(matchPath('/demo/auth/mixin/callback?code=1')).toEqual({ name: 'group-auth-mixin-callback', params: { group: 'demo' } });
  });
});

describe('to() and routeUrl()', () => {
  it('builds hash links from a route name and its params', () => {
    expect(to('index', {})).toBe('#/');
    expect(to('group', { group: 'demo' })).toBe('#/demo');
    expect(to('group-home', { group: 'demo' })).toBe('#/demo/home');
    expect(to('members-id', { group: 'demo', id: 'u1' })).toBe('#/demo/members/u1');
  });

  it('leaves out an optional parameter not given', () => {
    expect(routeUrl('group-coupons-product-id', { group: 'demo' })).toBe('/demo/coupons/product');
    expect(routeUrl('group-coupons-product-id', { group: 'demo', id: 'p1' })).toBe('/demo/coupons/product/p1');
  });

  it('adds the query and encodes values', () => {
    expect(to('group-exception-permission', { group: 'a b' }, { source: 'http://h/#/a/home?x=1', empty: null })).toBe(
      '#/a%20b/exception/permission?source=http%3A%2F%2Fh%2F%23%2Fa%2Fhome%3Fx%3D1',
    );
  });
});

describe('linkTo()', () => {
  // Every spec route has its screen since issue 25 point 7 (the screen table marks them built when
  // it loads, as test/setup does here); linkTo() still answers null for one that has none.
  it('links to a route once its screen is built', () => {
    const name: RouteName = 'group-qr';
    markBuilt([name]);
    expect(linkTo(name, { group: 'demo' })).toBe('#/demo/qr');
  });
});
