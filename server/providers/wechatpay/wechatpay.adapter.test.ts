import { createVerify, generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { appDeps } from '../../app';
import { ensureWechatAccount, linkWechatAccount } from '../../routes/auth/wechat.repo';
import { findGroup } from '../../routes/group/group.repo';
import {
  findSandboxWechatPayMerchant, findSandboxWechatPayTransactionByTradeNo, type SandboxWechatPayMerchant,
} from '../../sandbox/sandbox.repo';
import { wechatPayNotification, wechatPaySignatureHeaders } from '../../sandbox/wechatpay-api';
import { droppingParty } from '../../test/dropping';
import { createTestServer, expectError, type TestServer } from '../../test/helpers';
import { createOrder, DEMO, invitedUser, pay, readOrderState } from '../../test/joining';
import { credentialsOf, saveCredentials } from '../credentials';
import { toFen, yuanOf } from '../cny';
import { wechatPayAdapter } from './wechatpay.adapter';

// The WeChat Pay adapter (wechatpay-axios-plugin) against WeChat Pay's stand-in (issue 23 point 5):
// the plugin signs each order with the merchant key and the stand-in verifies it; the stand-in
// signs its answers and notifications with WeChat Pay's key and the plugin, and the notification
// route, verify them. The keys are made by the seed in this process; none is committed.

const MCHID = '1900000109';
let server: TestServer;
beforeEach(() => {
  server = createTestServer();
});
afterEach(() => server.close());

const merchant = async () => (await findSandboxWechatPayMerchant(server.sql, MCHID))!;
const now = () => Math.floor(Date.now() / 1000);
const me = async (token: string) => (await server.get(`${DEMO}/users/me`, token)).body.data;
const rsaPair = () => generateKeyPairSync('rsa', {
  modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** A new member's order, charged through WeChat Pay's H5 page: its charge and the stand-in's record of it. */
async function h5Order(extras?: { result_url: string }) {
  const token = await invitedUser(server);
  const orderId = await createOrder(server, token);
  const res = await pay(server, token, orderId, 'wechat', 'cny', { pxx_channel: 'h5', ...(extras ? { extras } : {}) });
  expect(res.status, res.text).toBe(200);
  const chargeId: string = res.body.data.charge_id;
  return { token, orderId, chargeId, payment: res.body.data.payment, placed: (await findSandboxWechatPayTransactionByTradeNo(server.sql, MCHID, chargeId))! };
}

/** WeChat Pay's notification that this charge was paid, as its stand-in would send it. */
async function paidNotice(chargeId: string, options: { total?: number; at?: number; signer?: SandboxWechatPayMerchant } = {}) {
  const placed = (await findSandboxWechatPayTransactionByTradeNo(server.sql, MCHID, chargeId))!;
  return wechatPayNotification(options.signer ?? await merchant(), {
    ...placed, total: options.total ?? placed.total, transaction_id: '4200000000000000000000000001', success_time: new Date().toISOString(),
  }, options.at ?? now());
}

const post = (notice: { body: string; headers: Record<string, string> }, group = 'demo') =>
  server.call('POST', `/api/payments/wechatpay/${group}/notify`, { rawBody: notice.body, headers: notice.headers });

const paidNotifications = () => server.sql.value<number>(`SELECT COUNT(*) FROM payment_notifications WHERE channel = 'wechat'`);

describe('ordering through the WeChat Pay SDK', () => {
  test('an H5 order: the stand-in verified the merchant signature and took it; the page pays it and its signed notification makes the member', async () => {
    const { token, orderId, chargeId, payment, placed } = await h5Order({ result_url: '/#/demo/checkout/result' });
    expect(placed).toMatchObject({
      appid: 'wxsandboxdemo', trade_type: 'MWEB', total: 14400, description: 'Demo Academy membership', payer_client_ip: '127.0.0.1',
      notify_url: `${appDeps(server.app).runtime.selfOrigin}/api/payments/wechatpay/demo/notify`, trade_state: 'NOTPAY',
    });
    expect(payment.h5_url).toBe(`/sandbox/wechat/pay?prepay_id=${placed.prepay_id}&package=${new URL(payment.h5_url, 'http://x').searchParams.get('package')}&redirect_url=%2F%23%2Fdemo%2Fcheckout%2Fresult`);

    const page = await server.get(payment.h5_url);
    expect(page.text).toContain('144.00 CNY');
    expect(page.text).toContain('Demo Academy membership');
    const done = await server.form('/sandbox/wechat/pay', { prepay_id: placed.prepay_id, redirect_url: '/#/demo/checkout/result', action: 'pay' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/#/demo/checkout/result');
    // The notification went over HTTP to notify_url, and was verified and opened there.
    expect(await readOrderState(server, orderId)).toBe('PAID');
    expect((await me(token)).state).toBe('paid');
    expect((await findSandboxWechatPayTransactionByTradeNo(server.sql, MCHID, chargeId))!.trade_state).toBe('SUCCESS');
    // A paid order's page cannot be paid again.
    expect((await server.get(payment.h5_url)).status).toBe(409);
  });

  test('Cancel on the page closes the order at WeChat Pay, which tells the merchant nothing: it stays unpaid', async () => {
    const { orderId, placed } = await h5Order();
    await server.form('/sandbox/wechat/pay', { prepay_id: placed.prepay_id, action: 'cancel' });
    expect((await findSandboxWechatPayTransactionByTradeNo(server.sql, MCHID, placed.out_trade_no))!.trade_state).toBe('CLOSED');
    expect(await readOrderState(server, orderId)).toBe('NOT_PAID');
  });

  test('a JSAPI order for the payer\'s openid: the bridge fields are signed with the merchant key (signType RSA)', async () => {
    const token = await invitedUser(server);
    const userId = (await me(token)).user_id;
    await ensureWechatAccount(server.sql, { openid: 'o-new-member', app_id: 'wxsandboxdemo', user_id: null, nickname: 'New' }, new Date().toISOString());
    await linkWechatAccount(server.sql, 'o-new-member', userId);
    const orderId = await createOrder(server, token);
    const res = await pay(server, token, orderId, 'wechat', 'cny', { pxx_channel: 'jsapi' });
    expect(res.status, res.text).toBe(200);
    const fields = res.body.data.payment;
    const placed = (await findSandboxWechatPayTransactionByTradeNo(server.sql, MCHID, res.body.data.charge_id))!;
    expect(placed).toMatchObject({ trade_type: 'JSAPI', openid: 'o-new-member' });
    expect(fields).toMatchObject({ appId: 'wxsandboxdemo', package: `prepay_id=${placed.prepay_id}`, signType: 'RSA', h5_url: '' });
    const signed = `${fields.appId}\n${fields.timeStamp}\n${fields.nonceStr}\n${fields.package}\n`;
    expect(createVerify('RSA-SHA256').update(signed).verify((await merchant()).merchant_public_key, fields.paySign, 'base64')).toBe(true);
  });

  test('a merchant key WeChat Pay does not know is refused at the stand-in (SIGN_ERROR): 503, nothing ordered', async () => {
    const right = (await credentialsOf(server.sql, server.env, 'demo', 'wechatpay'))!;
    await saveCredentials(server.sql, server.env, 'demo', 'wechatpay', { ...right, merchant_private_key: rsaPair().privateKey }, new Date().toISOString());
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    const res = await pay(server, token, orderId, 'wechat', 'cny', { pxx_channel: 'h5' });
    expectError(res, 503, ErrorCode.internal);
    expect(res.body.message).toBe('WeChat Pay refused this server\'s signature: the merchant credentials need checking');
    expect(await server.sql.value('SELECT COUNT(*) FROM sandbox_wechatpay_transactions')).toBe(0);
    expect(await server.sql.value('SELECT charge_id FROM orders WHERE order_id = ?', orderId)).toBeNull();
  });

  test('an answer WeChat Pay\'s key did not sign does not pass the SDK: 503', async () => {
    const right = (await credentialsOf(server.sql, server.env, 'demo', 'wechatpay'))!;
    await saveCredentials(server.sql, server.env, 'demo', 'wechatpay', { ...right, platform_public_key: rsaPair().publicKey }, new Date().toISOString());
    const token = await invitedUser(server);
    const res = await pay(server, token, await createOrder(server, token), 'wechat', 'cny', { pxx_channel: 'h5' });
    expectError(res, 503, ErrorCode.internal);
    expect(res.body.message).toBe('WeChat Pay\'s answer did not verify (EV3_RES_HEADER_SIGNATURE_DIGEST)');
  });

  test('the same out_trade_no for another amount is refused by WeChat Pay (409); for the same order it answers the same prepay id', async () => {
    await server.get('/healthz'); // the stand-in answers once the server listens
    const deps = appDeps(server.app);
    const group = (await findGroup(server.sql, 'demo'))!;
    const charge = {
      group, chargeId: 'wechat_fixed_charge_1', amount: '9.90', assetId: 'cny', currency: 'CNY', description: 'Coupon pack',
      payer: { userId: 'u', ip: '203.0.113.7' }, channel: 'h5' as const,
    };
    const first = await deps.providers.wechatPay.createCharge(charge);
    expect((await deps.providers.wechatPay.createCharge(charge)).h5_url.split('&package')[0]).toBe(first.h5_url.split('&package')[0]);
    await expect(deps.providers.wechatPay.createCharge({ ...charge, amount: '19.90' }))
      .rejects.toMatchObject({ status: 409, message: 'WeChat Pay refused the order: 201 商户订单号重复 (INVALID_REQUEST)' });
  });

  test('asking about a charge: the signed query verifies both ways; an order WeChat Pay does not have is null; an answer its key did not sign is 503', async () => {
    const { chargeId } = await h5Order();
    const wechatPay = appDeps(server.app).providers.wechatPay;
    const demo = (await findGroup(server.sql, 'demo'))!;
    expect(await wechatPay.queryCharge(demo, chargeId)).toEqual({
      notification_id: `query:${chargeId}:NOTPAY`, reference: chargeId, status: 'PENDING', currency: 'CNY', amount: '144.00',
    });
    expect(await wechatPay.queryCharge(demo, 'wechat_never_placed')).toBeNull();
    const right = (await credentialsOf(server.sql, server.env, 'demo', 'wechatpay'))!;
    await saveCredentials(server.sql, server.env, 'demo', 'wechatpay', { ...right, platform_public_key: rsaPair().publicKey }, new Date().toISOString());
    await expect(wechatPay.queryCharge(demo, chargeId)).rejects.toMatchObject({ status: 503 });
  });

  test('WeChat Pay down: 503 at once, one try', async () => {
    const down = await droppingParty();
    try {
      const adapter = wechatPayAdapter({
        apiBase: () => `${down.origin}/`, notifyUrl: () => 'https://groups.example/n',
        credentials: () => credentialsOf(server.sql, server.env, 'demo', 'wechatpay'), openidOf: async () => null,
      });
      await expect(adapter.createCharge({
        group: (await findGroup(server.sql, 'demo'))!, chargeId: 'wechat_down_1', amount: '1', assetId: 'cny', currency: 'CNY',
        description: 'x', payer: { userId: 'u', ip: '203.0.113.7' }, channel: 'h5',
      })).rejects.toMatchObject({ status: 503, message: 'WeChat Pay did not answer: try again' });
      expect(down.attempts()).toBe(1);
    } finally {
      down.close();
    }
  });

  test('amounts are whole fen in CNY', async () => {
    expect(toFen('144.00', 'WeChat Pay')).toBe(14400);
    expect(toFen('0.01', 'WeChat Pay')).toBe(1);
    expect(() => toFen('0.001', 'WeChat Pay')).toThrow('WeChat Pay cannot charge 0.001: a positive amount in whole fen is needed');
    expect(() => toFen('0', 'WeChat Pay')).toThrow(/whole fen/);
    expect(yuanOf(14400)).toBe('144.00');
    await server.get('/healthz');
    const adapter = appDeps(server.app).providers.wechatPay;
    await expect(adapter.createCharge({
      group: (await findGroup(server.sql, 'demo'))!, chargeId: 'wechat_usd_1', amount: '1', assetId: 'usd', currency: 'USD',
      description: 'x', payer: { userId: 'u', ip: '203.0.113.7' }, channel: 'h5',
    })).rejects.toMatchObject({ status: 409, message: 'WeChat Pay charges CNY only, not USD' });
  });
});

describe('WeChat Pay\'s notifications (POST /api/payments/wechatpay/:group/notify)', () => {
  test('a genuine one is applied once: a replay is answered 204 and changes nothing', async () => {
    const { token, orderId, chargeId } = await h5Order();
    const notice = await paidNotice(chargeId);
    expect((await post(notice)).status).toBe(204);
    expect(await readOrderState(server, orderId)).toBe('PAID');
    const expiry = (await me(token)).expired_at;
    expect((await post(notice)).status).toBe(204);
    expect((await me(token)).expired_at).toBe(expiry);
    expect(await paidNotifications()).toBe(1);
  });

  test.each([
    ['tampered: a body changed after signing', (notice: Awaited<ReturnType<typeof paidNotice>>) => ({ ...notice, body: notice.body.replace('"summary":"支付成功"', '"summary":"paid"') })],
    ['without its signature headers', (notice: Awaited<ReturnType<typeof paidNotice>>) => ({ ...notice, headers: { 'Content-Type': 'application/json' } })],
    ['naming another key', (notice: Awaited<ReturnType<typeof paidNotice>>) => ({ ...notice, headers: { ...notice.headers, 'Wechatpay-Serial': 'PUB_KEY_ID_OTHER' } })],
  ])('%s: 401, nothing changes', async (_name, spoil) => {
    const { orderId, chargeId } = await h5Order();
    const res = await post(spoil(await paidNotice(chargeId)));
    expectError(res, 401, ErrorCode.loginRequired);
    expect(res.body.message).toMatch(/^not a notification from WeChat Pay: /);
    expect(await readOrderState(server, orderId)).toBe('NOT_PAID');
    expect(await paidNotifications()).toBe(0);
  });

  test('forged: signed by a key that is not WeChat Pay\'s: 401, nothing changes', async () => {
    const { orderId, chargeId } = await h5Order();
    const forger = { ...(await merchant()), platform_private_key: rsaPair().privateKey };
    expectError(await post(await paidNotice(chargeId, { signer: forger })), 401, ErrorCode.loginRequired);
    expect(await readOrderState(server, orderId)).toBe('NOT_PAID');
  });

  test('stale: genuinely signed 6 minutes ago: 401; 4 minutes ago is taken', async () => {
    const { orderId, chargeId } = await h5Order();
    const stale = await post(await paidNotice(chargeId, { at: now() - 360 }));
    expectError(stale, 401, ErrorCode.loginRequired);
    expect(stale.body.message).toBe('not a notification from WeChat Pay: its timestamp is not within 5 minutes');
    expect(await readOrderState(server, orderId)).toBe('NOT_PAID');
    expect((await post(await paidNotice(chargeId, { at: now() - 240 }))).status).toBe(204);
    expect(await readOrderState(server, orderId)).toBe('PAID');
  });

  test('a resource the APIv3 key does not open is refused (400), though the envelope is signed', async () => {
    const { chargeId } = await h5Order();
    const genuine = JSON.parse((await paidNotice(chargeId)).body);
    genuine.resource.ciphertext = Buffer.from('not the transaction, not encrypted with the key').toString('base64');
    const body = JSON.stringify(genuine);
    const res = await post({ body, headers: { 'Content-Type': 'application/json', ...wechatPaySignatureHeaders(await merchant(), body, now()) } });
    expectError(res, 400, ErrorCode.validation);
  });

  test('a paid amount other than the order\'s is refused (409) and the order stays unpaid', async () => {
    const { orderId, chargeId } = await h5Order();
    const res = await post(await paidNotice(chargeId, { total: 100 }));
    expectError(res, 409, ErrorCode.rejected);
    expect(res.body.message).toBe('payment amount or asset does not match the order');
    expect(await readOrderState(server, orderId)).toBe('NOT_PAID');
  });

  test('another group\'s path: its official account is not the transaction\'s (403); no such group, or one without WeChat Pay (404)', async () => {
    const { orderId, chargeId } = await h5Order();
    expectError(await post(await paidNotice(chargeId), 'gate'), 403, ErrorCode.forbidden);
    expectError(await post(await paidNotice(chargeId), 'nope'), 404, ErrorCode.notFound);
    const free = await post(await paidNotice(chargeId), 'free');
    expectError(free, 404, ErrorCode.notFound);
    expect(free.body.message).toBe('this group takes no WeChat Pay');
    expect(await readOrderState(server, orderId)).toBe('NOT_PAID');
  });
});
