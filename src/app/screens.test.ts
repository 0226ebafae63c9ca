// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Namespace } from '../../locales/en';
import { i18n, loadNamespaces } from '../lib/i18n';
import { isBuilt, nameOf, PATTERNS } from '../lib/paths';
import { installPreload, matchScreen, notFoundScreen, preloadScreen, screenFor, screens } from './screens';

describe('screen table', () => {
  it('lists each route once, and only routes of the spec', () => {
    const names = screens.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    const known = new Set(PATTERNS.map(nameOf));
    expect(names.filter((n) => !known.has(n))).toEqual([]);
    for (const n of names) expect(isBuilt(n)).toBe(true);
  });

  it('loads every screen lazily', () => {
    for (const d of screens.concat([{ ...notFoundScreen, name: 'index' }])) expect(typeof d.screen.preload, d.name).toBe('function');
  });

  it('leaves the admin routes to the admin sub-app', () => {
    expect(screens.filter((d) => d.name.indexOf('group-admin') === 0)).toEqual([]);
  });

  it('opens the §2 public routes to anyone and guards the rest', () => {
    const open = screens.filter((d) => d.access === 'public').map((d) => d.name);
    expect(open).toEqual(
      expect.arrayContaining([
        'index', 'group-home', 'group-settings', 'group-exception-maintenance', 'group-exception-forbidden',
        'group-exception-permission', 'group-back-to-app', 'group-auth-mixin-callback', 'group-courses-id',
        'group-albums-album', 'group-order-id', 'members-id', 'group-stream', 'group-checkout-result',
      ]),
    );
    expect(screenFor('group')!.access).toBe('entry');
    expect(screenFor('group-courses-create')!.access).toBe('lecturer');
    expect(screenFor('group-albums-album-edit')!.access).toBe('lecturer');
  });

  it('gives every screen a title in its first namespace, in English', async () => {
    for (const d of screens.concat([{ ...notFoundScreen, name: 'index' }])) {
      const ns = d.title.split(':')[0] as Namespace;
      await loadNamespaces([ns]);
      expect(i18n.exists(d.title), d.title).toBe(true);
    }
  });

  it('remembers the scroll of the course and album lists (§2)', () => {
    expect(screens.filter((d) => d.scroll).map((d) => d.name).sort()).toEqual(
      ['group-albums', 'group-albums-album', 'group-albums-edit', 'group-courses', 'group-members'],
    );
  });

  it('has a screen for every route of the spec (§2), and the 404 screen for any other path', () => {
    expect(PATTERNS.map(nameOf).filter((n) => !screenFor(n))).toEqual([]);
    expect(matchScreen('/demo/no/such/page')).toEqual({ def: null, params: { group: 'demo' } });
    expect(matchScreen('/demo/courses/c1').def!.name).toBe('group-courses-id');
  });

  it('renders fp with the index screen and public with the home (issue 25 point 7)', () => {
    expect(matchScreen('/fp').def!.name).toBe('fp');
    expect(matchScreen('/fp').def!.access).toBe('public');
    expect(matchScreen('/demo/public').def!.access).toBe('public');
    expect(matchScreen('/demo/qr').def!.access).toBe('public');
    expect(matchScreen('/demo/auth/talkee/callback').def!.access).toBe('public');
    expect(matchScreen('/demo/setup').def!.access).toBe('entry');
    expect(matchScreen('/demo/albums/edit').def!.name).toBe('group-albums-edit');
  });
});

describe('preload on intent', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('preloads the screen of a link when it is touched or hovered', () => {
    const preload = vi.spyOn(screenFor('group-settings')!.screen, 'preload').mockResolvedValue(undefined);
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
    const settings = vi.spyOn(screenFor('group-settings')!.screen, 'preload').mockResolvedValue(undefined);
    const missing = vi.spyOn(notFoundScreen.screen, 'preload').mockResolvedValue(undefined);
    void preloadScreen('/demo/settings?from=me');
    expect(settings).toHaveBeenCalledTimes(1);
    expect(missing).not.toHaveBeenCalled();
    void preloadScreen('/demo/no-such-page');
    expect(missing).toHaveBeenCalledTimes(1);
  });
});

describe('the admin sub-app', () => {
  it('takes every admin route, built or not, behind the admin guard', () => {
    for (const path of ['/demo/admin', '/demo/admin/general', '/demo/admin/vaults/withdraw']) {
      const { def } = matchScreen(path);
      expect(def!.access, path).toBe('admin');
      expect(def!.screen, path).toBe(matchScreen('/demo/admin').def!.screen);
    }
    expect(matchScreen('/demo/admin/general').def!.title).toBe('admin:routes.group-admin-general');
    expect(isBuilt('group-admin')).toBe(true);
  });
});
