import { appDeps } from '../app';
import { readAwaitedWalletPayments } from '../routes/payment/wallet-receipts.service';
import type { PaymentChannel } from '../../contract/product';
import { PRODUCT_IDS } from '../seed';
import type { TestServer } from './helpers';
import { findOrder } from '../routes/order/order.repo';
import { findTip } from '../routes/tip/tip.repo';
import { findPackById } from '../routes/luckycoin/luckycoin.repo';
import { findGroup } from '../routes/group/group.repo';
import { STANDINS } from './standins';

// Shared steps of the join flow for the joining tests.

export const DEMO = '/api/groups/demo';
export const MEMBERSHIP = PRODUCT_IDS.demoMembership;

export const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa';
export const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5';

export const COUPONS = {
  pendingDiscountBtc: '30000000-0000-4000-8000-000000000001',
  pendingVoucherCny: '30000000-0000-4000-8000-000000000002',
  pendingVoucherBtcWallet: '30000000-0000-4000-8000-000000000003',
  pendingExpired: '30000000-0000-4000-8000-000000000004',
  pendingUsed: '30000000-0000-4000-8000-000000000005',
  memberDiscountUsdt: '30000000-0000-4000-8000-000000000006',
  pendingVoucherRcFree: '30000000-0000-4000-8000-000000000007',
  pendingCouponPackOnly: '30000000-0000-4000-8000-000000000008',
} as const;

/** A signed-in user of demo who has an inviter (the owner's permanent code), ready to buy. */
export async function invitedUser(server: TestServer, persona: 'new' | 'pending' = 'new'): Promise<string> {
  const { token } = await server.login(persona);
  const res = await server.post(`${DEMO}/invitations/apply?code=DEMOPERM`, {}, token);
  if (res.status !== 200) throw new Error(`apply failed: ${res.text}`);
  return token;
}

export async function createOrder(server: TestServer, token: string, quantity = 1, group = 'demo', productId: string = MEMBERSHIP): Promise<string> {
  const res = await server.post(`/api/groups/${group}/orders`, { quantity, product_id: productId }, token);
  if (res.status !== 200) throw new Error(`order failed: ${res.text}`);
  return res.body.data.order_id as string;
}

/** A newcomer's open join order of demo on the wallet's channel, 0.0003 BTC (reserved with MIAFRIEND, a one-time code). */
export async function walletJoinOrder(server: TestServer): Promise<{ token: string; orderId: string }> {
  const { token } = await server.login('new');
  await server.post(`${DEMO}/invitations/apply?code=MIAFRIEND`, {}, token);
  const orderId = await createOrder(server, token);
  const priced = await pay(server, token, orderId, 'mixin', BTC);
  if (priced.status !== 200) throw new Error(`pay failed: ${priced.text}`);
  return { token, orderId };
}

export function pay(
  server: TestServer,
  token: string,
  orderId: string,
  channel: PaymentChannel,
  assetId: string,
  extra: Record<string, unknown> = {},
  group = 'demo',
) {
  return server.put(`/api/groups/${group}/orders/${orderId}/pay`, { order_id: orderId, asset_id: assetId, channel, ...extra }, token);
}

/** The scheduler's reading of the group bots' snapshots (job read-wallet-payments), run now. */
export const readWallet = (server: TestServer) => readAwaitedWalletPayments(appDeps(server.app));

/** The scheduler's sweep of every group bot's snapshots (job sweep-wallet-payments), run now. */
export const readWalletEverywhere = (server: TestServer) => readAwaitedWalletPayments(appDeps(server.app), null);

/**
 * What the wallet's channel is to the server: the payer pays for what `reference` names (an order,
 * a tip or a lucky-coin pack) on the wallet stand-in's pay page, as a person does (the transfer to
 * the group's bot, traced by the reference), and the server reads every group bot's snapshots, as
 * its sweep does. Answers the payable's state after that. The wallet takes one transfer per payer
 * and trace: to see a transfer read twice, read the wallet again (readWallet).
 */
export async function walletPays(
  server: TestServer, payment: { reference: string; asset_id: string; amount: string },
): Promise<{ order_id: string; state: string }> {
  const { sql } = server;
  const payable = async () =>
    (await findOrder(sql, payment.reference)) ?? (await findTip(sql, payment.reference)) ?? findPackById(sql, payment.reference);
  const named = await payable();
  if (!named) throw new Error(`nothing to pay is named ${payment.reference}`);
  const page = await server.form(`${STANDINS}/mixin/pay`, {
    recipient: (await findGroup(sql, named.group_id))!.client_id, asset: payment.asset_id, amount: payment.amount, trace: payment.reference, action: 'pay',
  });
  if (page.status >= 400) throw new Error(`the wallet's pay page refused: ${page.status} ${page.text}`);
  await readWalletEverywhere(server);
  return { order_id: payment.reference, state: (await payable())!.state };
}

/** The demo's Alipay app, as the seed registers it with the Alipay stand-in. */
export const ALIPAY_APP_ID = '2021000000000001';

/** Alipay's notification that this charge was paid (or closed), signed by the stand-in's Alipay key. */
export function alipayNotice(
  server: TestServer, chargeId: string, amount: string, status: 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'WAIT_BUYER_PAY' = 'TRADE_SUCCESS',
): Record<string, string> {
  const app = findSandboxAlipayAppSync(server.db, ALIPAY_APP_ID)!;
  return alipayNotification(app, {
    app_id: ALIPAY_APP_ID, trade_no: `2026${chargeId.slice(-12)}`, out_trade_no: chargeId, total_amount: amount,
    subject: 'Demo Academy membership', created_at: Math.floor(Date.now() / 1000),
  }, status, Date.now());
}

/** Posts Alipay's notification (a form) to the group's notify_url; Alipay reads `success` as taken. */
export const alipayNotify = (server: TestServer, fields: Record<string, string>, group = 'demo') =>
  server.call('POST', `/api/payments/alipay/${group}/notify`, {
    rawBody: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

export { count, countRows, orderState, readOrderState } from './inspect.repo';
import { findSandboxAlipayAppSync } from '../sandbox/sandbox.repo';
import { alipayNotification } from '../sandbox/alipay-gateway';
export { olderOpenCopy } from './orders.repo';

/** The same day `years` later, as the server counts membership years. */
export function yearsAfter(ms: number, years: number): number {
  const date = new Date(ms);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.getTime();
}
