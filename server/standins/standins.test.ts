import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/connection';
import { PERSONAS } from '../sandbox/personas';
import { freePort } from '../test/child-server';
import { launchStandins, type Launched } from './launch';

// Issue 23 point 9: the server with the sandbox off, its real adapters talking over HTTP to the
// stand-ins in a process of their own, on one database with the demo groups. Everything below goes
// through the production code path: the wallet SDK, Alipay's SDK, our own signed protocol.

const DEMO_CLIENT = '20000000-0000-4000-8000-00000000d001';
const GATE_CLIENT = '20000000-0000-4000-8000-00000000a004';
let launched: Launched;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'standins-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>test</title>');
  launched = await launchStandins({
    port: await freePort(), standinsPort: await freePort(), database: join(dir, 'app.db'), staticDir: dir,
    standinsEnv: { PAYMENT_CONFIRM_DELAY_MS: '0', KYC_REVIEW_DELAY_MS: '0' },
  });
}, 180_000);
afterAll(async () => {
  await launched?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; body: any };
async function call(method: string, url: string, options: { token?: string; body?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const res = await fetch(url, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // an HTML page or a redirect
  }
  return { status: res.status, body: parsed };
}

/** Signs in through the wallet stand-in's authorize page and the server's real wallet adapter. */
async function signIn(group: string, clientId: string, persona: string): Promise<string> {
  const returnTo = `${launched.server}/#/${group}/auth/mixin/callback`;
  const query = new URLSearchParams({ client_id: clientId, scope: 'PROFILE:READ ASSETS:READ', return_to: returnTo, persona });
  const res = await fetch(`${launched.standins}/sandbox/mixin/authorize?${query}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  expect(location.startsWith(returnTo)).toBe(true);
  const code = new URLSearchParams(location.slice(location.indexOf('?') + 1)).get('code')!;
  const signedIn = await call('POST', `${launched.server}/api/groups/${group}/auth/mixin`, { body: { code } });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return signedIn.body.data.token as string;
}

/** The order's state as the checkout polls it, until it is `want` (each poll reads the wallet at most every 2 s). */
async function stateBecomes(token: string, orderId: string, want: string): Promise<string> {
  let state = '';
  for (let i = 0; i < 40 && state !== want; i += 1) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    state = (await call('GET', `${launched.server}/api/groups/demo/orders/${orderId}/state`, { token, headers: { group_id: 'demo' } })).body.data.state;
  }
  return state;
}

async function joinOrder(token: string): Promise<string> {
  expect((await call('POST', `${launched.server}/api/groups/demo/invitations/apply?code=DEMOPERM`, { token, body: {} })).status).toBe(200);
  const order = await call('POST', `${launched.server}/api/groups/demo/orders`, { token, body: { quantity: 1, product_id: '10000000-0000-4000-8000-000000000001' } });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  return order.body.data.order_id as string;
}

/** A newcomer signed in through the wallet, with an open join order of demo priced on this channel. */
async function newcomerPaysToJoin(channel: Record<string, string>) {
  const token = await signIn('demo', DEMO_CLIENT, 'new');
  const orderId = await joinOrder(token);
  const priced = await call('PUT', `${launched.server}/api/groups/demo/orders/${orderId}/pay`, {
    token, body: { order_id: orderId, ...channel },
  });
  expect(priced.status, JSON.stringify(priced.body)).toBe(200);
  return { token, orderId, priced };
}

describe('the server with the sandbox off, against the stand-ins', () => {
  test('it runs the real adapters: its sandbox is not mounted, and the member signs in through the wallet\'s OAuth', async () => {
    expect((await call('GET', `${launched.server}/sandbox/captcha`)).status).toBe(404);
    const token = await signIn('demo', DEMO_CLIENT, 'member');
    expect((await call('GET', `${launched.server}/api/groups/demo/users/me`, { token })).body.data.full_name).toBe('Mia Member');
  });

  test('a newcomer pays to join through the wallet: the stand-in\'s pay page, the bot\'s snapshots read by the server', async () => {
    const { token, orderId, priced } = await newcomerPaysToJoin({ asset_id: 'c6d0c728-2624-429b-8e0d-d9d19b6592fa', channel: 'mixin' });
    const paid = await call('POST', `${launched.standins}/sandbox/mixin/pay`, {
      form: { recipient: DEMO_CLIENT, asset: 'c6d0c728-2624-429b-8e0d-d9d19b6592fa', amount: priced.body.data.amount, trace: orderId, action: 'pay' },
    });
    expect(paid.status).toBe(200);
    expect(await stateBecomes(token, orderId, 'PAID')).toBe('PAID');
  });

  test('a newcomer pays to join through Alipay: the SDK\'s signed pay URL at the stand-in\'s gateway, its notification to PUBLIC_ORIGIN', async () => {
    const { token, orderId, priced } = await newcomerPaysToJoin({ asset_id: 'cny', channel: 'alipay' });
    const payUrl = priced.body.data.payment.url as string;
    expect(payUrl.startsWith(`${launched.standins}/sandbox/alipay/gateway.do?`)).toBe(true);
    const cashier = await fetch(payUrl, { redirect: 'manual' });
    expect(cashier.status).toBe(303);
    const page = new URL(cashier.headers.get('location')!, launched.standins);
    const paid = await call('POST', `${launched.standins}/sandbox/alipay/pay`, { form: { trade_no: page.searchParams.get('trade_no')!, action: 'pay' } });
    expect([200, 303]).toContain(paid.status);
    expect(await stateBecomes(token, orderId, 'PAID')).toBe('PAID');
  });

  test('a newcomer pays to join through WeChat Pay (H5): the order signed to the stand-in\'s API v3, its encrypted notification to PUBLIC_ORIGIN', async () => {
    const { token, orderId, priced } = await newcomerPaysToJoin({ asset_id: 'cny', channel: 'wechat', pxx_channel: 'h5' });
    const page = new URL(priced.body.data.payment.h5_url as string);
    expect(`${page.origin}${page.pathname}`).toBe(`${launched.standins}/sandbox/wechat/pay`);
    const paid = await call('POST', `${launched.standins}/sandbox/wechat/pay`, {
      form: { ...Object.fromEntries(page.searchParams), action: 'pay' },
    });
    expect([200, 303]).toContain(paid.status);
    expect(await stateBecomes(token, orderId, 'PAID')).toBe('PAID');
  });

  test('a newcomer pays to join in rc: the rc app\'s pay page, its signed report to the server', async () => {
    const { token, orderId, priced } = await newcomerPaysToJoin({ asset_id: 'rc', channel: 'reborn' });
    const back = `${launched.server}/#/demo/checkout/result?order_id=${orderId}`;
    const paid = await call('POST', `${launched.standins}/sandbox/reborn/pay`, {
      form: { transfer_id: priced.body.data.charge_id, redirect_url: back, cancel_url: back, action: 'pay' },
    });
    expect(paid.status).toBe(303);
    expect(await stateBecomes(token, orderId, 'PAID')).toBe('PAID');
  });

  test('the owner withdraws from the profit vault: the bot\'s Safe transaction, built and signed by the SDK, spent by the wallet stand-in', async () => {
    const token = await signIn('demo', DEMO_CLIENT, 'owner');
    const vaults = `${launched.server}/api/groups/demo/vaults`;
    expect((await call('POST', `${vaults}/create`, { token, body: { pin: '246810' } })).status).toBe(200);
    const usdt = '4d8c508b-91c5-375b-92b0-ee702ed2dac5';
    const asked = await call('POST', `${vaults}/withdraw`, {
      token, body: { asset_id: usdt, amount: '1.25', pin: '246810', destination: 'the owner\'s wallet', request_id: 'standins-withdrawal-1' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const profit = asked.body.data.withdrawal.vault_id as string;
    // The server's scheduler sends it within a tick or two (every 2 s).
    let state = asked.body.data.withdrawal.state as string;
    for (let i = 0; i < 60 && state === 'pending'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = (await call('GET', `${vaults}/${profit}/withdrawals`, { token })).body.data.items[0].state;
    }
    expect(state).toBe('confirmed');
    // The wallet stand-in's side: the owner's wallet got it from the group's bot, once.
    const db = openDatabase(join(dir, 'app.db'));
    try {
      expect(db.prepare(`SELECT opponent_id, asset_id, amount FROM sandbox_wallet_snapshots WHERE user_id = ? AND amount NOT LIKE '-%'`)
        .all(PERSONAS.owner.user_id)).toEqual([{ opponent_id: DEMO_CLIENT, asset_id: usdt, amount: '1.25000000' }]);
    } finally {
      db.close();
    }
  });

  test('a newcomer to gate verifies their identity at the KYC vendor\'s stand-in, whose signed result the server takes', async () => {
    const token = await signIn('gate', GATE_CLIENT, 'new');
    expect((await call('POST', `${launched.server}/api/groups/gate/kyc/authorize`, { token, body: {} })).status).toBe(200);
    const started = await call('GET', `${launched.server}/api/groups/gate/kyc/start/faceid`, { token });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const url = new URL(started.body.data.url as string);
    expect(url.origin).toBe(launched.standins);
    const decided = await call('POST', `${launched.standins}/sandbox/kyc`, {
      form: { session: url.searchParams.get('session')!, decision: 'approve', name: 'Wang Fang' },
    });
    expect(decided.status).toBe(200);
    const status = await call('GET', `${launched.server}/api/groups/gate/kyc/me/status`, { token });
    expect(status.body.data).toMatchObject({ kyc_status: 'approved', name: 'Wang Fang' });
  });
});
