import type { HostKind } from '../../lib/host';
import { isValidAmount } from '../../../contract/money';
import { isOpenOrderState } from '../order';
import type { OrderKind, OrderState, PayResult, WechatPayment } from '../../../contract/order';
import type { PaymentChannel } from '../../../contract/product';
import { absoluteUrl, rebornPayUrl, walletPayUrl } from './channels';

/** What the checkout does once the pay request is answered (§4, §7, issue point 9). */
export type PayStep =
  /** Paid at once (a coupon covered it): straight to the result. */
  | { kind: 'paid' }
  | { kind: 'failed'; reason: 'state'; state: OrderState }
  /** §5: WeChat without a payment object, Alipay without its page, reborn without charge_id. */
  | { kind: 'failed'; reason: 'no_payment' }
  /** §5: an amount that is negative or not a number ('Error Order Amount'). */
  | { kind: 'failed'; reason: 'amount' }
  /** Leave for the provider's page (Alipay, reborn); it comes back to the result page. */
  | { kind: 'redirect'; url: string }
  /** The wallet URL: opened inside the wallet app, shown as a QR code elsewhere; then polling. */
  | { kind: 'wallet'; url: string; open: boolean }
  /** Inside WeChat: the payment object goes through the WeChat bridge; then polling. */
  | { kind: 'wechat_bridge'; payment: WechatPayment }
  /** The open-in-browser prompt with a QR code, while polling in the background. */
  | { kind: 'prompt'; url: string; reason: 'wechat_unsupported' | 'alipay_in_wechat' };

export interface PayContext {
  host: HostKind;
  /** The group's client id, the wallet payment's recipient. */
  recipient: string;
  orderKind: OrderKind;
  walletBase: string;
  rebornBase: string;
  /** Absolute address of the checkout result page for this order. */
  resultUrl: string;
  /** Absolute address to come back to when the payment is cancelled. */
  cancelUrl: string;
}

/**
 * A WeChat Pay order of the kind asked for: inside WeChat a JSAPI one (signed fields for the bridge),
 * elsewhere an H5 one (its page); the server leaves the other kind's fields empty.
 */
function isWechatPayment(payment: PayResult['payment'], inWechat: boolean): payment is WechatPayment {
  if (!payment || typeof (payment as WechatPayment).appId !== 'string') return false;
  return inWechat ? !!(payment as WechatPayment).paySign : !!(payment as WechatPayment).h5_url;
}

function alipayUrl(payment: PayResult['payment']): string | null {
  const url = payment && (payment as { url?: unknown }).url;
  return typeof url === 'string' && url ? url : null;
}

export function nextPayStep(result: PayResult, channel: PaymentChannel, ctx: PayContext): PayStep {
  if (result.state === 'PAID') return { kind: 'paid' };
  if (!isOpenOrderState(result.state)) return { kind: 'failed', reason: 'state', state: result.state };
  if (!isValidAmount(result.amount)) return { kind: 'failed', reason: 'amount' };
  switch (channel) {
    case 'mixin': {
      const url = walletPayUrl({
        base: absoluteUrl(ctx.walletBase),
        recipient: ctx.recipient,
        asset: result.asset_id,
        amount: result.amount,
        kind: ctx.orderKind,
        orderId: result.order_id,
        returnTo: ctx.resultUrl,
      });
      return { kind: 'wallet', url, open: ctx.host === 'wallet' };
    }
    case 'wechat': {
      if (!isWechatPayment(result.payment, ctx.host === 'wechat')) return { kind: 'failed', reason: 'no_payment' };
      if (ctx.host === 'wechat') return { kind: 'wechat_bridge', payment: result.payment };
      return { kind: 'prompt', url: absoluteUrl(result.payment.h5_url), reason: 'wechat_unsupported' };
    }
    case 'alipay': {
      const url = alipayUrl(result.payment);
      if (!url) return { kind: 'failed', reason: 'no_payment' };
      // WeChat-type hosts block Alipay's pages: the person opens this page in a browser instead.
      if (ctx.host === 'wechat') return { kind: 'prompt', url: absoluteUrl(url), reason: 'alipay_in_wechat' };
      return { kind: 'redirect', url };
    }
    default: {
      if (!result.charge_id) return { kind: 'failed', reason: 'no_payment' };
      return { kind: 'redirect', url: rebornPayUrl(ctx.rebornBase, result.charge_id, ctx.resultUrl, ctx.cancelUrl) };
    }
  }
}
