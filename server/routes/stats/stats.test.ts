import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { add } from '../../../contract/money';
import { ProfitStat, UserStat, USER_STAT_SERIES, statDayAdd, statDayOf } from '../../../contract/stats';
import { PRODUCT_IDS } from '../../seed';
import { SEED_STAT_DAYS } from '../../seed/stats';
import { createTestServer, expectError, type TestResponse } from '../../test/helpers';
import { BTC, DEMO, USDT, createOrder, invitedUser, pay, walletPays } from '../../test/joining';
import {
  addActivity, addChatMessage, addDiscussion, addMember, addOrder, addReply, at, incomeRows, rollupRows,
} from '../../test/stats.repo';
import { rollUpDailyStats } from './stats.service';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const DAY_MS = 86_400_000;
const today = () => statDayOf(server.clock.now);
const daysAgo = (n: number) => statDayAdd(today(), -n);
const range = (start: string, end: string) => `?start=${start}&end=${end}`;

async function userStat(group: string, token: string, start: string, end: string): Promise<UserStat> {
  const res = await server.get(`/api/groups/${group}/admin/stat/user${range(start, end)}`, token);
  expect(res.status, res.text).toBe(200);
  expect(is(res.body.data, UserStat)).toBe(true);
  return res.body.data as UserStat;
}

async function profitStat(group: string, token: string, start: string, end: string): Promise<ProfitStat> {
  const res = await server.get(`/api/groups/${group}/admin/stat/profit${range(start, end)}`, token);
  expect(res.status, res.text).toBe(200);
  expect(is(res.body.data, ProfitStat)).toBe(true);
  return res.body.data as ProfitStat;
}

const dayOf = (stat: UserStat, date: string) => stat.days.find((d) => d.date === date)!;

/**
 * nft (no rollup in the seed, nothing of its own 100 days back): on D1 two people join and pay in
 * USDT, one of them chats twice and a third posts; on D2 one joins, someone renews in BTC, a reply
 * and a finished course, and a membership runs out. An unpaid order and another group's rows must
 * not count.
 */
async function knownRows() {
  const d1 = daysAgo(100);
  const d2 = daysAgo(99);
  const product = PRODUCT_IDS.nftMembership;
  const a = await addMember(server, 'nft', at(d1, 9));
  const b = await addMember(server, 'nft', at(d1, 15));
  const c = await addMember(server, 'nft', at(d2, 8), at(d2, 12));
  await addMember(server, 'nft', at(daysAgo(300)), at(statDayAdd(today(), 30)));
  await addOrder(server, { groupId: 'nft', userId: a, productId: product, kind: 'join', assetId: USDT, amount: '10.00000000', paidAt: at(d1, 9) });
  await addOrder(server, { groupId: 'nft', userId: b, productId: product, kind: 'join', assetId: USDT, amount: '10.00000000', paidAt: at(d1, 15) });
  await addOrder(server, { groupId: 'nft', userId: c, productId: product, kind: 'join', assetId: USDT, amount: '10.00000000', paidAt: at(d2, 8), state: 'NOT_PAID' });
  await addOrder(server, { groupId: 'nft', userId: a, productId: product, kind: 'renew', assetId: BTC, amount: '0.00010000', paidAt: at(d2, 23) });
  await addChatMessage(server, 'nft', a, at(d1, 10));
  await addChatMessage(server, 'nft', a, at(d1, 11));
  const post = await addDiscussion(server, 'nft', b, at(d1, 16));
  await addReply(server, post, c, at(d2, 9));
  await addActivity(server, 'nft', a, at(d2, 20));
  // Another group's rows on the same days.
  const other = await addMember(server, 'free', at(d1, 9));
  await addChatMessage(server, 'free', other, at(d1, 9));
  return { d1, d2 };
}

describe('GET /admin/stat/user', () => {
  test('counts each day from the rows: new, paid, renewed, active, churned, and the totals', async () => {
    const { d1, d2 } = await knownRows();
    const owner = (await server.login('owner', 'nft')).token;
    const stat = await userStat('nft', owner, statDayAdd(d1, -1), statDayAdd(d2, 1));
    expect(stat.start).toBe(statDayAdd(d1, -1));
    expect(stat.end).toBe(statDayAdd(d2, 1));
    expect(stat.days).toEqual([
      { date: statDayAdd(d1, -1), new: 0, paid: 0, renewed: 0, active: 0, churned: 0 },
      { date: d1, new: 2, paid: 2, renewed: 0, active: 2, churned: 0 },
      { date: d2, new: 1, paid: 0, renewed: 1, active: 2, churned: 1 },
      { date: statDayAdd(d2, 1), new: 0, paid: 0, renewed: 0, active: 0, churned: 0 },
    ]);
    expect(stat.totals).toEqual({ new: 3, paid: 2, renewed: 1, active: 4, churned: 1 });
    expect(Object.keys(stat).sort()).toEqual(['days', 'end', 'start', 'totals']);
    // One day alone is a range.
    expect((await userStat('nft', owner, d2, d2)).days).toEqual([{ date: d2, new: 1, paid: 0, renewed: 1, active: 2, churned: 1 }]);
  });

  test('today is live: a person who joins and pays now counts at once', async () => {
    const admin = (await server.login('admin')).token;
    const before = dayOf(await userStat('demo', admin, daysAgo(6), today()), today());
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    expect((await pay(server, token, orderId, 'mixin', BTC)).status).toBe(200);
    expect((await walletPays(server, { reference: orderId, asset_id: BTC, amount: '0.00030000' })).state).toBe('PAID');
    const after = await userStat('demo', admin, daysAgo(6), today());
    expect(after.days).toHaveLength(7);
    expect(dayOf(after, today())).toMatchObject({ new: before.new + 1, paid: before.paid + 1, renewed: before.renewed, churned: before.churned });
  });

  test('a membership that runs out later today has not churned yet', async () => {
    // At noon, so a minute either way stays today.
    server.clock.now = Date.parse(`${today()}T12:00:00.000Z`);
    const owner = (await server.login('owner', 'nft')).token;
    const before = dayOf(await userStat('nft', owner, today(), today()), today()).churned;
    await addMember(server, 'nft', at(daysAgo(40)), new Date(server.clock.now - 60_000).toISOString());
    await addMember(server, 'nft', at(daysAgo(40)), new Date(server.clock.now + 60_000).toISOString());
    const after = dayOf(await userStat('nft', owner, today(), today()), today()).churned;
    // Only the one already past.
    expect(after).toBe(before + 1);
  });

  test('demo has a year of history on first start, and the totals are the sums of the days', async () => {
    const owner = (await server.login('owner')).token;
    const stat = await userStat('demo', owner, daysAgo(364), today());
    expect(stat.days).toHaveLength(365);
    expect(stat.days[0]!.date).toBe(daysAgo(364));
    expect(stat.days[364]!.date).toBe(today());
    for (const series of USER_STAT_SERIES) {
      expect(stat.totals[series]).toBe(stat.days.reduce((sum, d) => sum + d[series], 0));
      expect(stat.days.filter((d) => d[series] > 0).length, series).toBeGreaterThan(series === 'active' ? 360 : 150);
    }
    // Past days are the seeded rollup, as written.
    const rows = await rollupRows(server, 'demo');
    expect(rows).toHaveLength(SEED_STAT_DAYS);
    expect(rows[rows.length - 1]!.day).toBe(daysAgo(1));
    const yesterday = rows[rows.length - 1]!;
    expect(dayOf(stat, daysAgo(1))).toEqual({
      date: daysAgo(1), new: yesterday.new_members, paid: yesterday.paid, renewed: yesterday.renewed, active: yesterday.active, churned: yesterday.churned,
    });
  });

  test('admins and the owner only: guests, members and lecturers are refused and nothing is written', async () => {
    const url = `${DEMO}/admin/stat/user${range(daysAgo(6), today())}`;
    const rows = (await rollupRows(server, 'demo')).length;
    expectError(await server.get(url), 401, 100401);
    for (const persona of ['member', 'lecturer', 'banned'] as const) {
      expectError(await server.get(url, (await server.login(persona)).token), 403, 100403);
    }
    // Not a member yet: the guards' own refusal.
    expectError(await server.get(url, (await server.login('pending')).token), 403, 100461);
    // Another group's admin token does not open this group.
    expectError(await server.get(url, (await server.login('owner', 'free')).token), 401, 100401);
    expect((await server.get(url, (await server.login('admin')).token)).status).toBe(200);
    expect(await rollupRows(server, 'demo')).toHaveLength(rows);
  });

  test('a range that is not one is 400 with what is wrong', async () => {
    const admin = (await server.login('admin')).token;
    const refused = async (query: string, message: RegExp) => {
      const res: TestResponse = await server.get(`${DEMO}/admin/stat/user${query}`, admin);
      expectError(res, 400, 100400);
      expect(res.body.message).toMatch(message);
    };
    await refused(range('2026-03-02', '2026-03-01'), /start must not be after end/);
    await refused(range('2025-01-01', '2026-01-02'), /longer than 366 days/);
    await refused(range('2025-02-29', '2025-03-01'), /start is not a calendar date/);
    await refused(range('2025-03-01', '2025-13-01'), /end is not a calendar date/);
    await refused(range('yesterday', '2025-03-01'), /start/);
    await refused('?start=2025-03-01', /end is required/);
    await refused('', /start is required/);
    // 366 days (a leap year) is the most.
    expect((await server.get(`${DEMO}/admin/stat/user${range('2024-01-01', '2024-12-31')}`, admin)).status).toBe(200);
    expect((await server.get(`${DEMO}/admin/stat/profit${range('2026-03-02', '2026-03-01')}`, admin)).status).toBe(400);
  });
});

describe('GET /admin/stat/profit', () => {
  test('income from paid orders per day and asset, with counts and value in CNY, and the totals', async () => {
    const { d1, d2 } = await knownRows();
    const owner = (await server.login('owner', 'nft')).token;
    const stat = await profitStat('nft', owner, statDayAdd(d1, -1), statDayAdd(d2, 1));
    expect(stat.days).toEqual([
      { date: d1, asset_id: USDT, amount: '20.00000000', orders: 2, value_cny: '144.00' },
      { date: d2, asset_id: BTC, amount: '0.00010000', orders: 1, value_cny: '48.00' },
    ]);
    expect(stat.assets).toEqual([
      { asset_id: USDT, symbol: 'USDT', precision: 8, price_cny: '7.20', amount: '20.00000000', orders: 2, value_cny: '144.00' },
      { asset_id: BTC, symbol: 'BTC', precision: 8, price_cny: '480000.00', amount: '0.00010000', orders: 1, value_cny: '48.00' },
    ]);
    expect(stat.totals).toEqual({ orders: 3, value_cny: '192.00' });
    expect(Object.keys(stat).sort()).toEqual(['assets', 'days', 'end', 'start', 'totals']);
    expect((await profitStat('nft', owner, d1, d1)).totals).toEqual({ orders: 2, value_cny: '144.00' });
  });

  test('demo\'s year of income goes with its days: each day has at least its paid and renewed orders, totals are sums', async () => {
    const admin = (await server.login('admin')).token;
    const users = await userStat('demo', admin, daysAgo(364), daysAgo(1));
    const profit = await profitStat('demo', admin, daysAgo(364), daysAgo(1));
    const ordersOn = new Map<string, number>();
    for (const day of profit.days) ordersOn.set(day.date, (ordersOn.get(day.date) ?? 0) + day.orders);
    for (const day of users.days) expect(ordersOn.get(day.date) ?? 0, day.date).toBeGreaterThanOrEqual(day.paid + day.renewed);
    expect(profit.totals.orders).toBe(profit.days.reduce((sum, d) => sum + d.orders, 0));
    expect(profit.totals.value_cny).toBe(profit.days.reduce((sum, d) => add(sum, d.value_cny), '0'));
    for (const asset of profit.assets) {
      const own = profit.days.filter((d) => d.asset_id === asset.asset_id);
      expect(asset.orders).toBe(own.reduce((sum, d) => sum + d.orders, 0));
      expect(Number(asset.amount)).toBeCloseTo(own.reduce((sum, d) => sum + Number(d.amount), 0), 8);
    }
    expect(profit.assets.map((a) => a.symbol).sort()).toEqual(['BTC', 'CNY', 'RC', 'USDT']);
  });

  test('admins and the owner only', async () => {
    const url = `${DEMO}/admin/stat/profit${range(daysAgo(6), today())}`;
    expectError(await server.get(url), 401, 100401);
    for (const persona of ['member', 'lecturer'] as const) {
      expectError(await server.get(url, (await server.login(persona)).token), 403, 100403);
    }
    expect((await server.get(url, (await server.login('owner')).token)).status).toBe(200);
  });
});

describe('the daily rollup job', () => {
  test('a day later, yesterday is closed once with its figures, and a rerun writes nothing', async () => {
    const owner = (await server.login('owner', 'nft')).token;
    const member = await addMember(server, 'nft', new Date(server.clock.now).toISOString());
    const orderId = await addOrder(server, {
      groupId: 'nft', userId: member, productId: PRODUCT_IDS.nftMembership, kind: 'join', assetId: USDT, amount: '10.00000000',
      paidAt: new Date(server.clock.now).toISOString(),
    });
    const day = today();
    const live = dayOf(await userStat('nft', owner, day, day), day);
    const liveIncome = await profitStat('nft', owner, day, day);
    expect(live).toMatchObject({ new: 1, paid: 1 });

    // The same day: nothing of today is closed, and nft (no rollup yet) is closed a year back, to yesterday.
    expect(await rollUpDailyStats(server.sql, server.clock.now)).toBeGreaterThanOrEqual(366);
    expect((await rollupRows(server, 'nft')).filter((r) => r.day === day)).toEqual([]);
    expect(await rollupRows(server, 'nft')).toHaveLength(366);
    expect((await rollupRows(server, 'nft')).at(-1)!.day).toBe(daysAgo(1));

    server.clock.advance(DAY_MS / 1000);
    // One day for each group: nft, demo and the three others.
    expect(await rollUpDailyStats(server.sql, server.clock.now)).toBe(5);
    const closed = (await rollupRows(server, 'nft')).filter((r) => r.day === day);
    expect(closed).toEqual([{ day, new_members: live.new, paid: live.paid, renewed: live.renewed, active: live.active, churned: live.churned }]);
    expect((await incomeRows(server, 'nft')).filter((r) => r.day === day)).toEqual([{ day, asset_id: USDT, amount: '10.00000000', orders: 1 }]);
    const rows = (await rollupRows(server, 'nft')).length;
    expect(rows).toBe(367);
    expect((await rollupRows(server, 'demo')).at(-1)!.day).toBe(day);

    expect(await rollUpDailyStats(server.sql, server.clock.now)).toBe(0);
    expect(await rollupRows(server, 'nft')).toHaveLength(rows);

    // A closed day keeps its figures when the rows change later (history), and the route reads them.
    const owner2 = (await server.login('owner', 'nft')).token;
    await server.sql.run('DELETE FROM orders WHERE order_id = ?', orderId);
    expect(dayOf(await userStat('nft', owner2, day, today()), day)).toMatchObject({ new: 1, paid: 1 });
    expect((await profitStat('nft', owner2, day, day)).days).toEqual(liveIncome.days);
  });
});
