import { createCipheriv, createSign, createVerify, randomBytes, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { integer, literal, min, object, optional, pattern, size, string, StructError, create, type Struct } from 'superstruct';
import { nowSeconds, type AppDeps, type AppEnv } from '../context';
import type { Log } from '../lib/log';
import {
  findSandboxWechatPayMerchant, findSandboxWechatPayTransactionByTradeNo, insertSandboxWechatPayTransaction,
  isWechatOpenidOf, findSandboxWechatAppSecretHash, type SandboxWechatPayMerchant, type SandboxWechatPayTransaction,
} from './sandbox.repo';

// WeChat Pay API v3 as the sandbox stands in for it (issue 23 point 2), in api.mch.weixin.qq.com's
// wire format, so the real adapter (providers/wechatpay/wechatpay.adapter.ts) runs unchanged
// against it:
// - Every request must carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",serial_no="…",
//   timestamp="…",nonce_str="…",signature="…"`: an RSA-SHA256 signature, by the key of the merchant's
//   registered certificate serial, over `METHOD\nPATH?QUERY\ntimestamp\nnonce\nbody\n`, the timestamp
//   within 5 minutes. Else 401 SIGN_ERROR. The path is the one the request reached, mount included.
// - POST /v3/pay/transactions/jsapi {appid, mchid, description, out_trade_no, notify_url, amount:
//   {total, currency: CNY}, payer: {openid}} answers {prepay_id}; /h5 (scene_info.payer_client_ip)
//   answers {h5_url}, its page here (/sandbox/wechat/pay). The same out_trade_no again with the same
//   order answers the same; with another, 400 INVALID_REQUEST.
// - GET /v3/pay/transactions/out-trade-no/:out_trade_no?mchid answers the order as it stands
//   (trade_state NOTPAY, SUCCESS with its transaction_id, or CLOSED), 404 ORDER_NOT_EXIST.
// - Every 2xx answer is signed by WeChat Pay's key: Wechatpay-Timestamp, -Nonce, -Serial (the key's
//   id) and -Signature over `timestamp\nnonce\nbody\n`.
// - Paid on its page, the order is reported to its notify_url as WeChat Pay does: the transaction
//   encrypted with the merchant's APIv3 key (AEAD_AES_256_GCM), the notification signed like an answer.
// Where this differs from WeChat Pay: notify_url may be http (WeChat Pay wants https), and the H5
// page's address is a path, so the browser stays on the origin it reached this server at.

export const WECHATPAY_API_MOUNT = '/sandbox/wechatpay-api';
const MAX_SKEW_SECONDS = 300;

type StandInContext = Context<AppEnv>;

const sha256Sign = (message: string, privateKey: string) => createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');

/** WeChat Pay's signature headers for a body it sends (an answer or a notification). */
export function wechatPaySignatureHeaders(merchant: Pick<SandboxWechatPayMerchant, 'platform_key_id' | 'platform_private_key'>, body: string, at: number) {
  const nonce = randomBytes(16).toString('hex');
  return {
    'Wechatpay-Timestamp': String(at),
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Serial': merchant.platform_key_id,
    'Wechatpay-Signature': sha256Sign(`${at}\n${nonce}\n${body}\n`, merchant.platform_private_key),
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

function refuse(c: StandInContext, status: 400 | 401 | 404, code: string, message: string) {
  return c.json({ code, message }, status);
}

/** A signed 200 answer, its body exactly what was signed. */
function answer(c: StandInContext, merchant: SandboxWechatPayMerchant, data: object) {
  const body = JSON.stringify(data);
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8', ...wechatPaySignatureHeaders(merchant, body, nowSeconds(Date.now)) });
}

const AUTHORIZATION = /^WECHATPAY2-SHA256-RSA2048 (.+)$/;

/** The merchant whose key signed this request, or why not. */
async function signer(c: StandInContext, body: string): Promise<SandboxWechatPayMerchant | string> {
  const header = AUTHORIZATION.exec(c.req.header('authorization') ?? '');
  if (!header) return 'Authorization is not WECHATPAY2-SHA256-RSA2048';
  const parts = Object.fromEntries([...header[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  const merchant = parts.mchid ? await findSandboxWechatPayMerchant(c.var.deps.sql, parts.mchid) : undefined;
  if (!merchant) return 'unknown mchid';
  if (parts.serial_no !== merchant.merchant_serial) return 'serial_no is not the merchant certificate\'s';
  if (!/^\d{1,12}$/.test(parts.timestamp ?? '') || Math.abs(nowSeconds(Date.now) - Number(parts.timestamp)) > MAX_SKEW_SECONDS) {
    return 'timestamp is not within 5 minutes';
  }
  const url = new URL(c.req.url);
  const message = `${c.req.method}\n${url.pathname}${url.search}\n${parts.timestamp}\n${parts.nonce_str ?? ''}\n${body}\n`;
  let good = false;
  try {
    good = createVerify('RSA-SHA256').update(message).verify(merchant.merchant_public_key, parts.signature ?? '', 'base64');
  } catch {
    good = false;
  }
  return good ? merchant : 'signature does not verify';
}

const OrderBase = {
  appid: size(string(), 1, 32),
  mchid: size(string(), 1, 32),
  description: size(string(), 1, 127),
  out_trade_no: pattern(string(), /^[A-Za-z0-9_\-|*]{6,32}$/),
  notify_url: pattern(string(), /^https?:\/\/[^\s]{1,250}$/),
  amount: object({ total: min(integer(), 1), currency: optional(literal('CNY')) }),
};
const JsapiOrder = object({ ...OrderBase, payer: object({ openid: size(string(), 1, 128) }) });
const H5Order = object({
  ...OrderBase,
  scene_info: object({ payer_client_ip: size(string(), 1, 45), h5_info: object({ type: literal('Wap') }) }),
});

/** What an order is, to tell a repeat of the same out_trade_no from another order under it. */
const sameOrder = (a: Pick<SandboxWechatPayTransaction, 'appid' | 'description' | 'total' | 'trade_type' | 'openid'>, b: typeof a) =>
  a.appid === b.appid && a.description === b.description && a.total === b.total && a.trade_type === b.trade_type && a.openid === b.openid;

async function placeOrder(c: StandInContext, kind: 'JSAPI' | 'MWEB', struct: Struct<any>, raw: string) {
  const { sql } = c.var.deps;
  const merchant = await signer(c, raw);
  if (typeof merchant === 'string') return refuse(c, 401, 'SIGN_ERROR', merchant);
  let order: { appid: string; mchid: string; description: string; out_trade_no: string; notify_url: string; amount: { total: number };
    payer?: { openid: string }; scene_info?: { payer_client_ip: string } };
  try {
    order = create(JSON.parse(raw), struct);
  } catch (error) {
    return refuse(c, 400, 'PARAM_ERROR', error instanceof StructError ? `${error.path.join('.')}: ${error.message}` : 'body is not JSON');
  }
  if (order.mchid !== merchant.mchid) return refuse(c, 400, 'PARAM_ERROR', 'mchid is not the signing merchant');
  if ((await findSandboxWechatAppSecretHash(sql, order.appid)) === undefined) return refuse(c, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
  const openid = order.payer?.openid ?? null;
  if (openid !== null && !(await isWechatOpenidOf(sql, order.appid, openid))) return refuse(c, 400, 'PARAM_ERROR', 'openid和appid不匹配');
  const row = {
    prepay_id: `wx${randomBytes(15).toString('hex')}`, mchid: merchant.mchid, appid: order.appid, out_trade_no: order.out_trade_no,
    trade_type: kind, description: order.description, total: order.amount.total, notify_url: order.notify_url, openid,
    payer_client_ip: order.scene_info?.payer_client_ip ?? null,
  };
  const now = nowSeconds(c.var.deps.clock);
  const placed = await sql.tx(async (t) => {
    const before = await findSandboxWechatPayTransactionByTradeNo(t, merchant.mchid, order.out_trade_no);
    if (before) return sameOrder(before, row) && before.trade_state === 'NOTPAY' ? before : null;
    await insertSandboxWechatPayTransaction(t, row, now);
    return row;
  });
  if (!placed) return refuse(c, 400, 'INVALID_REQUEST', '201 商户订单号重复');
  if (kind === 'JSAPI') return answer(c, merchant, { prepay_id: placed.prepay_id });
  const page = new URLSearchParams({ prepay_id: placed.prepay_id, package: randomBytes(4).toString('hex') });
  // Absolute, as WeChat Pay's own (wx.tenpay.com) is: the app that opens it may be on another origin.
  return answer(c, merchant, { h5_url: `${new URL(c.req.url).origin}/sandbox/wechat/pay?${page}` });
}

/** GET /v3/pay/transactions/out-trade-no/:no?mchid: an order as WeChat Pay knows it (404 ORDER_NOT_EXIST). */
async function queryOrder(c: StandInContext) {
  const merchant = await signer(c, '');
  if (typeof merchant === 'string') return refuse(c, 401, 'SIGN_ERROR', merchant);
  if (c.req.query('mchid') !== merchant.mchid) return refuse(c, 400, 'PARAM_ERROR', 'mchid is not the signing merchant');
  const found = await findSandboxWechatPayTransactionByTradeNo(c.var.deps.sql, merchant.mchid, c.req.param('no') ?? '');
  if (!found) return refuse(c, 404, 'ORDER_NOT_EXIST', '订单不存在');
  const paid = found.trade_state === 'SUCCESS';
  return answer(c, merchant, {
    appid: found.appid, mchid: found.mchid, out_trade_no: found.out_trade_no, trade_type: found.trade_type,
    trade_state: found.trade_state, trade_state_desc: { NOTPAY: '未支付', SUCCESS: '支付成功', CLOSED: '已关闭' }[found.trade_state],
    ...(paid ? { transaction_id: found.transaction_id, success_time: found.success_time } : {}),
    amount: { total: found.total, currency: 'CNY', ...(paid ? { payer_total: found.total, payer_currency: 'CNY' } : {}) },
  });
}

export const wechatPayApiStandIn = new Hono<AppEnv>()
  .post('/v3/pay/transactions/jsapi', async (c) => placeOrder(c, 'JSAPI', JsapiOrder, await c.req.text()))
  .post('/v3/pay/transactions/h5', async (c) => placeOrder(c, 'MWEB', H5Order, await c.req.text()))
  .get('/v3/pay/transactions/out-trade-no/:no', (c) => queryOrder(c));

/** WeChat Pay's notification that an order was paid: its body and headers, as they are sent. */
export function wechatPayNotification(
  merchant: SandboxWechatPayMerchant,
  transaction: Pick<SandboxWechatPayTransaction, 'mchid' | 'appid' | 'out_trade_no' | 'trade_type' | 'total' | 'openid'> & {
    transaction_id: string; success_time: string;
  },
  at: number,
): { body: string; headers: Record<string, string> } {
  const plain = JSON.stringify({
    mchid: transaction.mchid, appid: transaction.appid, out_trade_no: transaction.out_trade_no,
    transaction_id: transaction.transaction_id, trade_type: transaction.trade_type, trade_state: 'SUCCESS', trade_state_desc: '支付成功',
    bank_type: 'OTHERS', attach: '', success_time: transaction.success_time, payer: { openid: transaction.openid ?? '' },
    amount: { total: transaction.total, payer_total: transaction.total, currency: 'CNY', payer_currency: 'CNY' },
  });
  const nonce = randomBytes(6).toString('hex');
  const associatedData = 'transaction';
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(merchant.apiv3_key), nonce).setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  const body = JSON.stringify({
    id: randomUUID(), create_time: transaction.success_time, resource_type: 'encrypt-resource', event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功', resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce },
  });
  return { body, headers: { 'Content-Type': 'application/json', ...wechatPaySignatureHeaders(merchant, body, at) } };
}

/**
 * Reports a paid order to its notify_url, once (WeChat Pay would try again over the next day; a
 * sandbox notice that fails is logged). Answers whether the merchant took it (2xx).
 */
export async function deliverWechatPayNotification(
  deps: Pick<AppDeps, 'sql'> & { log: Log }, transaction: SandboxWechatPayTransaction,
): Promise<boolean> {
  const merchant = await findSandboxWechatPayMerchant(deps.sql, transaction.mchid);
  if (!merchant || !transaction.transaction_id || !transaction.success_time) return false;
  const { body, headers } = wechatPayNotification(merchant, {
    ...transaction, transaction_id: transaction.transaction_id, success_time: transaction.success_time,
  }, nowSeconds(Date.now));
  try {
    const res = await fetch(transaction.notify_url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) });
    if (res.ok) return true;
    deps.log({ level: 'warn', msg: 'wechat pay stand-in: notification refused', status: res.status, answer: (await res.text()).slice(0, 200) });
  } catch (error) {
    deps.log({ level: 'warn', msg: 'wechat pay stand-in: notification not delivered', error: (error as Error).message });
  }
  return false;
}
