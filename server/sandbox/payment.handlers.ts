import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PaymentChannel } from '../../contract/product';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../lib/errors';
import { isSameOriginUrl } from '../lib/urls';
import { findAsset } from '../routes/asset/asset.repo';
import { findGroup, findGroupByWechatAppId, type GroupRow } from '../routes/group/group.repo';
import { findOrder, findOrderByChargeId, type OrderRow } from '../routes/order/order.repo';
import { findTip } from '../routes/tip/tip.repo';
import { findPackById } from '../routes/luckycoin/luckycoin.repo';
import { checkoutDonePage, checkoutPage, providerErrorPage } from './payment.pages';
import { textsFor, type SandboxTextKey } from './sandbox.texts';
import { notifyAfterConfirmDelay } from './later';
import {
  findSandboxAlipayTrade, findSandboxWechatPayTransaction, insertSandboxWalletSnapshot, settleSandboxAlipayTrade,
  settleSandboxWechatPayTransaction,
} from './sandbox.repo';
import { deliverAlipayNotification } from './alipay-gateway';
import { deliverWechatPayNotification } from './wechatpay-api';
import { yuanOf } from '../providers/cny';
import { reportToServer } from './party';
import { newSafeKey, receiveSafeOutput } from './safe-api';
import { spendPublicKeyOf } from './safe-keys';

type SandboxContext = Context<AppEnv>;

/** A provider's view of one payment: what it will report and where it sends the browser after. */
type Checkout = {
  channel: PaymentChannel;
  /** What is paid: an order, or a tip (its tip_id as order_id) through the wallet. */
  order: Pick<OrderRow, 'order_id'>;
  group: GroupRow;
  /** Trace (wallet) or charge id: how the provider names the order in its notifications. */
  reference: string;
  asset_id: string;
  amount: string;
  memo: string;
  successUrl: string | undefined;
  cancelUrl: string | undefined;
  fields: Record<string, string>;
  /** Where the page leads after paying when there is no return address (default: the order's result). */
  doneUrl?: string;
  /**
   * What Pay and Cancel do at the party, which tells the server in its own way: WeChat Pay's and
   * Alipay's signed notifications, the wallet's snapshots, the rc app's signed events.
   */
  settle: { pay: () => Promise<void>; cancel: () => void | Promise<void> };
};

/** A provider's refusal, shown on its page in the person's language. */
class PageError extends Error {
  constructor(readonly status: ContentfulStatusCode, readonly text: SandboxTextKey) {
    super(text);
  }
}

export type WalletPayQuery = { recipient: string; asset: string; amount: string; memo?: string; trace: string; return_to?: string };
export type AlipayPageQuery = { trade_no: string };
export type WechatPayPageQuery = { prepay_id: string; package?: string; redirect_url?: string };
export type RebornPayQuery = { transfer_id: string; redirect_url: string; cancel_url: string };

const sameOrigin = (c: SandboxContext, url: string | undefined) => (url && isSameOriginUrl(c, url) ? url : undefined);

/** The group an order, tip or pack is of (it exists: its rows reference it). */
async function groupOf(c: SandboxContext, groupId: string): Promise<GroupRow> {
  return (await findGroup(c.var.deps.sql, groupId))!;
}

/** How the person's wallet or app names an asset: its symbol, else its id. */
async function symbolOf(deps: AppDeps, assetId: string): Promise<string> {
  return (await findAsset(deps.sql, assetId))?.symbol ?? assetId;
}

/**
 * The wallet's pay page transfers what its URL says from the payer to the recipient: Pay writes the
 * transfer as the recipient bot's snapshot, listed once the network confirms it
 * (PAYMENT_CONFIRM_DELAY_MS later), which the group's server reads (its own business to match it to
 * an order and to refuse a wrong amount); Cancel transfers nothing and, like the wallet, tells
 * nobody. The payer is the person the order, tip or pack is of (the stand-in wallet's users are the
 * sandbox's people).
 */
let networkSequence = 0;
/**
 * A time as the wallet writes it, RFC 3339 with nanoseconds: the millisecond, then a sequence, so
 * no two snapshots share one (the readers page by it, after the last one they read).
 */
function networkTime(ms: number): string {
  networkSequence = (networkSequence + 1) % 1_000_000;
  return `${new Date(ms).toISOString().slice(0, 23)}${String(networkSequence).padStart(6, '0')}Z`;
}

function walletTransfer(deps: AppDeps, query: WalletPayQuery, payer: string): Checkout['settle'] {

  return {
    async pay() {
      // The snapshot the recipient reads, and the output its bot may spend later (sandbox/safe-api.ts).
      const transactionHash = randomBytes(32).toString('hex');
      const createdAt = networkTime(deps.clock() + deps.env.paymentConfirmDelayMs);
      const key = newSafeKey(await spendPublicKeyOf(deps, query.recipient));
      const made = await deps.sql.tx(async (sql) => {
        const written = await insertSandboxWalletSnapshot(sql, {
          snapshot_id: randomUUID(), user_id: query.recipient, opponent_id: payer, asset_id: query.asset, amount: query.amount,
          memo: Buffer.from(query.memo ?? '', 'utf8').toString('hex'), trace_id: query.trace, transaction_hash: transactionHash, created_at: createdAt,
        });
        if (written) {
          await receiveSafeOutput(sql, {
            userId: query.recipient, assetId: query.asset, amount: query.amount, transactionHash, index: 0, createdAt, key,
          });
        }
        return written;
      });
      if (!made) throw new PageError(409, 'pay.error_settled');
    },
    cancel() {},
  };
}

export async function walletCheckout(c: SandboxContext, query: WalletPayQuery): Promise<Checkout> {
  const order = await findOrder(c.var.deps.sql, query.trace);
  if (!order) return tipWalletCheckout(c, query);
  const group = await groupOf(c, order.group_id);
  if (group.client_id !== query.recipient) throw new PageError(400, 'pay.error_recipient');
  return {
    channel: 'mixin', order, group, reference: order.order_id, asset_id: query.asset, amount: query.amount,
    memo: query.memo ?? '', successUrl: sameOrigin(c, query.return_to), cancelUrl: sameOrigin(c, query.return_to),
    fields: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>,
    settle: walletTransfer(c.var.deps, query, order.user_id),
  };
}

/** A tip (issue 11) is paid through the wallet like an order: to the group, traced by the tip id. */
async function tipWalletCheckout(c: SandboxContext, query: WalletPayQuery): Promise<Checkout> {
  const tip = await findTip(c.var.deps.sql, query.trace);
  if (!tip) return packWalletCheckout(c, query);
  const group = await groupOf(c, tip.group_id);
  if (group.client_id !== query.recipient) throw new PageError(400, 'pay.error_recipient');
  return {
    channel: 'mixin', order: { order_id: tip.tip_id }, group, reference: tip.tip_id, asset_id: query.asset,
    amount: query.amount, memo: query.memo ?? '', successUrl: sameOrigin(c, query.return_to),
    cancelUrl: sameOrigin(c, query.return_to), doneUrl: `/#/${group.group_id}`,
    fields: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>,
    settle: walletTransfer(c.var.deps, query, tip.sender_id),
  };
}

/** A lucky-coin pack (issue 11) is paid through the wallet the same way, traced by the pack id. */
async function packWalletCheckout(c: SandboxContext, query: WalletPayQuery): Promise<Checkout> {
  const pack = await findPackById(c.var.deps.sql, query.trace);
  if (!pack) throw new PageError(404, 'pay.error_no_order');
  const group = await groupOf(c, pack.group_id);
  if (group.client_id !== query.recipient) throw new PageError(400, 'pay.error_recipient');
  return {
    channel: 'mixin', order: { order_id: pack.pack_id }, group, reference: pack.pack_id, asset_id: query.asset,
    amount: query.amount, memo: query.memo ?? '', successUrl: sameOrigin(c, query.return_to),
    cancelUrl: sameOrigin(c, query.return_to), doneUrl: `/#/${group.group_id}/luckycoin/${encodeURIComponent(pack.pack_id)}`,
    fields: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>,
    settle: walletTransfer(c.var.deps, query, pack.sender_id),
  };
}

/**
 * WeChat Pay's H5 page for an order its stand-in API took (sandbox/wechatpay-api.ts): Pay marks it
 * paid and posts WeChat Pay's signed notification to the order's notify_url, after
 * PAYMENT_CONFIRM_DELAY_MS; Cancel closes it, and WeChat Pay tells the merchant nothing (the order
 * stays unpaid until it expires, as with the real one).
 */
export async function wechatPayCheckout(c: SandboxContext, query: WechatPayPageQuery): Promise<Checkout> {
  const { deps } = c.var;
  const transaction = await findSandboxWechatPayTransaction(deps.sql, query.prepay_id);
  if (!transaction) throw new PageError(404, 'pay.error_no_charge');
  if (transaction.trade_state !== 'NOTPAY') throw new PageError(409, 'pay.error_settled');
  const group = await findGroupByWechatAppId(deps.sql, transaction.appid);
  if (!group) throw new PageError(404, 'pay.error_no_charge');
  const back = sameOrigin(c, query.redirect_url);
  const prepayId = transaction.prepay_id;
  return {
    channel: 'wechat', order: { order_id: transaction.out_trade_no }, group, reference: transaction.out_trade_no,
    asset_id: 'CNY', amount: yuanOf(transaction.total), memo: transaction.description, successUrl: back, cancelUrl: back,
    fields: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>,
    settle: {
      async pay() {
        const paid = await settleSandboxWechatPayTransaction(deps.sql, prepayId, {
          state: 'SUCCESS', transactionId: `42000${randomBytes(12).toString('hex')}`, successTime: new Date(deps.clock()).toISOString(),
        });
        if (!paid) throw new PageError(409, 'pay.error_settled');
        await notifyAfterConfirmDelay(deps, `WeChat Pay notification for ${prepayId}`,
          async () => deliverWechatPayNotification(deps, (await findSandboxWechatPayTransaction(deps.sql, prepayId))!));
      },
      async cancel() {
        await settleSandboxWechatPayTransaction(deps.sql, prepayId, { state: 'CLOSED' });
      },
    },
  };
}

/**
 * Alipay's cashier page for a trade its stand-in gateway took (sandbox/alipay-gateway.ts): Pay marks
 * it paid and, after PAYMENT_CONFIRM_DELAY_MS, posts Alipay's signed notification to the trade's
 * notify_url, then returns the payer to return_url; quitting closes the trade, says so the same way
 * (TRADE_CLOSED: the order fails as cancelled) and returns to quit_url.
 */
export async function alipayCheckout(c: SandboxContext, query: AlipayPageQuery): Promise<Checkout> {
  const { deps } = c.var;
  const trade = await findSandboxAlipayTrade(deps.sql, query.trade_no);
  if (!trade) throw new PageError(404, 'pay.error_no_charge');
  if (trade.trade_status !== 'WAIT_BUYER_PAY') throw new PageError(409, 'pay.error_settled');
  const group = await alipayGroupOf(deps, trade.notify_url);
  const tradeNo = trade.trade_no;
  const settle = async (status: 'TRADE_SUCCESS' | 'TRADE_CLOSED') => {
    if (!(await settleSandboxAlipayTrade(deps.sql, tradeNo, status))) throw new PageError(409, 'pay.error_settled');
    const deliver = async () => deliverAlipayNotification(deps, (await findSandboxAlipayTrade(deps.sql, tradeNo))!, status);
    // Quitting is reported at once; a payment after the confirmation delay.
    if (status === 'TRADE_CLOSED') await deliver();
    else await notifyAfterConfirmDelay(deps, `Alipay notification for ${tradeNo}`, deliver);
  };
  return {
    channel: 'alipay', order: { order_id: trade.out_trade_no }, group, reference: trade.out_trade_no, asset_id: 'CNY',
    amount: trade.total_amount, memo: trade.subject, successUrl: sameOrigin(c, trade.return_url ?? undefined),
    cancelUrl: sameOrigin(c, trade.quit_url ?? trade.return_url ?? undefined), fields: { trade_no: tradeNo },
    settle: { pay: () => settle('TRADE_SUCCESS'), cancel: () => settle('TRADE_CLOSED') },
  };
}

/**
 * The group an Alipay trade is for, to name it on the page: the one whose notify_url it carries (one
 * app may serve several groups; Alipay itself would show the app's name).
 */
async function alipayGroupOf(deps: AppDeps, notifyUrl: string | null): Promise<GroupRow> {
  const fromUrl = /\/api\/payments\/alipay\/([^/]+)\/notify$/.exec(notifyUrl ?? '')?.[1];
  const group = fromUrl ? await findGroup(deps.sql, decodeURIComponent(fromUrl)) : undefined;
  if (!group) throw new PageError(404, 'pay.error_no_charge');
  return group;
}

export async function rebornCheckout(c: SandboxContext, query: RebornPayQuery): Promise<Checkout> {
  const order = await findOrderByChargeId(c.var.deps.sql, query.transfer_id);
  if (!order || order.channel !== 'reborn') throw new PageError(404, 'pay.error_no_transfer');
  const successUrl = sameOrigin(c, query.redirect_url);
  const cancelUrl = sameOrigin(c, query.cancel_url);
  if (!successUrl || !cancelUrl) throw new PageError(400, 'pay.error_return_urls');
  const { deps } = c.var;
  const report = async (status: 'PAID' | 'CANCELLED') => deliverRebornEvent(deps, {
    event_id: randomUUID(), transfer_id: query.transfer_id, status, currency: await symbolOf(deps, order.asset_id),
    amount: order.amount,
  });
  return {
    channel: 'reborn', order, group: await groupOf(c, order.group_id), reference: query.transfer_id, asset_id: order.asset_id,
    amount: order.amount, memo: '', successUrl, cancelUrl, fields: { ...query },
    // The rc app reports over our own signed protocol (providers/reborn): a payment after the
    // confirmation delay, a cancel at once.
    settle: {
      pay: () => notifyAfterConfirmDelay(deps, `rc report for ${query.transfer_id}`, () => report('PAID')),
      cancel: () => report('CANCELLED'),
    },
  };
}

/** Posts the rc app's signed event to the server over HTTP; the server's refusal is the page's error. */
async function deliverRebornEvent(deps: AppDeps, event: object): Promise<void> {
  const res = await reportToServer(deps, 'reborn', '/api/payments/reborn/notify', event);
  if (res.status === 200) return;
  const answer = await res.json().catch(() => null) as { code?: number; message?: string } | null;
  throw new ApiError(res.status as ContentfulStatusCode, answer?.code ?? res.status, answer?.message ?? `HTTP ${res.status}`);
}

function errorPage(c: SandboxContext, channel: PaymentChannel, error: unknown): Response {
  const texts = textsFor(c);
  if (error instanceof PageError) return c.html(providerErrorPage(texts, channel, texts.t(error.text)), error.status);
  // The API's own refusals (a wrong amount, an expired order) keep its English message.
  if (error instanceof ApiError) return c.html(providerErrorPage(texts, channel, error.message), error.status);
  throw error;
}

export const paymentSandboxHandlers = {
  async show(c: SandboxContext, channel: PaymentChannel, build: () => Checkout | Promise<Checkout>): Promise<Response> {
    try {
      const checkout = await build();
      const symbol = await symbolOf(c.var.deps, checkout.asset_id);
      return c.html(checkoutPage(textsFor(c), {
        provider: channel, groupName: checkout.group.name, amount: checkout.amount, symbol, memo: checkout.memo,
        orderId: checkout.order.order_id, fields: checkout.fields,
      }));
    } catch (error) {
      return errorPage(c, channel, error);
    }
  },

  /** Pay or Cancel, as the party does it, and then back to where the payer came from. */
  async act(c: SandboxContext, channel: PaymentChannel, action: 'pay' | 'cancel', build: () => Checkout | Promise<Checkout>): Promise<Response> {
    try {
      const checkout = await build();
      if (action === 'pay') await checkout.settle.pay();
      else await checkout.settle.cancel();
      const next = action === 'pay' ? checkout.successUrl : checkout.cancelUrl;
      if (next) return c.redirect(next, 303);
      const { group, order } = checkout;
      const back = action === 'pay'
        ? checkout.doneUrl ?? `/#/${group.group_id}/checkout/result?order_id=${encodeURIComponent(order.order_id)}`
        : `/#/${group.group_id}`;
      return c.html(checkoutDonePage(textsFor(c), channel, action === 'pay', back));
    } catch (error) {
      return errorPage(c, channel, error);
    }
  },
};
