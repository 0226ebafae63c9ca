import { isHexColor } from './color';
import { clearCustomTheme, rootElement } from './theme';

// A group's custom_theme (§3), apart from theme.ts: only groups that set one load this.

/** A group's custom_theme: JSON with a primary colour. */
export interface CustomTheme {
  primary: string;
}

// The text colours tried on a custom primary fill; the one with more contrast wins.
const ON_PRIMARY_DARK = '#04201d';
const ON_PRIMARY_LIGHT = '#ffffff';

/** The theme in a custom_theme string, or null when it is missing, not JSON or not a hex colour. */
export function parseCustomTheme(raw: string | null | undefined): CustomTheme | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    const primary = parsed && typeof parsed === 'object' ? (parsed as { primary?: unknown }).primary : undefined;
    return typeof primary === 'string' && isHexColor(primary.trim()) ? { primary: primary.trim() } : null;
  } catch {
    return null;
  }
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
}

function luminance(hex: string): number {
  let h = hex.slice(1);
  if (h.length === 3) h = h.charAt(0) + h.charAt(0) + h.charAt(1) + h.charAt(1) + h.charAt(2) + h.charAt(2);
  const n = parseInt(h, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Dark or white text, whichever reads better on the given fill (WCAG contrast). */
export function onColorFor(hex: string): string {
  const l = luminance(hex);
  const againstDark = (l + 0.05) / (luminance(ON_PRIMARY_DARK) + 0.05);
  const againstWhite = 1.05 / (l + 0.05);
  return againstDark >= againstWhite ? ON_PRIMARY_DARK : ON_PRIMARY_LIGHT;
}

/**
 * Applies a group's custom_theme as inline variables on `<html>`. Anything
 * invalid is ignored and the stylesheet's defaults come back, so a bad
 * setting can never blank out the interface. Returns whether it applied.
 */
export function applyCustomTheme(raw: string | null | undefined, root: HTMLElement | null = rootElement()): boolean {
  if (!root) return false;
  const theme = parseCustomTheme(raw);
  if (!theme) {
    clearCustomTheme(root);
    return false;
  }
  root.style.setProperty('--primary', theme.primary);
  root.style.setProperty('--on-primary', onColorFor(theme.primary));
  return true;
}
