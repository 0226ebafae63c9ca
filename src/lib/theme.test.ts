// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DARK_QUERY, resolveTheme, syncThemeAttribute, type Theme } from './theme';
import { themeChoice, type ThemeChoice } from './settings';

/** A stand-in for the system's dark-mode query that a test can flip, with the listeners it got. */
function fakeSystem(dark: boolean, { legacy = false } = {}) {
  const listeners = new Set<() => void>();
  const query = {
    media: DARK_QUERY,
    matches: dark,
    addListener: (fn: () => void) => listeners.add(fn),
    removeListener: (fn: () => void) => listeners.delete(fn),
    ...(legacy
      ? {}
      : {
        addEventListener: (_: string, fn: () => void) => listeners.add(fn),
        removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
      }),
  };
  vi.stubGlobal('matchMedia', vi.fn((q: string) => (q === DARK_QUERY ? query : { matches: false })));
  return {
    set(next: boolean) {
      query.matches = next;
      listeners.forEach((fn) => fn());
    },
    listeners,
  };
}

const html = document.documentElement;
const theme = () => html.getAttribute('data-theme');

afterEach(() => {
  vi.unstubAllGlobals();
  themeChoice.value = 'system';
  localStorage.clear();
  html.removeAttribute('data-theme');
  delete (window as { MixinContext?: unknown }).MixinContext;
});

describe('resolveTheme', () => {
  it("the person's choice wins; with 'system', the host app's theme, then the system's", () => {
    expect(resolveTheme('light', 'dark', true)).toBe('light');
    expect(resolveTheme('dark', 'light', false)).toBe('dark');
    expect(resolveTheme('system', 'light', true)).toBe('light');
    expect(resolveTheme('system', 'dark', false)).toBe('dark');
    expect(resolveTheme('system', undefined, true)).toBe('dark');
    expect(resolveTheme('system', undefined, false)).toBe('light');
  });
});

describe('syncThemeAttribute', () => {
  let stop: (() => void) | undefined;
  // The bridge loads with the first switch: loaded up front, each switch's call lands in its own test.
  beforeAll(() => import('./host'));
  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  it('follows the system by default, and a change of the system while the app is open', () => {
    const system = fakeSystem(true);
    stop = syncThemeAttribute();
    expect(theme()).toBe('dark');
    system.set(false);
    expect(theme()).toBe('light');
    system.set(true);
    expect(theme()).toBe('dark');
  });

  it('listens through addListener on webviews without MediaQueryList.addEventListener', () => {
    const system = fakeSystem(false, { legacy: true });
    stop = syncThemeAttribute();
    expect(theme()).toBe('light');
    system.set(true);
    expect(theme()).toBe('dark');
    stop();
    stop = undefined;
    expect(system.listeners.size).toBe(0);
  });

  it('a chosen light or dark stays whatever the system does', () => {
    const system = fakeSystem(true);
    themeChoice.value = 'light';
    stop = syncThemeAttribute();
    expect(theme()).toBe('light');
    system.set(false);
    themeChoice.value = 'dark';
    expect(theme()).toBe('dark');
    themeChoice.value = 'system';
    expect(theme()).toBe('light');
  });

  it("inside the wallet, 'system' means the wallet's appearance", () => {
    fakeSystem(false);
    (window as { MixinContext?: unknown }).MixinContext = { getContext: () => '{"appearance":"dark","locale":"en"}' };
    stop = syncThemeAttribute();
    expect(theme()).toBe('dark');
    themeChoice.value = 'light';
    expect(theme()).toBe('light');
  });

  it('asks the wallet to reload its colours on a change, and survives a throwing bridge', async () => {
    fakeSystem(false);
    const reloadTheme = vi.fn(() => {
      throw new Error('not ready');
    });
    (window as { MixinContext?: unknown }).MixinContext = { reloadTheme };
    stop = syncThemeAttribute();
    expect(reloadTheme).not.toHaveBeenCalled();
    themeChoice.value = 'dark';
    await vi.waitFor(() => expect(reloadTheme).toHaveBeenCalledTimes(1));
    expect(theme()).toBe('dark');
  });

  it('stops following once disposed', () => {
    const system = fakeSystem(false);
    stop = syncThemeAttribute();
    stop();
    stop = undefined;
    system.set(true);
    themeChoice.value = 'dark';
    expect(theme()).toBe('light');
  });
});

describe('the saved choice, and the old dark-mode switch', () => {
  async function bootChoice(stored: Record<string, string>): Promise<ThemeChoice> {
    vi.resetModules();
    localStorage.clear();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    const settings = await import('./settings');
    return settings.themeChoice.value;
  }

  it('takes over a saved true as dark and false as light, once', async () => {
    expect(await bootChoice({ 'grp:v1:settings.dark': 'true' })).toBe('dark');
    expect(localStorage.getItem('grp:v1:settings.theme')).toBe('"dark"');
    expect(localStorage.getItem('grp:v1:settings.dark')).toBeNull();
    expect(await bootChoice({ 'grp:v1:settings.dark': 'false' })).toBe('light');
    expect(localStorage.getItem('grp:v1:settings.theme')).toBe('"light"');
  });

  it('follows the system with nothing saved, or something unreadable', async () => {
    expect(await bootChoice({})).toBe('system');
    expect(await bootChoice({ 'grp:v1:settings.theme': '"purple"' })).toBe('system');
    expect(await bootChoice({ 'grp:v1:settings.dark': '{' })).toBe('system');
  });

  it('a new choice wins over an old switch left behind', async () => {
    expect(await bootChoice({ 'grp:v1:settings.theme': '"system"', 'grp:v1:settings.dark': 'true' })).toBe('system');
  });
});

describe("index.html's inline script decides as resolveTheme does, before the first paint", () => {
  const source = /<script>([\s\S]*?)<\/script>/.exec(readFileSync(join(__dirname, '../../index.html'), 'utf8'))![1];

  function runInline(stored: Record<string, string>, systemDark: boolean, walletContext?: string): string | null {
    localStorage.clear();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    html.removeAttribute('data-theme');
    fakeSystem(systemDark);
    if (walletContext) (window as { MixinContext?: unknown }).MixinContext = { getContext: () => walletContext };
    else delete (window as { MixinContext?: unknown }).MixinContext;
    new Function(source)();
    return theme();
  }

  const cases: [string, Record<string, string>, boolean, Theme | undefined][] = [
    ['nothing saved, dark system', {}, true, undefined],
    ['nothing saved, light system', {}, false, undefined],
    ['saved system', { 'grp:v1:settings.theme': '"system"' }, true, undefined],
    ['saved light on a dark system', { 'grp:v1:settings.theme': '"light"' }, true, undefined],
    ['saved dark on a light system', { 'grp:v1:settings.theme': '"dark"' }, false, undefined],
    ['old switch on', { 'grp:v1:settings.dark': 'true' }, false, undefined],
    ['old switch off', { 'grp:v1:settings.dark': 'false' }, true, undefined],
    ['wallet dark, light system', {}, false, 'dark'],
    ['wallet light, dark system', {}, true, 'light'],
    ['wallet dark, saved light', { 'grp:v1:settings.theme': '"light"' }, false, 'dark'],
  ];

  it.each(cases)('%s', (_, stored, systemDark, wallet) => {
    const legacy = stored['grp:v1:settings.dark'];
    const saved = stored['grp:v1:settings.theme'];
    const choice: ThemeChoice = saved ? JSON.parse(saved) : legacy ? (JSON.parse(legacy) ? 'dark' : 'light') : 'system';
    const context = wallet ? JSON.stringify({ appearance: wallet }) : undefined;
    expect(runInline(stored, systemDark, context)).toBe(resolveTheme(choice, wallet, systemDark));
  });

  it('paints light rather than nothing when storage and matchMedia are missing', () => {
    vi.stubGlobal('localStorage', undefined);
    vi.stubGlobal('matchMedia', undefined);
    html.removeAttribute('data-theme');
    new Function(source)();
    expect(theme()).toBe('light');
  });
});
