import { batch, signal } from '@preact/signals';
import type { TokenResponse } from '../../contract/auth';
import { persisted } from './storage';

/**
 * Login is per group (§1): each group has its own access and refresh token,
 * so being logged in to one group says nothing about another.
 */
export type TokenMap = Record<string, string>;

export const tokens = persisted<TokenMap>('session.tokens', {});
export const refreshTokens = persisted<TokenMap>('session.refresh_tokens', {});

/** The group of the current route; the router sets it. */
export const currentGroup = signal<string | null>(null);

/** Last group logged out; a new object each time so every logout notifies subscribers. */
export const loggedOut = signal<{ group: string } | null>(null);

type LogoutCleanup = (group: string) => void;
const cleanups: LogoutCleanup[] = [];

export function isLoggedIn(group: string): boolean {
  return !!tokens.value[group];
}

export function setSession(group: string, pair: TokenResponse): void {
  batch(() => {
    tokens.value = { ...tokens.value, [group]: pair.token };
    refreshTokens.value = { ...refreshTokens.value, [group]: pair.refresh_token };
  });
}

/**
 * Registers what must be forgotten when a group logs out (its coupons,
 * profile, invitation...). Features own their caches; the session only knows
 * to call them. Returns a function that unregisters.
 */
export function onGroupLogout(fn: LogoutCleanup): () => void {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

function without(map: TokenMap, group: string): TokenMap {
  const next = { ...map };
  delete next[group];
  return next;
}

/** Forgets one group's session and cached account data; other groups stay logged in. */
export function logoutGroup(group: string): void {
  batch(() => {
    tokens.value = without(tokens.value, group);
    refreshTokens.value = without(refreshTokens.value, group);
    cleanups.slice().forEach((fn) => {
      try {
        fn(group);
      } catch (e) {
        // One broken cache must not keep the rest of the account data around;
        // the error is still reported, outside this loop.
        setTimeout(() => {
          throw e;
        });
      }
    });
    loggedOut.value = { group };
  });
}
