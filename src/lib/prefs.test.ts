// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Prefs = typeof import('./prefs') & typeof import('./groupFlags');
const stored = (key: string) => JSON.parse(localStorage.getItem(`grp:v1:${key}`) || 'null');

// A fresh module reads storage again, as a page reload would.
async function load(): Promise<Prefs> {
  vi.resetModules();
  const [prefs, flags] = await Promise.all([import('./prefs'), import('./groupFlags')]);
  return { ...prefs, ...flags };
}

describe('prefs', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps group flags per group and across a reload', async () => {
    let prefs = await load();
    prefs.setGroupFlag('a', 'agreement_agreed', true);

    expect(stored('prefs.group_flags')).toEqual({ a: { agreement_agreed: true } });
    prefs = await load();
    expect(prefs.groupFlags.value.a).toEqual({ agreement_agreed: true });
    expect(prefs.groupFlags.value.b).toBeUndefined();
  });

  it('sets and clears the first-login mark of one group', async () => {
    const prefs = await load();
    prefs.setFirstLogin('a', true);
    prefs.setFirstLogin('b', true);
    prefs.setFirstLogin('a', false);
    expect(stored('prefs.first_login')).toEqual({ b: true });
  });

  it('remembers the SMS send time, course list, speed and market sort across a reload', async () => {
    let prefs = await load();
    prefs.markSmsSent('a', '+8613800000000', 1_700_000_000_000);
    prefs.setCourseListPrefs('a', { search: 'rust' });
    prefs.setCourseListPrefs('a', { sort: 'oldest' });
    prefs.courseSpeed.value = 1.5;
    prefs.marketSort.value = 'price';

    prefs = await load();
    expect(prefs.lastSmsSentAt('a', '+8613800000000')).toBe(1_700_000_000_000);
    expect(prefs.lastSmsSentAt('b', '+8613800000000')).toBeNull();
    expect(prefs.courseListPrefs.value.a).toEqual({ search: 'rust', sort: 'oldest' });
    expect(prefs.courseSpeed.value).toBe(1.5);
    expect(prefs.marketSort.value).toBe('price');
  });

  describe('takeRedirect', () => {
    it('returns a stored route path once', async () => {
      const prefs = await load();
      prefs.setRedirect('a', { path: '/a/courses/3?tab=1' });
      expect(prefs.takeRedirect('a')).toBe('/a/courses/3?tab=1');
      expect(prefs.takeRedirect('a')).toBeNull();
    });

    it('accepts a full URL of this page and returns its hash route', async () => {
      const prefs = await load();
      prefs.setRedirect('a', { url: `${location.origin}${location.pathname}#/a/articles` });
      expect(prefs.takeRedirect('a')).toBe('/a/articles');
    });

    it.each([
      { url: 'https://evil.example/#/a' },
      { url: 'javascript:alert(1)//#/a' },
      { url: `${location.origin}/elsewhere.html#/a` },
      { url: `${location.origin}${location.pathname}` },
      { path: '//evil.example/a' },
      { path: '/\\evil.example' },
      { path: 'https://evil.example' },
    ])('refuses %o', async (target) => {
      const prefs = await load();
      prefs.setRedirect('a', target);
      expect(prefs.takeRedirect('a')).toBeNull();
      expect(prefs.redirects.value.a).toBeUndefined();
    });

    it('keeps another group’s redirect', async () => {
      const prefs = await load();
      prefs.setRedirect('a', { path: '/a' });
      prefs.setRedirect('b', { path: '/b/me' });
      prefs.takeRedirect('a');
      expect(prefs.takeRedirect('b')).toBe('/b/me');
    });
  });

  it('works in memory when storage throws on every access', async () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', {
      getItem: denied,
      setItem: denied,
      removeItem: denied,
      key: denied,
      clear: denied,
      get length(): number {
        return denied();
      },
    });
    const prefs = await load();

    prefs.setGroupFlag('a', 'agreement_agreed', true);
    prefs.markSmsSent('a', '1', 42);
    prefs.setRedirect('a', { path: '/a/me' });
    prefs.courseSpeed.value = 2;

    expect(prefs.groupFlags.value.a.agreement_agreed).toBe(true);
    expect(prefs.lastSmsSentAt('a', '1')).toBe(42);
    expect(prefs.takeRedirect('a')).toBe('/a/me');
    expect(prefs.courseSpeed.value).toBe(2);
  });
});
