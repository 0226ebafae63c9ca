import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import type { Signal } from '@preact/signals';
import { server, useMswServer } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { host, type HostInfo } from '../../../lib/host';

useMswServer();
const hostSignal = host as Signal<HostInfo>;
const before = hostSignal.value;
afterEach(() => {
  cleanup();
  hostSignal.value = before;
});

describe('BackToAppScreen', () => {
  it('inside WeChat, says the way back is not available there', async () => {
    hostSignal.value = { kind: 'wechat', platform: 'android' };
    server.use(...groupHandlers());
    renderApp('#/demo/back-to-app');
    expect(await screen.findByRole('heading', { name: 'Continue in the app' })).toBeTruthy();
    const action = screen.getByRole('button', { name: 'Back to the app' }) as HTMLButtonElement;
    // Enabled once the group's public info (its wallet bot) has loaded.
    await new Promise<void>((resolve) => {
      const check = () => (action.disabled ? setTimeout(check, 10) : resolve());
      check();
    });
    fireEvent.click(action);
    expect(await screen.findByText("This app cannot open other apps. Tap \u00b7\u00b7\u00b7 at the top right and open this page in your browser, then try again.")).toBeTruthy();
  });

  it('inside the wallet app, closes the page through the wallet bridge', async () => {
    let closed = 0;
    (window as unknown as { MixinContext: unknown }).MixinContext = {
      getContext: () => JSON.stringify({ app_version: '3.11.0' }),
      close: () => {
        closed++;
      },
    };
    hostSignal.value = { kind: 'wallet', platform: 'android', appVersion: '3.11.0' };
    server.use(...groupHandlers());
    renderApp('#/demo/back-to-app');
    const action = (await screen.findByRole('button', { name: 'Back to the app' })) as HTMLButtonElement;
    await new Promise<void>((resolve) => {
      const check = () => (action.disabled ? setTimeout(check, 10) : resolve());
      check();
    });
    fireEvent.click(action);
    expect(closed).toBe(1);
    expect(screen.queryByText("This app cannot open other apps. Tap \u00b7\u00b7\u00b7 at the top right and open this page in your browser, then try again.")).toBeNull();
    delete (window as unknown as { MixinContext?: unknown }).MixinContext;
  });
});
