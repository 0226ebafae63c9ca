import { setRedirect, takeRedirect, type StoredRedirect } from '../../lib/prefs';
import { setSession } from '../../lib/session';
import { account } from '../account';
import { groupConfig, groupPublic } from '../group';
import { routeUrl } from '../../app/routes';
import { exchangeMixinCode } from './api';

/** Leaving the app for the wallet's authorisation page; replaced in tests. */
export const authWindow = {
  assign(url: string): void {
    location.assign(url);
  },
};

function oauthBase(): string {
  return import.meta.env.VITE_OAUTH_BASE || '/sandbox/mixin';
}

/** Where the wallet sends the person back: this page, on the group's callback route. */
export function mixinReturnTo(group: string): string {
  return `${location.origin}${location.pathname}#${routeUrl('group-auth-mixin-callback', { group })}`;
}

export function mixinAuthorizeUrl(group: string, clientId: string, scope: string): string {
  const q = new URLSearchParams();
  q.set('client_id', clientId);
  q.set('scope', scope);
  q.set('return_to', mixinReturnTo(group));
  return `${oauthBase()}/authorize?${q.toString()}`;
}

/**
 * Wallet login (§1): remembers where the person was (or `redirect`) and
 * leaves for the wallet's authorisation page with the group's client id and
 * scope. Rejects when the group's public info cannot be loaded.
 */
export async function startWalletLogin(group: string, redirect?: StoredRedirect): Promise<void> {
  const info = await groupPublic.load(group);
  setRedirect(group, redirect || { path: location.hash.slice(1) || routeUrl('group', { group }) });
  authWindow.assign(mixinAuthorizeUrl(group, info.client_id, info.mixin_oauth_scope));
}

/**
 * Exchanges the wallet's one-time code for the group's tokens, then loads the
 * config and the account (§1 "after a token is received") and returns the
 * in-app path to continue to: the stored redirect or the group home.
 */
export async function completeMixinLogin(group: string, code: string): Promise<string> {
  const pair = await exchangeMixinCode(group, code);
  setSession(group, pair);
  await Promise.all([groupConfig.load(group, true), account.load(group, true)]);
  return takeRedirect(group) || routeUrl('group-home', { group });
}
