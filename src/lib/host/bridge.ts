// The host's injected bridges, read without the rest of host detection: the boot reads the host's
// language from here before the first paint (lib/settings.ts), and detect.ts builds on it.

/** What the wallet's context bridge reports; only the fields the app reads. */
export interface WalletContext {
  app_version?: string;
  platform?: string;
  conversation_id?: string;
  locale?: string;
  /** The wallet's own theme, 'light' or 'dark', on versions that report it. */
  appearance?: 'light' | 'dark';
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
    let platform: 'ios' | 'android';
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
      locale: typeof c.locale === 'string' ? c.locale : undefined,
      appearance: c.appearance === 'light' || c.appearance === 'dark' ? c.appearance : undefined,
    };
  }, null);
}

/**
 * The language the host app says it runs in: WeChat names it at the end of its user agent
 * ("… Language/zh_CN"), the wallet in its context's locale. Undefined when it does not say.
 */
export function hostLanguage(userAgent: string, w: HostWindow): string | undefined {
  const wechat = /MicroMessenger\/.*\bLanguage\/([\w-]+)/.exec(userAgent || '');
  if (wechat) return wechat[1];
  const ctx = hasWalletBridge(w) ? readWalletContext(w) : null;
  return (ctx && ctx.locale) || undefined;
}
