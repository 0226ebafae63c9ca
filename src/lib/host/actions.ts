import { attempt, type HostInfo, type HostWindow } from './detect';
import { currentWindow, host } from './state';

/** The wallet's link scheme; the wallet also opens https links itself. */
export const WALLET_SCHEME = 'mixin';

/** Where host actions act: the detected host and its window (tests pass fakes). */
export interface HostEnv {
  info: HostInfo;
  window: HostWindow;
}

function env(given?: HostEnv): HostEnv {
  return given || { info: host.value, window: currentWindow() };
}

function navigate(w: HostWindow, url: string): boolean {
  return attempt(() => {
    if (!w.location) return false;
    w.location.href = url;
    return true;
  }, false);
}

/**
 * Calls a named wallet bridge method: `webkit.messageHandlers[name].postMessage`
 * on iOS, `MixinContext[name]()` on Android. False when the bridge is missing
 * or throws, so callers can fall back.
 */
export function callWalletBridge(name: string, payload?: unknown, given?: HostEnv): boolean {
  const w = env(given).window;
  return attempt(() => {
    const handler = w.webkit && w.webkit.messageHandlers && w.webkit.messageHandlers[name];
    if (handler && typeof handler.postMessage === 'function') {
      // A WebKit script message handler, not window.postMessage: it takes no target origin.
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      handler.postMessage(payload === undefined ? '' : payload);
      return true;
    }
    const ctx = w.MixinContext;
    const method = ctx && ctx[name];
    if (typeof method === 'function') {
      if (payload === undefined) method.call(ctx);
      else method.call(ctx, payload);
      return true;
    }
    return false;
  }, false);
}

/**
 * Opens a link the way the host expects: the wallet and WeChat-type hosts
 * handle links in the same view (a new window is ignored or blocked there);
 * a browser gets a new tab for web links, falling back to the same tab when
 * pop-ups are blocked. App-scheme links never open a blank tab.
 */
export function openInHost(url: string, given?: HostEnv): void {
  const { info, window: w } = env(given);
  const isWeb = /^https?:\/\//i.test(url);
  if (info.kind === 'browser' && isWeb && w.open) {
    const opened = attempt(() => w.open!(url, '_blank'), null);
    if (opened) return;
  }
  navigate(w, url);
}

export type CloseResult = 'bridge' | 'history' | 'none';

/**
 * Closes the web view: the wallet's `close` bridge, WeChat's `closeWindow`,
 * else one step back in history. Reports which one was used.
 */
export function closeWindow(given?: HostEnv): CloseResult {
  const e = env(given);
  const w = e.window;
  if (e.info.kind === 'wallet' && callWalletBridge('close', undefined, e)) return 'bridge';
  if (e.info.kind === 'wechat') {
    const closed = attempt(() => {
      if (!w.WeixinJSBridge) return false;
      w.WeixinJSBridge.call('closeWindow');
      return true;
    }, false);
    if (closed) return 'bridge';
  }
  const wentBack = attempt(() => {
    if (!w.history || w.history.length <= 1) return false;
    w.history.back();
    return true;
  }, false);
  return wentBack ? 'history' : 'none';
}

/** A link that opens the group bot's conversation in the wallet app. */
export function walletConversationLink(clientId: string): string {
  return `${WALLET_SCHEME}://users/${encodeURIComponent(clientId)}`;
}

export type BackToAppResult = 'closed' | 'opened' | 'unsupported';

/**
 * The back-to-app page (§2). Inside the wallet, closing the web view returns
 * to the group's conversation, with the bot's link as a fallback; in a
 * browser the wallet is opened at the bot by its scheme link; WeChat-type
 * hosts block app schemes, so the page shows its open-in-browser hint.
 */
export function backToApp(group: { client_id: string }, given?: HostEnv): BackToAppResult {
  const e = env(given);
  if (e.info.kind === 'wechat') return 'unsupported';
  if (e.info.kind === 'wallet' && callWalletBridge('close', undefined, e)) return 'closed';
  return navigate(e.window, walletConversationLink(group.client_id)) ? 'opened' : 'unsupported';
}
