import type { HostInfo, HostKind } from '../../lib/host';
import type { OrderKind, WechatPayChannel } from '../../../contract/order';
import type { PaymentChannel, ProductChannel } from '../../../contract/product';

// Pay pages made absolute (payStep, and kudos through index.ts); it lives in lib for the buy hint too.
export { absoluteUrl } from '../../lib/urls';

/** §9: the default payment-method order; channels not listed (reborn) come after, as given. */
export const PAYMENT_METHOD_ORDER: readonly PaymentChannel[] = ['wechat', 'alipay', 'mixin'];

function rank(channel: PaymentChannel): number {
  const i = PAYMENT_METHOD_ORDER.indexOf(channel);
  return i < 0 ? PAYMENT_METHOD_ORDER.length : i;
}

/** The product's channels in the default order, keeping the product's order within a kind. */
export function sortChannels<C extends Pick<ProductChannel, 'channel'>>(channels: readonly C[]): C[] {
  return channels
    .map((channel, index) => ({ channel, index }))
    .sort((a, b) => rank(a.channel.channel) - rank(b.channel.channel) || a.index - b.index)
    .map((entry) => entry.channel);
}

/**
 * Whether paying by a channel can be finished in this host (issue 10): WeChat Pay only inside
 * WeChat (elsewhere it can only say it is unsupported); Alipay anywhere but WeChat, which blocks
 * its pages; the wallet and reborn anywhere (the wallet opens in place inside the wallet app and
 * by its link or QR code elsewhere).
 */
export function channelWorksIn(channel: PaymentChannel, host: HostKind): boolean {
  if (channel === 'wechat') return host === 'wechat';
  if (channel === 'alipay') return host !== 'wechat';
  return true;
}

/**
 * The channel a checkout opens on: inside the wallet app its own channel; otherwise the first,
 * in the default order, that can be finished here; the first of all when none can.
 */
export function defaultChannel<C extends Pick<ProductChannel, 'channel'>>(channels: readonly C[], host: HostKind): C | null {
  const works = channels.filter((c) => channelWorksIn(c.channel, host));
  const own = host === 'wallet' ? works.filter((c) => c.channel === 'mixin')[0] : undefined;
  return own || works[0] || channels[0] || null;
}

/** One channel may charge in several assets (the wallet in BTC or USDT): the pair names an option. */
export function channelKey(channel: Pick<ProductChannel, 'channel' | 'asset_id'>): string {
  return `${channel.channel}:${channel.asset_id.toLowerCase()}`;
}

export function sameChannel(
  a: Pick<ProductChannel, 'channel' | 'asset_id'> | null,
  b: Pick<ProductChannel, 'channel' | 'asset_id'> | null,
): boolean {
  return !!a && !!b && channelKey(a) === channelKey(b);
}

/** The wallet's payment page; the sandbox stands in unless the build names the real one. */
export function walletPayBase(): string {
  return import.meta.env.VITE_PAY_BASE || '/sandbox/mixin/pay';
}

/** The in-product coin's payment page. */
export function rebornPayBase(): string {
  return import.meta.env.VITE_REBORN_PAY_BASE || '/sandbox/reborn/pay';
}

/** WeChat's JSAPI works only inside WeChat; other browsers get the H5 page. */
export function wechatPayChannel(host: HostKind): WechatPayChannel {
  return host === 'wechat' ? 'jsapi' : 'h5';
}

/** §7: the memo names what the payment is for, the order's action and its id. */
export function walletMemo(kind: OrderKind, orderId: string): string {
  return JSON.stringify({ action: kind, order_id: orderId });
}

export interface WalletPayParams {
  base: string;
  /** The group's client id: the wallet pays to it. */
  recipient: string;
  asset: string;
  amount: string;
  kind: OrderKind;
  orderId: string;
  /** Where the wallet's page returns after paying. */
  returnTo?: string;
}

function withQuery(base: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  Object.keys(params).forEach((key) => {
    const value = params[key];
    if (value) query.set(key, value);
  });
  return base + (base.indexOf('?') < 0 ? '?' : '&') + query.toString();
}

/** §7: the wallet URL carries recipient, asset, amount, memo and trace (the order id, so one order pays once). */
export function walletPayUrl(p: WalletPayParams): string {
  return withQuery(p.base, {
    recipient: p.recipient,
    asset: p.asset,
    amount: p.amount,
    memo: walletMemo(p.kind, p.orderId),
    trace: p.orderId,
    return_to: p.returnTo,
  });
}

/** §7: the reborn page takes the charge as transfer_id and where to come back after paying or cancelling. */
export function rebornPayUrl(base: string, transferId: string, redirectUrl: string, cancelUrl: string): string {
  return withQuery(base, { transfer_id: transferId, redirect_url: redirectUrl, cancel_url: cancelUrl });
}

/** The address of an in-app route on this page (`/demo/checkout/result?...` → `https://host/#/demo/...`). */
export function appUrl(path: string): string {
  return `${location.origin}${location.pathname}#${path}`;
}

/**
 * Issue 26 point 10: on a phone (inside the wallet app, or a phone's browser) the wallet's payment
 * is opened with a tap, the QR code kept behind 'Show QR code'; on a desktop, where the wallet is on
 * another device, the QR code comes first. A phone is the wallet app or an iOS or Android host (the
 * host detection's platform, from the app's own context or the user agent).
 */
export function isPhoneHost(info: Pick<HostInfo, 'kind' | 'platform'>): boolean {
  return info.kind === 'wallet' || info.platform === 'ios' || info.platform === 'android';
}
