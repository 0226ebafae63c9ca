import { isHexColor } from './color';
import { clearCustomTheme, rootElement, type Theme } from './theme';

// A group's custom_theme (§3), apart from theme.ts: only groups that set one load this.

/** A group's custom_theme: JSON with a primary colour, and another for the dark theme when it differs. */
export interface CustomTheme {
  primary: string;
  primary_dark?: string;
}

// The text colours tried on a custom primary fill; the one with more contrast wins.
const ON_PRIMARY_DARK = '#04201d';
const ON_PRIMARY_LIGHT = '#ffffff';

const hexOf = (value: unknown): string | null =>
  typeof value === 'string' && isHexColor(value.trim()) ? value.trim() : null;

/**
 * The theme in a custom_theme string, or null when it is missing, not JSON or its primary not a hex
 * colour; a dark colour that is not one is left out (the primary serves both themes).
 */
export function parseCustomTheme(raw: string | null | undefined): CustomTheme | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { primary?: unknown; primary_dark?: unknown } | null;
    const primary = parsed && typeof parsed === 'object' ? hexOf(parsed.primary) : null;
    if (!primary) return null;
    const dark = hexOf(parsed!.primary_dark);
    return dark ? { primary, primary_dark: dark } : { primary };
  } catch {
    return null;
  }
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
}

function rgb(hex: string): [number, number, number] {
  let h = hex.slice(1);
  if (h.length === 3) h = h.charAt(0) + h.charAt(0) + h.charAt(1) + h.charAt(1) + h.charAt(2) + h.charAt(2);
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const x = luminance(a);
  const y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** WCAG AA for body text. */
export const TEXT_CONTRAST = 4.5;

/**
 * Dark or white text, whichever reads better on the given fill; black when neither reaches
 * 4.5:1 (a mid-tone fill), which then always does.
 */
export function onColorFor(hex: string): string {
  const best = contrastRatio(hex, ON_PRIMARY_DARK) >= contrastRatio(hex, ON_PRIMARY_LIGHT) ? ON_PRIMARY_DARK : ON_PRIMARY_LIGHT;
  return contrastRatio(hex, best) >= TEXT_CONTRAST ? best : '#000000';
}

function toHex(channels: number[]): string {
  return '#' + channels.map((c) => ('0' + Math.round(c).toString(16)).slice(-2)).join('');
}

/**
 * The colour itself, or the nearest shade of it (mixed towards black on a light background,
 * towards white on a dark one) that reads as text on `background` at 4.5:1.
 */
export function readableOn(hex: string, background: string): string {
  const base = rgb(hex);
  const towards = luminance(background) > 0.18 ? 0 : 255;
  for (let step = 0; step <= 20; step++) {
    const mix = step / 20;
    const shade = toHex(base.map((c) => c + (towards - c) * mix));
    if (contrastRatio(shade, background) >= TEXT_CONTRAST) return shade;
  }
  return towards ? '#ffffff' : '#000000';
}

/**
 * The surfaces primary-coloured text sits on that are hardest to read on, in each theme
 * (--surface-2 in src/styles/theme.css; its test keeps them equal).
 */
export const TEXT_BACKGROUNDS = { light: '#eceef1', dark: '#24282e' };

/**
 * The variables a theme sets in the light or the dark theme: the fill and the text on it, and the
 * text variants (each theme reads its own). The admin's preview draws with the same ones.
 */
export function customThemeVariables(theme: CustomTheme, mode: Theme): Record<string, string> {
  const dark = theme.primary_dark || theme.primary;
  const fill = mode === 'dark' ? dark : theme.primary;
  return {
    '--primary': fill,
    '--on-primary': onColorFor(fill),
    '--primary-text-on-light': readableOn(theme.primary, TEXT_BACKGROUNDS.light),
    '--primary-text-on-dark': readableOn(dark, TEXT_BACKGROUNDS.dark),
  };
}

/**
 * Applies a group's custom_theme as inline variables on `<html>`, for the theme painted now (the
 * layout applies it again when the theme changes). Anything invalid is ignored and the stylesheet's
 * defaults come back, so a bad setting can never blank out the interface. Returns whether it applied.
 */
export function applyCustomTheme(raw: string | null | undefined, mode: Theme = 'light', root: HTMLElement | null = rootElement()): boolean {
  if (!root) return false;
  const theme = parseCustomTheme(raw);
  if (!theme) {
    clearCustomTheme(root);
    return false;
  }
  const variables = customThemeVariables(theme, mode);
  for (const name in variables) root.style.setProperty(name, variables[name]!);
  return true;
}
