/**
 * WeChat Pay inside a WeChat-type host (§7): the payment object goes to the injected
 * WeixinJSBridge. The bridge may appear only after the page loads ('WeixinJSBridgeReady'),
 * may be missing or throw; every failure is reported as 'fail', never thrown.
 */
export type WechatPayOutcome = 'ok' | 'cancel' | 'fail';

interface WeixinPayBridge {
  invoke(name: string, params: Record<string, string>, callback: (res: { err_msg?: string } | undefined) => void): void;
}

export interface WechatPayWindow {
  WeixinJSBridge?: Partial<WeixinPayBridge>;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
}

/** How long to wait for the bridge to appear. */
export const WECHAT_BRIDGE_WAIT_MS = 5000;

function bridgeOf(w: WechatPayWindow): WeixinPayBridge | null {
  try {
    const bridge = w.WeixinJSBridge;
    return bridge && typeof bridge.invoke === 'function' ? (bridge as WeixinPayBridge) : null;
  } catch {
    return null;
  }
}

function waitForBridge(w: WechatPayWindow, waitMs: number): Promise<WeixinPayBridge | null> {
  const ready = bridgeOf(w);
  if (ready || !w.document) return Promise.resolve(ready);
  const doc = w.document;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      doc.removeEventListener('WeixinJSBridgeReady', done);
      resolve(bridgeOf(w));
    };
    const timer = setTimeout(done, waitMs);
    doc.addEventListener('WeixinJSBridgeReady', done);
  });
}

/** Asks WeChat to pay; 'ok' when WeChat reports the payment made, 'cancel' when the person backed out. */
export function wechatPay(
  payment: Record<string, string>,
  w: WechatPayWindow = typeof window === 'undefined' ? {} : (window as unknown as WechatPayWindow),
  waitMs: number = WECHAT_BRIDGE_WAIT_MS,
): Promise<WechatPayOutcome> {
  return waitForBridge(w, waitMs).then(
    (bridge) =>
      new Promise<WechatPayOutcome>((resolve) => {
        if (!bridge) {
          resolve('fail');
          return;
        }
        try {
          bridge.invoke('getBrandWCPayRequest', payment, (res) => {
            const message = (res && res.err_msg) || '';
            if (message.endsWith(':ok')) resolve('ok');
            else if (message.endsWith(':cancel')) resolve('cancel');
            else resolve('fail');
          });
        } catch {
          resolve('fail');
        }
      }),
  );
}
