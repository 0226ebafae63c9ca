import { computed, effect, signal } from '@preact/signals';
import { hasWalletBridge, readWalletContext, type HostWindow } from './host/bridge';
import { themeChoice, type ThemeChoice } from './settings';

export type Theme = 'light' | 'dark';

/** The media query a phone's dark mode answers; WeChat's webview passes the phone's setting through. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function rootElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.documentElement;
}

/**
 * The theme to paint: the person's choice, else the host app's own theme when its bridge says
 * (the wallet's context carries `appearance`; WeChat's bridge says nothing, its webview answers
 * the media query), else the system's. index.html's inline script decides the same way before
 * the first paint.
 */
export function resolveTheme(choice: ThemeChoice, hostAppearance: Theme | undefined, systemDark: boolean): Theme {
  if (choice !== 'system') return choice;
  if (hostAppearance) return hostAppearance;
  return systemDark ? 'dark' : 'light';
}

/** The wallet's theme when the page runs inside it and the wallet reports one. */
export function readHostAppearance(w: HostWindow | undefined = typeof window === 'undefined' ? undefined : (window as HostWindow)): Theme | undefined {
  if (!w || !hasWalletBridge(w)) return undefined;
  const ctx = readWalletContext(w);
  return (ctx && ctx.appearance) || undefined;
}

function systemQuery(): MediaQueryList | null {
  try {
    return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  } catch {
    return null;
  }
}

/** Whether the system is in dark mode now; kept current by syncThemeAttribute. */
export const systemDark = signal<boolean>(false);
/** The host app's theme; read at boot and whenever the page comes back to the front. */
export const hostAppearance = signal<Theme | undefined>(undefined);
/** The theme painted now (a group's custom colours differ between the two). */
export const currentTheme = computed(() => resolveTheme(themeChoice.value, hostAppearance.value, systemDark.value));

/** Listens to a media query, with the older addListener that iOS 12 and Chrome 73 webviews have. */
function listen(query: MediaQueryList, onChange: () => void): () => void {
  if (typeof query.addEventListener === 'function') {
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }
  query.addListener(onChange);
  return () => query.removeListener(onChange);
}

/**
 * Keeps `<html data-theme>` in step with the theme choice, the host app and the system (a change
 * of the phone's dark mode applies while the app is open), and asks the wallet to re-read the
 * page colours for its title bar. Returns a disposer.
 */
export function syncThemeAttribute(root: HTMLElement | null = rootElement()): () => void {
  const query = systemQuery();
  systemDark.value = !!query && query.matches;
  hostAppearance.value = readHostAppearance();
  const stopQuery = query ? listen(query, () => (systemDark.value = query.matches)) : () => {};
  // The wallet's theme may change while the page is in the background.
  const onVisible = () => {
    if (document.visibilityState === 'visible') hostAppearance.value = readHostAppearance();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);

  let first = true;
  let last: Theme | null = null;
  const stopEffect = effect(() => {
    const theme = currentTheme.value;
    if (!root || theme === last) return;
    last = theme;
    root.setAttribute('data-theme', theme);
    // The bridge (and the host detection behind it) loads with the first switch: the first
    // paint needs neither.
    if (!first) import('./host').then((m) => m.callWalletBridge('reloadTheme')).catch(() => {});
    first = false;
  });
  return () => {
    stopEffect();
    stopQuery();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The variables a custom_theme sets inline on `<html>` (customTheme.ts). */
export const CUSTOM_THEME_VARIABLES = ['--primary', '--on-primary', '--primary-text-on-light', '--primary-text-on-dark'];

/**
 * Back to the stylesheet's colours. A group's custom_theme itself is applied by
 * ./customTheme.ts, loaded only for a group that has one.
 */
export function clearCustomTheme(root: HTMLElement | null = rootElement()): void {
  if (!root) return;
  for (const name of CUSTOM_THEME_VARIABLES) root.style.removeProperty(name);
}
