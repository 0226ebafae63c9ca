import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { appDeps } from '../../app';
import { findGroup } from '../../routes/group/group.repo';
import { alipayNotification } from '../../sandbox/alipay-gateway';
import { findSandboxAlipayApp, findSandboxAlipayTradeByOutTradeNo, settleSandboxAlipayTrade } from '../../sandbox/sandbox.repo';
import { serverJobs } from '../../jobs';
import { createTestServer, expectError, type TestServer } from '../../test/helpers';
import {
  ALIPAY_APP_ID, alipayNotice, alipayNotify, countRows, createOrder, DEMO, invitedUser, pay, readOrderState,
} from '../../test/joining';
import { credentialsOf, saveCredentials } from '../credentials';

// The Alipay adapter (alipay-sdk) against Alipay's stand-in gateway (issue 23 point 5): the SDK signs
// each wap pay with the app's key and the gateway verifies it; the stand-in signs its notifications
// with Alipay's key and the SDK verifies them. The keys are made by the seed in this process.

let server: TestServer;
beforeEach(() => {
  server = createTestServer();
});
afterEach(() => server.close());

const rsaPair = () => generateKeyPairSync('rsa', {
  modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const trade = (chargeId: string) => findSandboxAlipayTradeByOutTradeNo(server.sql, ALIPAY_APP_ID, chargeId);

/** A new member's order, charged through Alipay: the charge, and the gateway URL the SDK signed. */
async function alipayOrder() {
  const token = await invitedUser(server);
  const orderId = await createOrder(server, token);
  const res = await pay(server, token, orderId, 'alipay', 'cny', { extras: { result_url: '/#/demo/checkout/result' } });
  expect(res.status, res.text).toBe(200);
  return { token, orderId, chargeId: res.body.data.charge_id as string, url: res.body.data.payment.url as string };
}

/** The gateway URL with one parameter replaced. */
function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

describe('wap pay through the Alipay SDK', () => {
  test('the gateway verifies the app\'s signature and takes the trade; paying posts Alipay\'s signed notification, which makes the member', async () => {
    const { token, orderId, chargeId, url } = await alipayOrder();
    const gateway = await server.get(url);
    expect(gateway.status).toBe(303);
    expect(await trade(chargeId)).toMatchObject({
      total_amount: '144.00', subject: 'Demo Academy membership', trade_status: 'WAIT_BUYER_PAY', return_url: '/#/demo/checkout/result',
      notify_url: `${appDeps(server.app).runtime.selfOrigin}/api/payments/alipay/demo/notify`,
    });
    // Opening the same URL again is the same trade.
    expect((await server.get(url)).headers.get('location')).toBe(gateway.headers.get('location'));
    const page = await server.get(gateway.headers.get('location')!);
    expect(page.text).toContain('144.00 CNY');
    const done = await server.form('/sandbox/alipay/pay', { trade_no: (await trade(chargeId))!.trade_no, action: 'pay' });
    expect(done.headers.get('location')).toBe('/#/demo/checkout/result');
    expect((await trade(chargeId))!.trade_status).toBe('TRADE_SUCCESS');
    expect(await readOrderState(server, orderId)).toBe('PAID');
    expect((await server.get(`${DEMO}/users/me`, token)).body.data.state).toBe('paid');
  });

  test('quitting closes the trade, and Alipay\'s TRADE_CLOSED fails the order as cancelled', async () => {
    const { orderId, chargeId, url } = await alipayOrder();
    await server.get(url);
    const back = await server.form('/sandbox/alipay/pay', { trade_no: (await trade(chargeId))!.trade_no, action: 'cancel' });
    expect(back.headers.get('location')).toBe('/#/demo/checkout/result');
    expect(await readOrderState(server, orderId)).toBe('FAILED');
    expect(await server.sql.value('SELECT failure_reason FROM orders WHERE order_id = ?', orderId)).toBe('cancelled');
  });

  test('a URL signed with a key Alipay does not know, or changed after signing, is refused at the gateway: no trade', async () => {
    const right = (await credentialsOf(server.sql, server.env, 'demo', 'alipay'))!;
    await saveCredentials(server.sql, server.env, 'demo', 'alipay', { ...right, app_private_key: rsaPair().privateKey }, new Date().toISOString());
    const unknownKey = await alipayOrder();
    const refused = await server.get(unknownKey.url);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('isv.invalid-signature');
    expect(await trade(unknownKey.chargeId)).toBeUndefined();

    await saveCredentials(server.sql, server.env, 'demo', 'alipay', right, new Date().toISOString());
    const { url, chargeId } = await alipayOrder();
    const biz = JSON.parse(new URL(url, 'http://x').searchParams.get('biz_content')!);
    const cheaper = await server.get(withParam(url, 'biz_content', JSON.stringify({ ...biz, total_amount: '0.01' })));
    expect(cheaper.status).toBe(400);
    expect(await trade(chargeId)).toBeUndefined();
  });

  test('the same out_trade_no for another amount is refused by the gateway (ACQ.CONTEXT_INCONSISTENT)', async () => {
    await server.get('/healthz'); // the adapter names its notify_url once the server listens
    const alipay = appDeps(server.app).providers.alipay;
    const charge = {
      group: (await findGroup(server.sql, 'demo'))!, chargeId: 'alipay_fixed_charge_1', amount: '9.9', assetId: 'cny', currency: 'CNY',
      description: 'Coupon pack', payer: { userId: 'u', ip: '203.0.113.7' },
    };
    expect((await server.get((await alipay.createCharge(charge)).url)).status).toBe(303);
    expect((await trade('alipay_fixed_charge_1'))!.total_amount).toBe('9.90');
    const other = await server.get((await alipay.createCharge({ ...charge, amount: '19.9' })).url);
    expect(other.status).toBe(409);
    expect(other.text).toContain('ACQ.CONTEXT_INCONSISTENT');
    await expect(alipay.createCharge({ ...charge, amount: '0.001' })).rejects.toMatchObject({ status: 409 });
    await expect(alipay.createCharge({ ...charge, currency: 'USD' })).rejects.toMatchObject({ status: 409, message: 'Alipay charges CNY only, not USD' });
  });
});

describe('asking Alipay about a charge (alipay.trade.query, its answer verified)', () => {
  test('no trade before the payer opens the page; waiting, then paid with its notification lost: the reconcile job makes the member', async () => {
    const { orderId, chargeId, url } = await alipayOrder();
    const alipay = appDeps(server.app).providers.alipay;
    const demo = (await findGroup(server.sql, 'demo'))!;
    expect(await alipay.queryCharge(demo, chargeId)).toBeNull();
    await server.get(url);
    expect(await alipay.queryCharge(demo, chargeId)).toMatchObject({ reference: chargeId, status: 'PENDING', amount: '144.00' });
    // Alipay took the payment; its notification never came.
    await settleSandboxAlipayTrade(server.sql, (await trade(chargeId))!.trade_no, 'TRADE_SUCCESS');
    const reconcile = serverJobs(appDeps(server.app)).find((job) => job.name === 'reconcile-charges')!;
    expect(await reconcile.run(server.clock.now + 3 * 60_000)).toBe('applied what the payment parties said of 1 charge(s) when asked');
    expect(await readOrderState(server, orderId)).toBe('PAID');
    expect(await countRows(server, 'payments WHERE order_id = ?', orderId)).toBe(1);
  });

  test('an answer Alipay\'s key did not sign does not pass the SDK (validateSign): 503', async () => {
    const { chargeId, url } = await alipayOrder();
    await server.get(url);
    const right = (await credentialsOf(server.sql, server.env, 'demo', 'alipay'))!;
    await saveCredentials(server.sql, server.env, 'demo', 'alipay', { ...right, alipay_public_key: rsaPair().publicKey }, new Date().toISOString());
    await expect(appDeps(server.app).providers.alipay.queryCharge((await findGroup(server.sql, 'demo'))!, chargeId))
      .rejects.toMatchObject({ status: 503, message: 'Alipay did not answer, or its answer did not verify: try again' });
  });
});

describe('Alipay\'s notifications (POST /api/payments/alipay/:group/notify)', () => {
  test('a genuine one is answered `success` and applied once: a replay changes nothing', async () => {
    const { orderId, chargeId } = await alipayOrder();
    const notice = alipayNotice(server, chargeId, '144.00');
    expect((await alipayNotify(server, notice)).text).toBe('success');
    expect((await alipayNotify(server, notice)).text).toBe('success');
    expect(await readOrderState(server, orderId)).toBe('PAID');
    expect(await countRows(server, 'payments WHERE order_id = ?', orderId)).toBe(1);
  });

  test('TRADE_CLOSED of a paid order (refunded in full at Alipay) is taken and changes nothing: the membership stands', async () => {
    const { token, orderId, chargeId } = await alipayOrder();
    expect((await alipayNotify(server, alipayNotice(server, chargeId, '144.00'))).text).toBe('success');
    expect((await alipayNotify(server, alipayNotice(server, chargeId, '144.00', 'TRADE_CLOSED'))).text).toBe('success');
    expect(await readOrderState(server, orderId)).toBe('PAID');
    expect((await server.get(`${DEMO}/users/me`, token)).body.data.state).toBe('paid');
  });

  test.each([
    ['tampered: an amount changed after signing', (fields: Record<string, string>) => ({ ...fields, total_amount: '1.00' })],
    ['unsigned', ({ sign: _sign, ...fields }: Record<string, string>) => fields],
    ['forged: signed by a key that is not Alipay\'s', async (fields: Record<string, string>) => {
      const forger = { ...(await findSandboxAlipayApp(server.sql, ALIPAY_APP_ID))!, alipay_private_key: rsaPair().privateKey };
      const { sign: _sign, ...rest } = fields;
      return alipayNotification(forger, { ...rest, trade_no: rest.trade_no!, created_at: 0 } as never, 'TRADE_SUCCESS', Date.now());
    }],
  ])('%s: 401, nothing changes', async (_name, spoil) => {
    const { orderId, chargeId } = await alipayOrder();
    const res = await alipayNotify(server, await spoil(alipayNotice(server, chargeId, '144.00')));
    expectError(res, 401, ErrorCode.loginRequired);
    expect(res.body.message).toMatch(/^not a notification from Alipay: /);
    expect(await readOrderState(server, orderId)).toBe('NOT_PAID');
  });

  test('genuinely signed, but for another app (403), for another amount (409), or to a group that is not the order\'s (404): nothing changes', async () => {
    const { orderId, chargeId } = await alipayOrder();
    const app = (await findSandboxAlipayApp(server.sql, ALIPAY_APP_ID))!;
    const otherApp = alipayNotification(app, {
      app_id: '2021000000000999', trade_no: 'T1', out_trade_no: chargeId, total_amount: '144.00', subject: 's', created_at: 0,
    }, 'TRADE_SUCCESS', Date.now());
    expectError(await alipayNotify(server, otherApp), 403, ErrorCode.forbidden);
    const less = await alipayNotify(server, alipayNotice(server, chargeId, '14.40'));
    expectError(less, 409, ErrorCode.rejected);
    expect(less.body.message).toBe('payment amount or asset does not match the order');
    expectError(await alipayNotify(server, alipayNotice(server, chargeId, '144.00'), 'free'), 404, ErrorCode.notFound);
    expectError(await alipayNotify(server, alipayNotice(server, chargeId, '144.00'), 'nope'), 404, ErrorCode.notFound);
    expect(await readOrderState(server, orderId)).toBe('NOT_PAID');
  });
});
