// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect } from '@preact/signals';
import {
  isLoggedIn,
  loggedOut,
  logoutGroup,
  onGroupLogout,
  refreshTokens,
  setSession,
  tokens,
} from './session';

const stored = (key: string) => JSON.parse(localStorage.getItem(`grp:v1:${key}`) || 'null');

describe('session', () => {
  const unregister: Array<() => void> = [];

  beforeEach(() => {
    tokens.value = {};
    refreshTokens.value = {};
    loggedOut.value = null;
    localStorage.clear();
  });
  afterEach(() => {
    unregister.splice(0).forEach((off) => off());
    vi.useRealTimers();
  });

  it('keeps tokens per group and persists them under versioned keys', () => {
    setSession('a', { token: 'ta', refresh_token: 'ra' });
    setSession('b', { token: 'tb', refresh_token: 'rb' });

    expect(isLoggedIn('a')).toBe(true);
    expect(isLoggedIn('c')).toBe(false);
    expect(stored('session.tokens')).toEqual({ a: 'ta', b: 'tb' });
    expect(stored('session.refresh_tokens')).toEqual({ a: 'ra', b: 'rb' });
  });

  it('logging out one group clears its tokens and caches and leaves the other group untouched', () => {
    const coupons = new Map([['a', ['c1']], ['b', ['c2']]]);
    const profiles = new Map([['a', { name: 'A' }], ['b', { name: 'B' }]]);
    unregister.push(onGroupLogout((g) => coupons.delete(g)));
    unregister.push(onGroupLogout((g) => profiles.delete(g)));
    setSession('a', { token: 'ta', refresh_token: 'ra' });
    setSession('b', { token: 'tb', refresh_token: 'rb' });

    logoutGroup('a');

    expect(isLoggedIn('a')).toBe(false);
    expect(tokens.value).toEqual({ b: 'tb' });
    expect(refreshTokens.value).toEqual({ b: 'rb' });
    expect(stored('session.tokens')).toEqual({ b: 'tb' });
    expect(stored('session.refresh_tokens')).toEqual({ b: 'rb' });
    expect([...coupons.keys()]).toEqual(['b']);
    expect([...profiles.keys()]).toEqual(['b']);
  });

  it('announces every logout, even the same group twice', () => {
    const seen: string[] = [];
    const stop = effect(() => {
      if (loggedOut.value) seen.push(loggedOut.value.group);
    });
    logoutGroup('a');
    logoutGroup('a');
    stop();
    expect(seen).toEqual(['a', 'a']);
  });

  it('runs the remaining cleanups when one throws, and not those unregistered', () => {
    vi.useFakeTimers();
    const later = vi.fn();
    const removed = vi.fn();
    unregister.push(onGroupLogout(() => {
      throw new Error('broken cache');
    }));
    unregister.push(onGroupLogout(later));
    onGroupLogout(removed)();

    logoutGroup('a');

    expect(later).toHaveBeenCalledWith('a');
    expect(removed).not.toHaveBeenCalled();
    // The failure is rethrown on its own tick so it still reaches error reporting.
    expect(() => vi.runAllTimers()).toThrow('broken cache');
  });
});
