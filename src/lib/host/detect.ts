/**
 * Which app the page runs in (§1: a browser, the wallet/messenger app, or a
 * WeChat-type app) and what it can do. Pure: callers pass the user agent and
 * the window whose injected bridges are read, so tests need no globals.
 */

export type HostKind = 'wallet' | 'wechat' | 'browser';
export type HostPlatform = 'ios' | 'android' | 'other';

export interface HostInfo {
  kind: HostKind;
  /** The host app's version: dotted ("3.11.0") or, in the alternate app, a build number ("1121"). */
  appVersion?: string;
  platform: HostPlatform;
}

/** What the wallet's context bridge reports; only the fields the app reads. */
export interface WalletContext {
  app_version?: string;
  platform?: string;
  conversation_id?: string;
}

interface WebkitHandler {
  postMessage(message: unknown): void;
}

/**
 * The parts of `window` the host code touches. `window` itself satisfies it;
 * tests pass plain objects. The wallet injects `MixinContext` on Android and
 * `webkit.messageHandlers.*` on iOS; WeChat-type hosts inject `WeixinJSBridge`.
 */
export interface HostWindow {
  MixinContext?: { getContext?: () => string; [method: string]: unknown };
  webkit?: { messageHandlers?: { [name: string]: WebkitHandler | undefined } };
  WeixinJSBridge?: { call(name: string): void };
  prompt?: (message?: string) => string | null;
  open?: (url?: string, target?: string) => unknown;
  location?: { href: string };
  history?: { length: number; back(): void };
}

/** Runs a call into host-injected code, which may be missing, half-initialised or throw. */
export function attempt<T>(call: () => T, fallback: T): T {
  try {
    return call();
  } catch {
    return fallback;
  }
}

export function hasWalletBridge(w: HostWindow): boolean {
  return attempt(
    () => !!(w.webkit && w.webkit.messageHandlers && w.webkit.messageHandlers.MixinContext) || !!w.MixinContext,
    false,
  );
}

/** The wallet's context: iOS answers a prompt() call, Android a method on the injected object. */
export function readWalletContext(w: HostWindow): WalletContext | null {
  return attempt(() => {
    let raw: string | null | undefined;
    let platform: HostPlatform;
    if (w.webkit && w.webkit.messageHandlers && w.webkit.messageHandlers.MixinContext && w.prompt) {
      raw = w.prompt('MixinContext.getContext()');
      platform = 'ios';
    } else if (w.MixinContext && typeof w.MixinContext.getContext === 'function') {
      raw = w.MixinContext.getContext();
      platform = 'android';
    } else {
      return null;
    }
    const ctx = raw ? (JSON.parse(raw) as unknown) : null;
    if (!ctx || typeof ctx !== 'object') return null;
    const c = ctx as WalletContext;
    return {
      app_version: typeof c.app_version === 'string' ? c.app_version : undefined,
      platform: typeof c.platform === 'string' ? c.platform : platform,
      conversation_id: typeof c.conversation_id === 'string' ? c.conversation_id : undefined,
    };
  }, null);
}

function platformFrom(userAgent: string, reported?: string): HostPlatform {
  const hint = (reported || '').toLowerCase();
  if (hint === 'ios') return 'ios';
  if (hint === 'android') return 'android';
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

function versionIn(userAgent: string, product: string): string | undefined {
  const m = new RegExp(product + '/([\\d.]+)').exec(userAgent);
  return m ? m[1].replace(/\.$/, '') : undefined;
}

export function detectHost(userAgent: string, w: HostWindow): HostInfo {
  const ua = userAgent || '';
  const uaWallet = /\bMixin\//.test(ua);
  if (hasWalletBridge(w) || uaWallet) {
    const ctx = readWalletContext(w);
    const appVersion = (ctx && ctx.app_version) || versionIn(ua, 'Mixin');
    return { kind: 'wallet', appVersion, platform: platformFrom(ua, ctx ? ctx.platform : undefined) };
  }
  if (/MicroMessenger/i.test(ua)) {
    return { kind: 'wechat', appVersion: versionIn(ua, 'MicroMessenger'), platform: platformFrom(ua) };
  }
  return { kind: 'browser', platform: platformFrom(ua) };
}

/** Compares dotted versions segment by segment as numbers: 3.9 < 3.11, 3.00 = 3. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const x = a.split('.');
  const y = b.split('.');
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const p = parseInt(x[i] || '0', 10) || 0;
    const q = parseInt(y[i] || '0', 10) || 0;
    if (p !== q) return p < q ? -1 : 1;
  }
  return 0;
}

export type HostFeature = 'playlist' | 'conversation';

// §9 player feature versions: the dotted release, and the build number the alternate app reports instead.
export const FEATURE_VERSIONS: Record<HostFeature, { version: string; build: number }> = {
  playlist: { version: '3.00', build: 1100 },
  conversation: { version: '3.11', build: 1121 },
};

/** Whether the wallet host is new enough for a feature; other hosts and unknown versions have none. */
export function supportsFeature(feature: HostFeature, info: HostInfo): boolean {
  const v = info.appVersion;
  if (info.kind !== 'wallet' || !v) return false;
  const need = FEATURE_VERSIONS[feature];
  // A bare number of three or more digits is the alternate app's build number.
  if (/^\d{3,}$/.test(v)) return parseInt(v, 10) >= need.build;
  return compareVersions(v, need.version) >= 0;
}
