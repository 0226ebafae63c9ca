import { effect } from '@preact/signals';
import { darkMode } from './settings';

export function rootElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.documentElement;
}

/**
 * Keeps `<html data-theme>` in step with the dark-mode setting and asks the
 * wallet to re-read the page colours for its title bar. Returns a disposer.
 */
export function syncThemeAttribute(root: HTMLElement | null = rootElement()): () => void {
  let first = true;
  return effect(() => {
    const theme = darkMode.value ? 'dark' : 'light';
    if (!root) return;
    root.setAttribute('data-theme', theme);
    // The bridge (and the host detection behind it) loads with the first switch: the first
    // paint needs neither.
    if (!first) import('./host').then((m) => m.callWalletBridge('reloadTheme')).catch(() => {});
    first = false;
  });
}

/**
 * Back to the stylesheet's colours. A group's custom_theme itself is applied by
 * ./customTheme.ts, loaded only for a group that has one.
 */
export function clearCustomTheme(root: HTMLElement | null = rootElement()): void {
  if (!root) return;
  root.style.removeProperty('--primary');
  root.style.removeProperty('--on-primary');
}
