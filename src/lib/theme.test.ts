import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { syncThemeAttribute } from './theme';
import { darkMode } from './settings';

describe('syncThemeAttribute', () => {
  let stop: (() => void) | undefined;
  // The bridge loads with the first switch: loaded up front, each switch's call lands in its own test.
  beforeAll(() => import('./host'));
  afterEach(() => {
    stop?.();
    darkMode.value = false;
    delete (window as { MixinContext?: unknown }).MixinContext;
  });

  it('mirrors the dark-mode setting on <html data-theme>', () => {
    darkMode.value = false;
    stop = syncThemeAttribute();
    const html = document.documentElement;
    expect(html.getAttribute('data-theme')).toBe('light');
    darkMode.value = true;
    expect(html.getAttribute('data-theme')).toBe('dark');
    darkMode.value = false;
    expect(html.getAttribute('data-theme')).toBe('light');
  });

  it('asks the wallet to reload its colours on a change, and survives a throwing bridge', async () => {
    const reloadTheme = vi.fn(() => {
      throw new Error('not ready');
    });
    (window as { MixinContext?: unknown }).MixinContext = { reloadTheme };
    stop = syncThemeAttribute();
    expect(reloadTheme).not.toHaveBeenCalled();
    darkMode.value = true;
    await vi.waitFor(() => expect(reloadTheme).toHaveBeenCalledTimes(1));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('stops following the setting once disposed', () => {
    stop = syncThemeAttribute();
    stop();
    darkMode.value = true;
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
});
