import { describe, expect, it, vi } from 'vitest';
import { backToApp, callWalletBridge, closeWindow, openInHost, type HostEnv } from './actions';
import type { HostInfo, HostWindow } from './detect';
import { host } from './state';

const WALLET: HostInfo = { kind: 'wallet', appVersion: '3.11.0', platform: 'android' };
const IOS_WALLET: HostInfo = { kind: 'wallet', appVersion: '3.11.0', platform: 'ios' };
const WECHAT: HostInfo = { kind: 'wechat', appVersion: '8.0.1', platform: 'android' };
const BROWSER: HostInfo = { kind: 'browser', platform: 'other' };

function fakeWindow(extra: Partial<HostWindow> = {}): HostWindow & { location: { href: string } } {
  return { location: { href: 'http://app/#/demo' }, history: { length: 1, back: vi.fn() }, ...extra } as HostWindow & {
    location: { href: string };
  };
}

function envOf(info: HostInfo, w: HostWindow): HostEnv {
  return { info, window: w };
}

const boom = () => {
  throw new Error('bridge failed');
};

describe('callWalletBridge', () => {
  it('posts to the iOS handler or calls the Android method', () => {
    const post = vi.fn();
    const ios = fakeWindow({ webkit: { messageHandlers: { playlist: { postMessage: post } } } });
    expect(callWalletBridge('playlist', ['a.mp3'], envOf(IOS_WALLET, ios))).toBe(true);
    expect(post).toHaveBeenCalledWith(['a.mp3']);

    const playlist = vi.fn();
    const android = fakeWindow({ MixinContext: { playlist } });
    expect(callWalletBridge('playlist', ['a.mp3'], envOf(WALLET, android))).toBe(true);
    expect(playlist).toHaveBeenCalledWith(['a.mp3']);
  });

  it('reports false when the method is missing or throws', () => {
    expect(callWalletBridge('close', undefined, envOf(WALLET, fakeWindow()))).toBe(false);
    expect(callWalletBridge('close', undefined, envOf(WALLET, fakeWindow({ MixinContext: { close: boom } })))).toBe(false);
    const ios = fakeWindow({ webkit: { messageHandlers: { close: { postMessage: boom } } } });
    expect(callWalletBridge('close', undefined, envOf(IOS_WALLET, ios))).toBe(false);
  });
});

describe('openInHost', () => {
  it('a browser opens web links in a new tab', () => {
    const open = vi.fn(() => ({}));
    const w = fakeWindow({ open });
    openInHost('https://example.com/a', envOf(BROWSER, w));
    expect(open).toHaveBeenCalledWith('https://example.com/a', '_blank');
    expect(w.location.href).toBe('http://app/#/demo');
  });

  it('a browser falls back to the same tab when the pop-up is blocked or open throws', () => {
    const blocked = fakeWindow({ open: vi.fn(() => null) });
    openInHost('https://example.com/a', envOf(BROWSER, blocked));
    expect(blocked.location.href).toBe('https://example.com/a');
    const throwing = fakeWindow({ open: boom });
    openInHost('https://example.com/b', envOf(BROWSER, throwing));
    expect(throwing.location.href).toBe('https://example.com/b');
  });

  it('app-scheme links and in-app hosts change the location instead of opening a window', () => {
    const open = vi.fn(() => ({}));
    const browser = fakeWindow({ open });
    openInHost('mixin://users/abc', envOf(BROWSER, browser));
    expect(browser.location.href).toBe('mixin://users/abc');

    const wallet = fakeWindow({ open });
    openInHost('https://example.com/x', envOf(WALLET, wallet));
    expect(wallet.location.href).toBe('https://example.com/x');

    const wechat = fakeWindow({ open });
    openInHost('https://example.com/y', envOf(WECHAT, wechat));
    expect(wechat.location.href).toBe('https://example.com/y');
    expect(open).not.toHaveBeenCalled();
  });
});

describe('closeWindow', () => {
  it('uses the wallet close bridge', () => {
    const close = vi.fn();
    expect(closeWindow(envOf(WALLET, fakeWindow({ MixinContext: { close } })))).toBe('bridge');
    expect(close).toHaveBeenCalledTimes(1);
    const post = vi.fn();
    const ios = fakeWindow({ webkit: { messageHandlers: { close: { postMessage: post } } } });
    expect(closeWindow(envOf(IOS_WALLET, ios))).toBe('bridge');
    expect(post).toHaveBeenCalledWith('');
  });

  it('uses WeChat closeWindow', () => {
    const call = vi.fn();
    expect(closeWindow(envOf(WECHAT, fakeWindow({ WeixinJSBridge: { call } })))).toBe('bridge');
    expect(call).toHaveBeenCalledWith('closeWindow');
  });

  it('falls back to history when a bridge throws or is missing', () => {
    const back = vi.fn();
    const history = { length: 3, back };
    expect(closeWindow(envOf(WALLET, fakeWindow({ MixinContext: { close: boom }, history })))).toBe('history');
    expect(closeWindow(envOf(WECHAT, fakeWindow({ WeixinJSBridge: { call: boom }, history })))).toBe('history');
    expect(closeWindow(envOf(BROWSER, fakeWindow({ history })))).toBe('history');
    expect(back).toHaveBeenCalledTimes(3);
    expect(closeWindow(envOf(BROWSER, fakeWindow()))).toBe('none');
  });
});

describe('backToApp', () => {
  const group = { client_id: 'bot/1' };

  it('closes the wallet web view when it can', () => {
    const close = vi.fn();
    const w = fakeWindow({ MixinContext: { close } });
    expect(backToApp(group, envOf(WALLET, w))).toBe('closed');
    expect(w.location.href).toBe('http://app/#/demo');
  });

  it('opens the bot conversation link when the wallet cannot close, and in a browser', () => {
    const wallet = fakeWindow({ MixinContext: { close: boom } });
    expect(backToApp(group, envOf(WALLET, wallet))).toBe('opened');
    expect(wallet.location.href).toBe('mixin://users/bot%2F1');
    const browser = fakeWindow();
    expect(backToApp(group, envOf(BROWSER, browser))).toBe('opened');
    expect(browser.location.href).toBe('mixin://users/bot%2F1');
  });

  it('reports WeChat-type hosts as unsupported without navigating', () => {
    const w = fakeWindow();
    expect(backToApp(group, envOf(WECHAT, w))).toBe('unsupported');
    expect(w.location.href).toBe('http://app/#/demo');
  });
});

describe('host signal', () => {
  it('is detected at boot: jsdom is a plain browser', () => {
    expect(host.value.kind).toBe('browser');
  });
});
