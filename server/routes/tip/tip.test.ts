import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { TipRank, TipTransfer } from '../../../contract/tip';
import { PERSONAS, STANDINS } from '../../test/standins';
import { createTestServer, expectError } from '../../test/helpers';
import { BTC, DEMO, USDT, countRows, readWallet, readWalletEverywhere, walletPays } from '../../test/joining';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const LECTURER = PERSONAS.lecturer.user_id;
const ADMIN = PERSONAS.admin.user_id;
const MEMBER = PERSONAS.member.user_id;

const genTransfer = (token: string, body: object, group = DEMO) => server.post(`${group}/tip/gen_transfer`, body, token);

async function sendTip(token: string, recipient = LECTURER, amount = '1', asset = USDT) {
  const res = await genTransfer(token, { recipient_id: recipient, asset_id: asset, amount });
  expect(res.status, res.text).toBe(200);
  return res.body.data as TipTransfer;
}

/** The sender pays the tip in the wallet (its trace is the tip), and the server reads the group bot's snapshots. */
const payTip = (tip: TipTransfer, amount = tip.amount, asset = tip.asset_id) =>
  walletPays(server, { reference: tip.trace, asset_id: asset, amount });

async function sendPaidTip(token: string, recipient = LECTURER, amount = '1', asset = USDT) {
  const tip = await sendTip(token, recipient, amount, asset);
  expect(await payTip(tip)).toEqual({ order_id: tip.tip_id, state: 'PAID' });
  return tip;
}

const tipRow = async (tipId: string) => (await server.sql.get('SELECT * FROM tips WHERE tip_id = ?', tipId)) as
  { state: string; value_cny: string | null; amount: string; paid_at: string | null };

describe('POST /tip/gen_transfer', () => {
  test('records a PENDING tip and answers the wallet transfer to the group, traced by the tip', async () => {
    const { token } = await server.login('member');
    const res = await genTransfer(token, { recipient_id: LECTURER, asset_id: USDT, amount: '1.5', message: 'Thanks!' });
    expect(res.status, res.text).toBe(200);
    const tip = res.body.data;
    expect(is(tip, TipTransfer)).toBe(true);
    const group = (await server.get(`${DEMO}/public`)).body.data;
    expect(tip).toMatchObject({
      state: 'PENDING', recipient: group.client_id, asset_id: USDT, amount: '1.50000000', memo: 'Thanks!', trace: tip.tip_id,
    });
    const url = new URL(tip.pay_url, 'http://local');
    expect(url.pathname).toBe(`${STANDINS}/mixin/pay`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      recipient: group.client_id, asset: USDT, amount: '1.50000000', memo: 'Thanks!', trace: tip.tip_id,
    });
    expect(await tipRow(tip.tip_id)).toMatchObject({ state: 'PENDING', value_cny: null, paid_at: null });
  });

  test('the minimum is the group setting in USD converted to the asset, refused with §5 message', async () => {
    const { token } = await server.login('member');
    // 0.1 USD = 0.72 CNY = 0.1 USDT = 0.0000015 BTC.
    expect((await genTransfer(token, { recipient_id: LECTURER, asset_id: USDT, amount: '0.1' })).status).toBe(200);
    const low = await genTransfer(token, { recipient_id: LECTURER, asset_id: USDT, amount: '0.09999999' });
    expectError(low, 409, 102201);
    expect(low.body.message).toBe('amount must not be lower than 0.1 USDT');
    const lowBtc = await genTransfer(token, { recipient_id: LECTURER, asset_id: BTC, amount: '0.00000149' });
    expectError(lowBtc, 409, 102201);
    expect(lowBtc.body.message).toBe('amount must not be lower than 0.0000015 BTC');
    expect((await genTransfer(token, { recipient_id: LECTURER, asset_id: BTC, amount: '0.0000015' })).status).toBe(200);
  });

  test('the admin sets the minimum in USD in /settings/full; the rounded-up minimum follows it', async () => {
    const admin = await server.login('admin');
    const settings = await server.get(`${DEMO}/settings/full`);
    expect(settings.body.data.tip_min_usd).toBe('0.1');
    const put = await server.put(`${DEMO}/settings/full`, { tip_min_usd: '0.15' }, admin.token);
    expect(put.status, put.text).toBe(200);
    expect(put.body.data.tip_min_usd).toBe('0.15');
    expectError(await server.put(`${DEMO}/settings/full`, { tip_min_usd: '-1' }, admin.token), 400, 100400);
    const { token } = await server.login('member');
    // 0.15 USD = 1.08 CNY = 0.00000225 BTC exactly; 0.15 USDT.
    const low = await genTransfer(token, { recipient_id: LECTURER, asset_id: BTC, amount: '0.00000224' });
    expect(low.body.message).toBe('amount must not be lower than 0.00000225 BTC');
    expect((await genTransfer(token, { recipient_id: LECTURER, asset_id: USDT, amount: '0.15' })).status).toBe(200);
  });

  test('bad input is 400 naming the field', async () => {
    const { token } = await server.login('member');
    for (const body of [
      {}, { recipient_id: LECTURER, asset_id: USDT }, { recipient_id: LECTURER, asset_id: USDT, amount: 1 },
      { recipient_id: LECTURER, asset_id: USDT, amount: '1', message: 'x'.repeat(141) },
      { recipient_id: LECTURER, asset_id: USDT, amount: '1', extra: true },
    ]) {
      expectError(await genTransfer(token, body), 400, 100400);
    }
    for (const amount of ['abc', '-1', '1e3', '0', '0.000000001', '1.']) {
      const res = await genTransfer(token, { recipient_id: LECTURER, asset_id: USDT, amount });
      expectError(res, 400, 100400);
      expect(res.body.message).toMatch(/amount/);
    }
  });

  test('an unknown recipient, a pending user or another group\'s member is 404', async () => {
    const { token } = await server.login('member');
    for (const recipient of ['00000000-0000-4000-8000-0000000000ff', PERSONAS.pending.user_id, PERSONAS.banned.user_id]) {
      const res = await genTransfer(token, { recipient_id: recipient, asset_id: USDT, amount: '1' });
      expectError(res, 404, 404);
      expect(res.body.message).toMatch(/recipient/);
    }
    // The admin is demo's, not free's.
    const free = await server.login('member', 'free');
    expectError(await genTransfer(free.token, { recipient_id: ADMIN, asset_id: USDT, amount: '1' }, '/api/groups/free'), 404, 404);
  });

  test('tipping oneself is refused', async () => {
    const { token } = await server.login('member');
    const res = await genTransfer(token, { recipient_id: MEMBER, asset_id: USDT, amount: '1' });
    expectError(res, 409, 102202);
  });

  test('an asset outside the group\'s tip scene is refused', async () => {
    const { token } = await server.login('member');
    // demo's tip scene is USDT and BTC; the fiat pseudo-assets and unknown ids are not in it.
    for (const asset of ['cny', 'rc', 'no-such-asset']) {
      expectError(await genTransfer(token, { recipient_id: LECTURER, asset_id: asset, amount: '10' }), 409, 102203);
    }
    // gate's tip scene is USDT only.
    const gate = await server.login('member', 'gate');
    const owner = PERSONAS.owner.user_id;
    expectError(await genTransfer(gate.token, { recipient_id: owner, asset_id: BTC, amount: '1' }, '/api/groups/gate'), 409, 102203);
    expect((await genTransfer(gate.token, { recipient_id: owner, asset_id: USDT, amount: '1' }, '/api/groups/gate')).status).toBe(200);
  });

  test('guests are 100401, non-members 100461; kudos stay allowed in mute mode (§6)', async () => {
    expectError(await server.post(`${DEMO}/tip/gen_transfer`, { recipient_id: LECTURER, asset_id: USDT, amount: '1' }), 401, 100401);
    const pending = await server.login('pending');
    expectError(await genTransfer(pending.token, { recipient_id: LECTURER, asset_id: USDT, amount: '1' }), 403, 100461);
    const admin = await server.login('admin');
    expect((await server.put(`${DEMO}/settings/full`, { 'group-mode': 'mute' }, admin.token)).status).toBe(200);
    const { token } = await server.login('member');
    await sendTip(token);
  });

  test('is rate-limited per user', async () => {
    const { token } = await server.login('member');
    for (let i = 0; i < 30; i += 1) await sendTip(token);
    const res = await genTransfer(token, { recipient_id: LECTURER, asset_id: USDT, amount: '1' });
    expectError(res, 429, 100429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('the wallet\'s transfer pays the tip', () => {
  test('a pending tip does not count; its transfer counts it once, even read again', async () => {
    const { token } = await server.login('member');
    await server.sql.run('DELETE FROM tips');
    const tip = await sendTip(token, LECTURER, '2');
    const rank = async () => (await server.get(`${DEMO}/tips/rank?period=all`, token)).body.data;
    expect((await rank()).items).toEqual([]);
    expect(await payTip(tip, '2')).toEqual({ order_id: tip.tip_id, state: 'PAID' });
    // The wallet read again from the start (a lost cursor): the transfer is applied once.
    await server.sql.run('DELETE FROM wallet_snapshot_cursors');
    await readWalletEverywhere(server);
    expect(await countRows(server, 'tip_notifications WHERE tip_id = ?', tip.tip_id)).toBe(1);
    const after = await rank();
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ user_id: MEMBER, tip_count: 1, total_value_cny: '14.4' });
  });

  test('a transfer of another amount or asset pays nothing: it is kept for its payer', async () => {
    const { token } = await server.login('member');
    const short = await sendTip(token, LECTURER, '2');
    expect((await payTip(short, '1.99999999')).state).toBe('PENDING');
    const otherAsset = await sendTip(token, LECTURER, '2');
    expect((await payTip(otherAsset, '2', BTC)).state).toBe('PENDING');
    for (const tip of [short, otherAsset]) {
      expect((await tipRow(tip.tip_id)).state).toBe('PENDING');
      expect(await countRows(server, 'tip_notifications WHERE tip_id = ?', tip.tip_id)).toBe(0);
    }
    expect(await countRows(server, "wallet_receipts WHERE trace_id IN (?, ?) AND outcome = 'refused'", short.tip_id, otherAsset.tip_id)).toBe(2);
  });

  test('value_cny is frozen at payment: a later price change does not move the rank', async () => {
    const { token } = await server.login('member');
    await server.sql.run('DELETE FROM tips');
    const tip = await sendPaidTip(token, LECTURER, '0.0001', BTC);
    expect((await tipRow(tip.tip_id)).value_cny).toBe('48');
    await server.sql.run(`UPDATE assets SET price_cny = '960000.00' WHERE asset_id = ?`, BTC);
    const rank = (await server.get(`${DEMO}/tips/rank?period=all`, token)).body.data;
    expect(rank.items[0].total_value_cny).toBe('48');
  });

  test('the wallet stand-in\'s pay page transfers a tip to the group bot; reading its snapshots pays the tip', async () => {
    const { token } = await server.login('member');
    const tip = await sendTip(token, LECTURER, '3');
    const page = await server.get(tip.pay_url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('3.00000000');
    const url = new URL(tip.pay_url, 'http://local');
    const res = await server.form(`${STANDINS}/mixin/pay`, { ...Object.fromEntries(url.searchParams), action: 'pay' });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toContain('/#/demo');
    expect((await tipRow(tip.tip_id)).state).toBe('PENDING');
    expect(await readWallet(server)).toEqual({ groups: 1, read: 1, applied: 1, unapplied: 0 });
    expect(await tipRow(tip.tip_id)).toMatchObject({ state: 'PAID', value_cny: '21.6' });
    expect(await countRows(server, 'tip_notifications WHERE tip_id = ?', tip.tip_id)).toBe(1);
    // A wrong amount in the URL is transferred as asked, and refused by the tip's own check.
    const other = await sendTip(token, LECTURER, '3');
    const wrong = new URL(other.pay_url, 'http://local');
    wrong.searchParams.set('amount', '0.1');
    expect((await server.form(`${STANDINS}/mixin/pay`, { ...Object.fromEntries(wrong.searchParams), action: 'pay' })).status).toBe(200);
    expect(await readWallet(server)).toEqual({ groups: 1, read: 1, applied: 0, unapplied: 1 });
    expect((await tipRow(other.tip_id)).state).toBe('PENDING');
    expect(await server.sql.value('SELECT reason FROM wallet_receipts WHERE trace_id = ?', other.tip_id))
      .toBe('payment amount or asset does not match the tip');
  });
});

describe('GET /tips/rank', () => {
  // Wednesday 11 March 2026, noon UTC: the week began Monday 9 March, the month on 1 March.
  const WEDNESDAY = Date.UTC(2026, 2, 11, 12);
  const at = (iso: string) => {
    server.clock.now = Date.parse(iso);
  };

  async function history() {
    await server.sql.run('DELETE FROM tips');
    const member = await server.login('member');
    const admin = await server.login('admin');
    const owner = await server.login('owner');
    const lecturer = await server.login('lecturer');
    at('2026-02-20T10:00:00Z'); // last month: all only
    await sendPaidTip(owner.token, LECTURER, '100');
    at('2026-03-03T10:00:00Z'); // this month, last week
    await sendPaidTip(lecturer.token, MEMBER, '10');
    at('2026-03-08T23:59:59Z'); // Sunday, still last week
    await sendPaidTip(member.token, LECTURER, '1');
    at('2026-03-09T00:00:00Z'); // Monday: this week
    await sendPaidTip(member.token, LECTURER, '2');
    await sendPaidTip(admin.token, LECTURER, '1');
    at('2026-03-10T08:00:00Z');
    await sendPaidTip(admin.token, MEMBER, '1');
    await sendTip(owner.token, LECTURER, '50'); // never paid
    server.clock.now = WEDNESDAY;
    return { member, admin, owner, lecturer };
  }

  test('week (the default) ranks this calendar week\'s senders; ties share a place', async () => {
    const { member, owner } = await history();
    const res = await server.get(`${DEMO}/tips/rank`, member.token);
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, TipRank)).toBe(true);
    const rank = res.body.data;
    expect(rank.period).toBe('week');
    expect(rank.since).toBe('2026-03-09T00:00:00.000Z');
    // Admin and member both gave 2 USDT = 14.4 CNY this week: both first, by name.
    expect(rank.items.map((e: { rank: number; full_name: string; total_value_cny: string; tip_count: number }) =>
      [e.rank, e.full_name, e.total_value_cny, e.tip_count])).toEqual([
      [1, PERSONAS.admin.full_name, '14.4', 2],
      [1, PERSONAS.member.full_name, '14.4', 1],
    ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))));
    expect(rank.me).toMatchObject({ rank: 1, user_id: MEMBER });
    expect(rank.items[0]).toHaveProperty('avatar_url');
    // The owner sent nothing paid this week: no place.
    expect((await server.get(`${DEMO}/tips/rank?period=week`, owner.token)).body.data.me).toBeNull();
  });

  test('month counts from the 1st; all counts everything; the caller\'s place', async () => {
    const { member, owner, lecturer } = await history();
    const month = (await server.get(`${DEMO}/tips/rank?period=month`, lecturer.token)).body.data;
    expect(month.since).toBe('2026-03-01T00:00:00.000Z');
    expect(month.items.map((e: { rank: number; user_id: string; total_value_cny: string }) => [e.rank, e.user_id, e.total_value_cny]))
      .toEqual([[1, LECTURER, '72'], [2, MEMBER, '21.6'], [3, ADMIN, '14.4']]);
    expect(month.me).toMatchObject({ rank: 1, tip_count: 1 });
    const all = (await server.get(`${DEMO}/tips/rank?period=all`, owner.token)).body.data;
    expect(all.since).toBeNull();
    expect(all.items.map((e: { rank: number; user_id: string }) => [e.rank, e.user_id]))
      .toEqual([[1, PERSONAS.owner.user_id], [2, LECTURER], [3, MEMBER], [4, ADMIN]]);
    expect(all.me).toMatchObject({ rank: 1, total_value_cny: '720', tip_count: 1 });
    expect((await server.get(`${DEMO}/tips/rank?period=all`, member.token)).body.data.me.rank).toBe(3);
  });

  test('only this group\'s tips count', async () => {
    await history();
    const free = await server.login('member', 'free');
    const rank = (await server.get('/api/groups/free/tips/rank?period=all', free.token)).body.data;
    expect(rank.items).toEqual([]);
    expect(rank.me).toBeNull();
  });

  test('the seeded demo has a history for every period, also seeded just after a week and month began', async () => {
    for (const seededAt of [Date.now(), Date.UTC(2026, 5, 1, 0, 0, 30)]) {
      server.clock.now = seededAt;
      await server.reset();
      const { token } = await server.login('member');
      for (const period of ['week', 'month', 'all']) {
        expect((await server.get(`${DEMO}/tips/rank?period=${period}`, token)).body.data.items.length).toBeGreaterThan(0);
      }
    }
    expect(await countRows(server, "tips WHERE state = 'PENDING'")).toBe(1);
  });

  test('refusals: bad period 400, guest 100401, non-member 100461', async () => {
    const { token } = await server.login('member');
    expectError(await server.get(`${DEMO}/tips/rank?period=year`, token), 400, 100400);
    expectError(await server.get(`${DEMO}/tips/rank`), 401, 100401);
    const pending = await server.login('pending');
    expectError(await server.get(`${DEMO}/tips/rank`, pending.token), 403, 100461);
  });
});
