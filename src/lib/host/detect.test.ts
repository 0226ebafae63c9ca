import { describe, expect, it } from 'vitest';
import { compareVersions, detectHost, readWalletContext, supportsFeature, type HostWindow } from './detect';

const UA = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 9; SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/73.0.3683.90 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  iosWallet:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Mixin/3.11.2',
  androidWallet:
    'Mozilla/5.0 (Linux; Android 9; Pixel 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/73.0 Mobile Safari/537.36 Mixin/1121',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 9; MI 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/73.0 Mobile Safari/537.36 MicroMessenger/8.0.1.1841(0x2800013B) NetType/WIFI',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/7.0.4(0x17000428) NetType/4G',
};

function androidBridge(context: string | (() => string)): HostWindow {
  return { MixinContext: { getContext: typeof context === 'string' ? () => context : context } };
}

function iosBridge(answer: string | null | (() => string | null)): HostWindow {
  return {
    webkit: { messageHandlers: { MixinContext: { postMessage() {} } } },
    prompt: (message) => {
      expect(message).toBe('MixinContext.getContext()');
      return typeof answer === 'function' ? answer() : answer;
    },
  };
}

describe('detectHost', () => {
  it('plain browsers', () => {
    expect(detectHost(UA.iosSafari, {})).toEqual({ kind: 'browser', platform: 'ios' });
    expect(detectHost(UA.androidChrome, {})).toEqual({ kind: 'browser', platform: 'android' });
    expect(detectHost(UA.desktop, {})).toEqual({ kind: 'browser', platform: 'other' });
    expect(detectHost('', {})).toEqual({ kind: 'browser', platform: 'other' });
  });

  it('WeChat-type hosts by MicroMessenger in the user agent', () => {
    expect(detectHost(UA.wechatAndroid, {})).toEqual({ kind: 'wechat', appVersion: '8.0.1.1841', platform: 'android' });
    expect(detectHost(UA.wechatIos, {})).toEqual({ kind: 'wechat', appVersion: '7.0.4', platform: 'ios' });
  });

  it("the host's language: WeChat's Language/ in the user agent, the wallet's locale in its context", () => {
    expect(detectHost(`${UA.wechatAndroid} Language/zh_CN`, {}).language).toBe('zh_CN');
    expect(detectHost(`${UA.wechatIos} Language/en`, {}).language).toBe('en');
    expect(detectHost(UA.wechatIos, {}).language).toBeUndefined();
    expect(detectHost(UA.androidChrome, androidBridge('{"app_version":"3.11.0","locale":"ja-JP"}')).language).toBe('ja-JP');
    expect(detectHost(UA.iosWallet, {}).language).toBeUndefined();
  });

  it('the wallet by its Android bridge, version and platform from its context', () => {
    const w = androidBridge('{"app_version":"3.11.0","platform":"Android","conversation_id":"c1"}');
    expect(detectHost(UA.androidChrome, w)).toEqual({ kind: 'wallet', appVersion: '3.11.0', platform: 'android' });
  });

  it('the wallet by its iOS bridge, answered through prompt()', () => {
    const w = iosBridge('{"app_version":"3.0.1"}');
    expect(detectHost(UA.iosSafari, w)).toEqual({ kind: 'wallet', appVersion: '3.0.1', platform: 'ios' });
  });

  it('the wallet by user agent alone, version from Mixin/', () => {
    expect(detectHost(UA.iosWallet, {})).toEqual({ kind: 'wallet', appVersion: '3.11.2', platform: 'ios' });
    expect(detectHost(UA.androidWallet, {})).toEqual({ kind: 'wallet', appVersion: '1121', platform: 'android' });
  });

  it('the wallet wins over a WeChat user agent when its bridge is injected', () => {
    expect(detectHost(UA.wechatAndroid, androidBridge('{"app_version":"3.2.0"}')).kind).toBe('wallet');
  });

  it('a throwing or garbled bridge still means the wallet, with the version from the user agent', () => {
    const throwing = androidBridge(() => {
      throw new Error('bridge not ready');
    });
    expect(detectHost(UA.androidWallet, throwing)).toEqual({ kind: 'wallet', appVersion: '1121', platform: 'android' });
    expect(detectHost(UA.iosWallet, iosBridge('not json'))).toEqual({ kind: 'wallet', appVersion: '3.11.2', platform: 'ios' });
    expect(detectHost(UA.iosSafari, iosBridge(null))).toEqual({ kind: 'wallet', appVersion: undefined, platform: 'ios' });
    const hostile = {} as HostWindow;
    Object.defineProperty(hostile, 'MixinContext', {
      get() {
        throw new Error('denied');
      },
    });
    expect(detectHost(UA.desktop, hostile)).toEqual({ kind: 'browser', platform: 'other' });
  });

  it('readWalletContext ignores fields of the wrong type', () => {
    expect(readWalletContext(androidBridge('{"app_version":311,"conversation_id":"c"}'))).toEqual({
      app_version: undefined,
      platform: 'android',
      conversation_id: 'c',
    });
    expect(readWalletContext({})).toBeNull();
    expect(readWalletContext(androidBridge('"just a string"'))).toBeNull();
  });
});

describe('versions and features', () => {
  it('compares segments as numbers', () => {
    expect(compareVersions('3.11', '3.9')).toBe(1);
    expect(compareVersions('3.00', '3')).toBe(0);
    expect(compareVersions('3.0.1', '3.00')).toBe(1);
    expect(compareVersions('2.99.99', '3.0')).toBe(-1);
    expect(compareVersions('10.0', '9.9')).toBe(1);
  });

  const wallet = (appVersion?: string) => ({ kind: 'wallet' as const, platform: 'android' as const, appVersion });

  it('playlist needs 3.00 or build 1100', () => {
    expect(supportsFeature('playlist', wallet('3.0.0'))).toBe(true);
    expect(supportsFeature('playlist', wallet('3.00'))).toBe(true);
    expect(supportsFeature('playlist', wallet('2.9.9'))).toBe(false);
    expect(supportsFeature('playlist', wallet('1100'))).toBe(true);
    expect(supportsFeature('playlist', wallet('1099'))).toBe(false);
    expect(supportsFeature('playlist', wallet('3'))).toBe(true);
  });

  it('conversation needs 3.11 or build 1121, numerically', () => {
    expect(supportsFeature('conversation', wallet('3.11.0'))).toBe(true);
    expect(supportsFeature('conversation', wallet('3.12'))).toBe(true);
    // As strings "3.9" > "3.11"; as versions it is older.
    expect(supportsFeature('conversation', wallet('3.9.9'))).toBe(false);
    expect(supportsFeature('conversation', wallet('3.2'))).toBe(false);
    expect(supportsFeature('conversation', wallet('1121'))).toBe(true);
    expect(supportsFeature('conversation', wallet('1120'))).toBe(false);
    expect(supportsFeature('conversation', wallet('10.0'))).toBe(true);
  });

  it('no features outside the wallet or without a version', () => {
    expect(supportsFeature('playlist', wallet())).toBe(false);
    expect(supportsFeature('playlist', { kind: 'wechat', appVersion: '8.0.1', platform: 'ios' })).toBe(false);
    expect(supportsFeature('playlist', { kind: 'browser', platform: 'other' })).toBe(false);
  });
});
