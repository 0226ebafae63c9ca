import { ApiError } from '../../lib/http';
import { host, type HostKind } from '../../lib/host';
import { lastSmsSentAt, markSmsSent, redirects, setFirstLogin, setRedirect, takeRedirect, type StoredRedirect } from '../../lib/prefs';
import { setSession } from '../../lib/session';
import { routeUrl, to } from '../../lib/paths';
import { account } from '../account';
import { groupConfig, groupPublic, type GroupPublic } from '../group';
import {
  exchangeMixinCode, exchangeWechatCode, fetchWechatOpenid, registerByPhone, requestSmsCode, trackEvent,
  type PhoneNumber,
} from './api';
import { ensureAgreement } from './agreement';
import type { TokenResponse } from '../../../contract/auth';
import { ErrorCode } from '../../../contract/errors';

/** Leaving the app for an authorisation page; replaced in tests. */
export const authWindow = {
  assign(url: string): void {
    location.assign(url);
  },
};

/** How this host logs in (§1): WeChat's own authorisation inside a WeChat-type app, the wallet's elsewhere. */
export type LoginMethod = 'wallet' | 'wechat';

/** The method names of the 'login' analytics event (§4). Phone registration outside WeChat reports 'phone'. */
export type TrackedLoginMethod = 'mixin' | 'wx-oauth' | 'phone';

export function loginMethodFor(hostKind: HostKind, info: Pick<GroupPublic, 'wechat_app_id'>): LoginMethod {
  return hostKind === 'wechat' && !!info.wechat_app_id ? 'wechat' : 'wallet';
}

function walletOauthBase(): string {
  return import.meta.env.VITE_OAUTH_BASE || '/sandbox/mixin';
}

function wechatOauthBase(): string {
  return import.meta.env.VITE_WECHAT_OAUTH_BASE || '/sandbox/wechat';
}

/** An address of this page at an in-app route: where an authorisation page sends the person back. */
function appUrl(path: string): string {
  return `${location.origin}${location.pathname}#${path}`;
}

export function mixinAuthorizeUrl(group: string, clientId: string, scope: string): string {
  const q = new URLSearchParams();
  q.set('client_id', clientId);
  q.set('scope', scope);
  q.set('return_to', appUrl(routeUrl('group-auth-mixin-callback', { group })));
  return `${walletOauthBase()}/authorize?${q.toString()}`;
}

export function wechatAuthorizeUrl(group: string, appId: string): string {
  const q = new URLSearchParams();
  q.set('appid', appId);
  q.set('redirect_uri', appUrl(routeUrl('group-auth-wx-callback', { group })));
  q.set('response_type', 'code');
  q.set('scope', 'snsapi_userinfo');
  // WeChat hands `state` back untouched: the group, so a callback can tell a stray code.
  q.set('state', group);
  return `${wechatOauthBase()}/authorize?${q.toString()}`;
}

/** Remembers where to come back to: `redirect`, else this page, else the group entry. */
function rememberPlace(group: string, redirect?: StoredRedirect): void {
  setRedirect(group, redirect || { path: location.hash.slice(1) || routeUrl('group', { group }) });
}

/**
 * Wallet login (§1): leaves for the wallet's authorisation page with the
 * group's client id and scope. Rejects when the group's public info cannot be
 * loaded.
 */
export async function startWalletLogin(group: string, redirect?: StoredRedirect): Promise<void> {
  const info = await groupPublic.load(group);
  rememberPlace(group, redirect);
  authWindow.assign(mixinAuthorizeUrl(group, info.client_id, info.mixin_oauth_scope));
}

/** Leaves for this host's authorisation page (wallet or WeChat). */
export async function startLogin(group: string, redirect?: StoredRedirect): Promise<void> {
  const info = await groupPublic.load(group);
  if (loginMethodFor(host.value.kind, info) === 'wallet') return startWalletLogin(group, redirect);
  rememberPlace(group, redirect);
  authWindow.assign(wechatAuthorizeUrl(group, info.wechat_app_id));
}

/**
 * What every login button does: the group's agreement first when it asks for
 * one (§1), then this host's login. Resolves false when the person did not
 * agree (nothing else happens); rejects when the group cannot be loaded.
 */
export async function login(group: string, redirect?: StoredRedirect): Promise<boolean> {
  if (!(await ensureAgreement(group))) return false;
  await startLogin(group, redirect);
  return true;
}

/** Logging in again after a failed callback: back to the page the person wanted before the attempt. */
export function retryLogin(group: string): Promise<boolean> {
  return login(group, redirects.value[group] || { path: routeUrl('group', { group }) });
}

/**
 * After a token (§1): keeps the pair, loads the config and the account, sends
 * the 'login' event and returns the in-app path to continue to: the stored
 * redirect (same-origin routes only) or the group entry, whose guard takes a
 * new person on to joining.
 */
export async function finishLogin(group: string, pair: TokenResponse, method: TrackedLoginMethod): Promise<string> {
  setSession(group, pair);
  // The welcome sheet greets a login once the person has joined (§2).
  setFirstLogin(group, true);
  // Their failures show on the next screen, which loads them again; the login itself succeeded.
  await Promise.all([groupConfig.load(group, true).catch(() => {}), account.load(group, true).catch(() => {})]);
  trackEvent(group, { event: 'login', method }).catch(() => {});
  return takeRedirect(group) || routeUrl('group', { group });
}

export async function completeMixinLogin(group: string, code: string): Promise<string> {
  const pair = await exchangeMixinCode(group, code);
  return finishLogin(group, pair, 'mixin');
}

/** The server's answer while a WeChat account is linked to nobody: a business refusal, code left unspent. */
export const WECHAT_NOT_REGISTERED = ErrorCode.rejected;

/**
 * Exchanges WeChat's code. Resolves the path to continue to, or null when the
 * WeChat user has no account yet and must register with a phone number.
 */
export async function completeWechatLogin(group: string, code: string): Promise<string | null> {
  let pair: TokenResponse;
  try {
    pair = await exchangeWechatCode(group, code);
  } catch (e) {
    if (e instanceof ApiError && e.code === WECHAT_NOT_REGISTERED) return null;
    throw e;
  }
  return finishLogin(group, pair, 'wx-oauth');
}

export const wechatOpenid = (group: string, code: string) => fetchWechatOpenid(group, code).then((r) => r.openid);

/** One SMS per phone per minute (the server's rule); the wait survives a reload through prefs. */
export const SMS_RESEND_SECONDS = 60;

/** '+86' and '138 0000 0000' → '+8613800000000', the key the send time is kept under. */
export function phoneKey(phone: PhoneNumber): string {
  return `+${phone.phone_code.replace(/\D/g, '')}${phone.phone_number.replace(/\D/g, '')}`;
}

/** Whole seconds before another SMS code may be asked for this number (a phoneKey); 0 when it may. */
export function smsCooldown(group: string, phone: string, nowMs: number = Date.now()): number {
  const sentAt = lastSmsSentAt(group, phone);
  if (sentAt === null) return 0;
  const left = Math.ceil((sentAt + SMS_RESEND_SECONDS * 1000 - nowMs) / 1000);
  return left > 0 && left <= SMS_RESEND_SECONDS ? left : 0;
}

export async function sendSmsCode(group: string, phone: PhoneNumber, captchaToken: string): Promise<void> {
  await requestSmsCode(group, { token: captchaToken, phone_code: phone.phone_code, phone_number: phone.phone_number });
  markSmsSent(group, phoneKey(phone));
}

export interface PhoneRegistration {
  phone: PhoneNumber;
  /** The captcha token the SMS code was sent with. */
  token: string;
  /** The SMS code. */
  code: string;
  /** The WeChat account to link, when registering from WeChat. */
  openid?: string;
}

export async function completePhoneRegistration(group: string, input: PhoneRegistration): Promise<string> {
  const body = {
    token: input.token,
    phone_code: input.phone.phone_code,
    phone_number: input.phone.phone_number,
    captcha: input.code.trim(),
    ...(input.openid ? { openid: input.openid } : {}),
  };
  const pair = await registerByPhone(group, body);
  return finishLogin(group, pair, input.openid ? 'wx-oauth' : 'phone');
}

/** The download hint's link (§1): the install guide, tagged for the campaign. */
export function installGuideHref(group: string): string {
  return to('group-onboarding-install', { group }, { utm_source: group, utm_medium: 'group', utm_campaign: 'login' });
}
