/**
 * Which app the page runs in (§1: a browser, the wallet/messenger app, or a
 * WeChat-type app) and what it can do. Pure: callers pass the user agent and
 * the window whose injected bridges are read, so tests need no globals.
 */

import { hasWalletBridge, hostLanguage, readWalletContext, type HostWindow } from './bridge';

export { attempt, hasWalletBridge, hostLanguage, readWalletContext, type HostWindow, type WalletContext } from './bridge';

export type HostKind = 'wallet' | 'wechat' | 'browser';
export type HostPlatform = 'ios' | 'android' | 'other';

export interface HostInfo {
  kind: HostKind;
  /** The host app's version: dotted ("3.11.0") or, in the alternate app, a build number ("1121"). */
  appVersion?: string;
  /** The language the host app runs in, as it names it ("zh_CN", "zh-Hans-CN"), when it says. */
  language?: string;
  platform: HostPlatform;
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
    return { kind: 'wallet', appVersion, platform: platformFrom(ua, ctx ? ctx.platform : undefined), language: ctx ? ctx.locale : undefined };
  }
  if (/MicroMessenger/i.test(ua)) {
    return { kind: 'wechat', appVersion: versionIn(ua, 'MicroMessenger'), platform: platformFrom(ua), language: hostLanguage(ua, w) };
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
