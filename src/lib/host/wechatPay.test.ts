import { afterEach, describe, expect, it, vi } from 'vitest';
import { WECHAT_BRIDGE_WAIT_MS, wechatPay, type WechatPayWindow } from './wechatPay';

const payment = { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'HMAC-SHA256', paySign: 'S' };

function bridgeAnswering(errMsg: string | undefined) {
  return { invoke: vi.fn((_name: string, _params: Record<string, string>, cb: (res: { err_msg?: string }) => void) => cb({ err_msg: errMsg })) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('wechatPay', () => {
  it('hands the payment object to getBrandWCPayRequest and reads its answer', async () => {
    const ok = bridgeAnswering('get_brand_wcpay_request:ok');
    expect(await wechatPay(payment, { WeixinJSBridge: ok })).toBe('ok');
    expect(ok.invoke).toHaveBeenCalledWith('getBrandWCPayRequest', payment, expect.any(Function));
    expect(await wechatPay(payment, { WeixinJSBridge: bridgeAnswering('get_brand_wcpay_request:cancel') })).toBe('cancel');
    expect(await wechatPay(payment, { WeixinJSBridge: bridgeAnswering('get_brand_wcpay_request:fail') })).toBe('fail');
    expect(await wechatPay(payment, { WeixinJSBridge: bridgeAnswering(undefined) })).toBe('fail');
  });

  it('a throwing bridge is a failure, not an exception', async () => {
    const w: WechatPayWindow = { WeixinJSBridge: { invoke: () => { throw new Error('boom'); } } };
    expect(await wechatPay(payment, w)).toBe('fail');
  });

  it('waits for WeixinJSBridgeReady when the bridge is not there yet', async () => {
    const doc = new EventTarget();
    const w: WechatPayWindow = { document: doc as unknown as Document };
    const paying = wechatPay(payment, w);
    w.WeixinJSBridge = bridgeAnswering('get_brand_wcpay_request:ok');
    doc.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(await paying).toBe('ok');
  });

  it('gives up when the bridge never comes', async () => {
    vi.useFakeTimers();
    const w: WechatPayWindow = { document: new EventTarget() as unknown as Document };
    const paying = wechatPay(payment, w);
    await vi.advanceTimersByTimeAsync(WECHAT_BRIDGE_WAIT_MS);
    expect(await paying).toBe('fail');
    expect(await wechatPay(payment, {})).toBe('fail');
  });
});
