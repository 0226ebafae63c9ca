import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPreload, matchRoute, notFoundRoute, preloadScreen, routeByName, routes, routeUrl, to } from './routes';

describe('route table', () => {
  it('has unique names and paths', () => {
    const names = routes.map((r) => r.name);
    const paths = routes.map((r) => r.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('loads every screen lazily', () => {
    for (const r of routes.concat([{ ...notFoundRoute, name: 'index', path: '*' }])) {
      expect(typeof r.screen.preload, r.name).toBe('function');
    }
  });

  it('puts every route but the index under /:group', () => {
    expect(routeByName('index')!.path).toBe('/');
    const outside = routes.filter((r) => r.name !== 'index' && r.path.indexOf('/:group/') !== 0 && r.path !== '/:group');
    expect(outside).toEqual([]);
  });

  it('marks the §2 public routes public and guards the group entry', () => {
    const publicNames = routes.filter((r) => r.public).map((r) => r.name);
    expect(publicNames).toEqual(
      expect.arrayContaining([
        'index',
        'group-home',
        'group-settings',
        'group-exception-maintenance',
        'group-exception-forbidden',
        'group-exception-permission',
        'group-back-to-app',
        'group-auth-mixin-callback',
      ]),
    );
    const entry = routeByName('group')!;
    expect(entry.public).toBe(false);
    expect(entry.guard).toBe('entry');
    expect(routes.filter((r) => r.public && r.guard !== null)).toEqual([]);
  });
});

describe('to()', () => {
  it('builds hash links from a route name and its params', () => {
    expect(to('index', {})).toBe('#/');
    expect(to('group', { group: 'demo' })).toBe('#/demo');
    expect(to('group-home', { group: 'demo' })).toBe('#/demo/home');
    expect(to('group-exception-maintenance', { group: 'demo' })).toBe('#/demo/exception/maintenance');
  });

  it('adds the query and encodes values', () => {
    expect(to('group-exception-permission', { group: 'a b' }, { source: 'http://h/#/a/home?x=1', empty: null })).toBe(
      '#/a%20b/exception/permission?source=http%3A%2F%2Fh%2F%23%2Fa%2Fhome%3Fx%3D1',
    );
    expect(routeUrl('group-settings', { group: 'demo' })).toBe('/demo/settings');
  });
});

describe('matchRoute', () => {
  it('finds the route and its params', () => {
    expect(matchRoute('/').route!.name).toBe('index');
    expect(matchRoute('/demo').route!.name).toBe('group');
    const m = matchRoute('/demo/auth/mixin/callback?code=1');
    expect(m.route!.name).toBe('group-auth-mixin-callback');
    expect(m.params).toEqual({ group: 'demo' });
  });

  it('gives no route for an unknown path but keeps its group', () => {
    expect(matchRoute('/demo/nowhere/at/all')).toEqual({ route: null, params: { group: 'demo' } });
  });
});

describe('preload on intent', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('preloads the screen of a link when it is touched or hovered', () => {
    const settings = routeByName('group-settings')!;
    const preload = vi.spyOn(settings.screen, 'preload').mockResolvedValue(undefined);
    stop = installPreload(document);
    document.body.innerHTML = '<a href="#/demo/settings"><span>Settings</span></a><a href="https://x.test/">out</a>';
    document.querySelector('span')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(1);
    document.querySelector('a[href^="https"]')!.dispatchEvent(new Event('mouseover', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(1);
    document.querySelector('a')!.dispatchEvent(new Event('mouseover', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(2);
  });
});

describe('preloadScreen', () => {
  it('loads the screen an in-app URL leads to, query and all, or the not-found screen', () => {
    const settings = vi.spyOn(routeByName('group-settings')!.screen, 'preload').mockResolvedValue(undefined);
    const missing = vi.spyOn(notFoundRoute.screen, 'preload').mockResolvedValue(undefined);
    void preloadScreen('/demo/settings?from=me');
    expect(settings).toHaveBeenCalledTimes(1);
    expect(missing).not.toHaveBeenCalled();
    void preloadScreen('/demo/no-such-page');
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
