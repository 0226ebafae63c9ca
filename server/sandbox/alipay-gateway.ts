import { createSign, createVerify, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { nowSeconds, type AppDeps, type AppEnv } from '../context';
import type { Log } from '../lib/log';
import { providerErrorPage } from './payment.pages';
import {
  findSandboxAlipayApp, findSandboxAlipayTradeByOutTradeNo, insertSandboxAlipayTrade, type SandboxAlipayApp, type SandboxAlipayTrade,
} from './sandbox.repo';
import { textsFor } from './sandbox.texts';

// Alipay's gateway as the sandbox stands in for it (issue 23 point 2), in openapi.alipay.com's wire
// format for a wap pay, so the real adapter (providers/alipay/alipay.adapter.ts, alipay-sdk) runs
// unchanged against it:
// - GET /sandbox/alipay/gateway.do?method=alipay.trade.wap.pay&app_id&charset=utf-8&sign_type=RSA2&
//   timestamp&version=1.0&notify_url&return_url&biz_content={out_trade_no, total_amount, subject,
//   product_code: QUICK_WAP_WAY, quit_url}&sign: `sign` must be an RSA-SHA256 signature, by the key of the
//   app registered under app_id, over every other parameter sorted by name as `k=v` joined by `&`. The
//   trade is recorded (the same out_trade_no again for the same amount is the same trade) and the payer
//   is sent on to the cashier page, /sandbox/alipay/pay?trade_no=…. A refusal is an error page with
//   Alipay's error code, as the gateway shows it.
// - Paid on that page, Alipay posts its notification to notify_url as a form (trade_status_sync): every
//   field but sign and sign_type sorted as `k=v` joined by `&`, signed RSA2 with Alipay's key; the app
//   answers the text `success`. Quitting closes the trade and says so the same way (TRADE_CLOSED).
// - POST /sandbox/alipay/gateway.do takes the calls an app makes itself (alipay.trade.query), signed the
//   same way, and answers JSON signed with Alipay's key (alipayGatewayApi).
// Where this differs from Alipay: the timestamp is not checked (the SDK writes it in the server's local
// time, which Alipay reads as Beijing time), and the return address gets no synchronous parameters.

type StandInContext = Context<AppEnv>;

/** What Alipay signs or verifies: every field but `sign` (and `sign_type` in notifications), sorted, as `k=v&…`. */
export function alipaySignContent(fields: Record<string, string>, without: string[]): string {
  return Object.keys(fields).filter((key) => !without.includes(key) && fields[key] !== '').sort()
    .map((key) => `${key}=${fields[key]}`).join('&');
}

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

class GatewayRefusal extends Error {
  constructor(readonly code: string, readonly status: 400 | 404 | 409) {
    super(code);
  }
}

function bizContentOf(fields: Record<string, string>) {
  let biz: Record<string, unknown>;
  try {
    biz = JSON.parse(fields.biz_content ?? '') as Record<string, unknown>;
  } catch {
    throw new GatewayRefusal('isv.missing-biz-content', 400);
  }
  const text = (key: string, max: number) => {
    const value = biz[key];
    if (typeof value !== 'string' || value === '' || value.length > max) throw new GatewayRefusal(`isv.invalid-parameter: ${key}`, 400);
    return value;
  };
  const totalAmount = text('total_amount', 12);
  if (!AMOUNT.test(totalAmount) || Number(totalAmount) < 0.01 || Number(totalAmount) > 100_000_000) {
    throw new GatewayRefusal('isv.invalid-parameter: total_amount', 400);
  }
  if (biz.product_code !== 'QUICK_WAP_WAY') throw new GatewayRefusal('isv.invalid-parameter: product_code', 400);
  return {
    out_trade_no: text('out_trade_no', 64), total_amount: totalAmount, subject: text('subject', 256),
    quit_url: typeof biz.quit_url === 'string' ? biz.quit_url : null,
  };
}

/** The app that signed this request, checked: RSA2, over every other parameter. */
async function signingApp(c: StandInContext, fields: Record<string, string>): Promise<SandboxAlipayApp> {
  if (fields.sign_type !== 'RSA2') throw new GatewayRefusal('isv.invalid-signature-type', 400);
  const app = await findSandboxAlipayApp(c.var.deps.sql, fields.app_id ?? '');
  if (!app) throw new GatewayRefusal('isv.invalid-app-id', 400);
  let verified = false;
  try {
    verified = createVerify('RSA-SHA256').update(alipaySignContent(fields, ['sign']), 'utf8').verify(app.app_public_key, fields.sign ?? '', 'base64');
  } catch {
    verified = false;
  }
  if (!verified) throw new GatewayRefusal('isv.invalid-signature', 400);
  return app;
}

/** The trade a verified wap-pay request names, recorded on first sight. */
async function takeTrade(c: StandInContext, fields: Record<string, string>): Promise<SandboxAlipayTrade> {
  const { sql, clock } = c.var.deps;
  if (fields.method !== 'alipay.trade.wap.pay') throw new GatewayRefusal('isv.invalid-method', 400);
  const app = await signingApp(c, fields);
  const biz = bizContentOf(fields);
  const createdAt = nowSeconds(clock);
  const tradeNo = `2026${randomBytes(12).toString('hex')}`;
  return sql.tx(async (t) => {
    const before = await findSandboxAlipayTradeByOutTradeNo(t, app.app_id, biz.out_trade_no);
    if (before) {
      if (before.total_amount !== biz.total_amount) throw new GatewayRefusal('ACQ.CONTEXT_INCONSISTENT', 409);
      if (before.trade_status !== 'WAIT_BUYER_PAY') throw new GatewayRefusal('ACQ.TRADE_HAS_CLOSE', 409);
      return before;
    }
    const trade = {
      trade_no: tradeNo, app_id: app.app_id, ...biz,
      notify_url: fields.notify_url || null, return_url: fields.return_url || null, created_at: createdAt,
    };
    await insertSandboxAlipayTrade(t, trade);
    return { ...trade, trade_status: 'WAIT_BUYER_PAY' as const };
  });
}

/** GET /sandbox/alipay/gateway.do: Alipay's gateway for a wap pay, onward to its cashier page. */
export async function alipayGateway(c: StandInContext): Promise<Response> {
  const fields = Object.fromEntries(new URL(c.req.url).searchParams);
  try {
    const trade = await takeTrade(c, fields);
    return c.redirect(`/sandbox/alipay/pay?${new URLSearchParams({ trade_no: trade.trade_no })}`, 303);
  } catch (error) {
    if (!(error instanceof GatewayRefusal)) throw error;
    return c.html(providerErrorPage(textsFor(c), 'alipay', error.code), error.status);
  }
}

/**
 * POST /sandbox/alipay/gateway.do: the calls an app makes itself, answered as Alipay's gateway does,
 * `{"<method>_response": {...}, "sign": "…"}` with the sign over that response object's JSON exactly as
 * sent. Only alipay.trade.query: a trade by out_trade_no (code 10000 with trade_status and
 * total_amount), or 40004 ACQ.TRADE_NOT_EXIST. A request that does not verify is an error_response.
 */
export async function alipayGatewayApi(c: StandInContext): Promise<Response> {
  const fields: Record<string, string> = Object.fromEntries(new URL(c.req.url).searchParams);
  for (const [key, value] of new URLSearchParams(await c.req.text())) fields[key] = value;
  const { sql } = c.var.deps;
  let app: SandboxAlipayApp;
  try {
    app = await signingApp(c, fields);
    if (fields.method !== 'alipay.trade.query') throw new GatewayRefusal('isv.invalid-method', 400);
  } catch (error) {
    if (!(error instanceof GatewayRefusal)) throw error;
    return c.json({ error_response: { code: '40002', msg: 'Invalid Arguments', sub_code: error.code } });
  }
  let outTradeNo = '';
  try {
    outTradeNo = String((JSON.parse(fields.biz_content ?? '{}') as { out_trade_no?: unknown }).out_trade_no ?? '');
  } catch {
    outTradeNo = '';
  }
  const trade = await findSandboxAlipayTradeByOutTradeNo(sql, app.app_id, outTradeNo);
  const response = JSON.stringify(trade
    ? {
      code: '10000', msg: 'Success', trade_no: trade.trade_no, out_trade_no: trade.out_trade_no, trade_status: trade.trade_status,
      total_amount: trade.total_amount,
    }
    : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
  const sign = createSign('RSA-SHA256').update(response, 'utf8').sign(app.alipay_private_key, 'base64');
  return c.body(`{"alipay_trade_query_response":${response},"sign":"${sign}"}`, 200, { 'Content-Type': 'application/json; charset=utf-8' });
}

/** `YYYY-MM-DD HH:mm:ss` in Beijing time, as Alipay writes its times. */
function beijingTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Alipay's notification about a trade (paid or closed), as the form fields it posts, signed. */
export function alipayNotification(
  app: SandboxAlipayApp, trade: Pick<SandboxAlipayTrade, 'app_id' | 'trade_no' | 'out_trade_no' | 'total_amount' | 'subject' | 'created_at'>,
  status: 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'WAIT_BUYER_PAY', at: number,
): Record<string, string> {
  const fields: Record<string, string> = {
    notify_time: beijingTime(at), notify_type: 'trade_status_sync', notify_id: randomBytes(16).toString('hex'),
    app_id: trade.app_id, charset: 'utf-8', version: '1.0', sign_type: 'RSA2',
    trade_no: trade.trade_no, out_trade_no: trade.out_trade_no, trade_status: status, total_amount: trade.total_amount,
    subject: trade.subject, gmt_create: beijingTime(trade.created_at * 1000),
    // WAIT_BUYER_PAY (the trade made, not paid yet) is sent to apps that ask for it.
    ...(status === 'TRADE_SUCCESS' ? { gmt_payment: beijingTime(at), receipt_amount: trade.total_amount, buyer_pay_amount: trade.total_amount } : {}),
    ...(status === 'TRADE_CLOSED' ? { gmt_close: beijingTime(at) } : {}),
  };
  const sign = createSign('RSA-SHA256').update(alipaySignContent(fields, ['sign', 'sign_type']), 'utf8').sign(app.alipay_private_key, 'base64');
  return { ...fields, sign };
}

/**
 * Posts Alipay's notification about the trade to its notify_url, once (Alipay would try again over the
 * next day; a sandbox notice that fails is logged). Answers whether the app took it (`success`).
 */
export async function deliverAlipayNotification(
  deps: Pick<AppDeps, 'sql'> & { log: Log }, trade: SandboxAlipayTrade, status: 'TRADE_SUCCESS' | 'TRADE_CLOSED',
): Promise<boolean> {
  const app = await findSandboxAlipayApp(deps.sql, trade.app_id);
  if (!app || !trade.notify_url) return false;
  const body = new URLSearchParams(alipayNotification(app, trade, status, Date.now())).toString();
  try {
    const res = await fetch(trade.notify_url, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' }, body, signal: AbortSignal.timeout(5000),
    });
    const answer = await res.text();
    if (answer.trim() === 'success') return true;
    deps.log({ level: 'warn', msg: 'alipay stand-in: notification refused', status: res.status, answer: answer.slice(0, 200) });
  } catch (error) {
    deps.log({ level: 'warn', msg: 'alipay stand-in: notification not delivered', error: (error as Error).message });
  }
  return false;
}
