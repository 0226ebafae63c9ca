import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { ProfitDetail, ProfitOverview, ProfitRevenue, ProfitUserStatus } from '../../../contract/profit';
import { add } from '../../../contract/money';
import { PERSONAS } from '../../test/standins';
import {
  SEED_FREE_MONTH_AGO, SEED_LECTURER_MONTH_AGO, SEED_PROFIT_MONTHS, memberEarnings, monthsAgo, seededState,
} from '../../seed/profit';
import { createTestServer, expectError } from '../../test/helpers';
import { DEMO } from '../../test/joining';
import { settleProfitMonth } from './profit.service';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const FREE = '/api/groups/free';
const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa';
const month = (ago: number) => monthsAgo(server.clock.now, ago);
const detail = (token: string, date: string, assetId?: string, group = DEMO) =>
  server.get(`${group}/profits/detail?${new URLSearchParams(assetId ? { date, asset_id: assetId } : { date })}`, token);
/** The seeded invitation bonuses' months (the invitees paid 20 and 12 days ago). */
const bonusMonths = () => new Set([20, 12].map((days) => new Date(server.clock.now - days * 86400000).toISOString().slice(0, 7)));

describe('GET /profits', () => {
  test('the member\'s two years, newest first, each month in its seeded state, with totals that add up exactly', async () => {
    const { token } = await server.login('member');
    const res = await server.get(`${DEMO}/profits`, token);
    expect(res.status, res.text).toBe(200);
    const overview = res.body.data as ProfitOverview;
    expect(is(overview, ProfitOverview)).toBe(true);
    expect(overview.months.map((m) => m.month)).toEqual(Array.from({ length: SEED_PROFIT_MONTHS }, (_, ago) => month(ago)));
    expect(overview.months.map((m) => m.state)).toEqual(Array.from({ length: SEED_PROFIT_MONTHS }, (_, ago) => seededState(ago)));
    // The month that reached the 30% bracket: 335 USDT, 0.06 BTC and 550 CNY.
    expect(overview.months[6]).toEqual({
      month: month(6), state: 'claimed', assets: ['BTC', 'USDT', 'CNY'],
      totals: { value_cny: '31762.00', tax_cny: '5622.88', net_cny: '26139.12', claimed_cny: '26139.12', unclaimed_cny: '0.00' },
    });
    expect(overview.months[0]!.totals.tax_cny).toBe('0.00');
    // A month with a revenue share and invitation bonuses in one asset names the asset once.
    for (const m of overview.months) expect(new Set(m.assets).size, m.month).toBe(m.assets.length);
    expect(overview.months.filter((m) => bonusMonths().has(m.month)).every((m) => m.assets.includes('USDT'))).toBe(true);
    expect(overview.months[3]!.totals.unclaimed_cny).toBe(overview.months[3]!.totals.net_cny);
    const sum = (key: keyof ProfitOverview['totals']) =>
      overview.months.reduce((total, m) => add(total, m.totals[key]), '0');
    for (const key of ['value_cny', 'tax_cny', 'net_cny', 'claimed_cny', 'unclaimed_cny'] as const) {
      expect(Number(sum(key))).toBe(Number(overview.totals[key]));
      expect(overview.totals[key]).toMatch(/^\d+\.\d\d$/);
    }
  });

  test('someone without profit gets empty totals; a guest is refused', async () => {
    const { token } = await server.login('admin');
    const res = await server.get(`${DEMO}/profits`, token);
    expect(res.body.data).toEqual({
      totals: { value_cny: '0.00', tax_cny: '0.00', net_cny: '0.00', claimed_cny: '0.00', unclaimed_cny: '0.00' }, months: [],
    });
    expectError(await server.get(`${DEMO}/profits`), 401, 100401);
  });

  test('only the caller\'s records in this group: the lecturer\'s month and the member\'s month in free stay out', async () => {
    const member = await server.login('member');
    const months = ((await server.get(`${DEMO}/profits`, member.token)).body.data as ProfitOverview).months.map((m) => m.month);
    expect(months).not.toContain(month(SEED_LECTURER_MONTH_AGO));
    expect(months).not.toContain(month(SEED_FREE_MONTH_AGO));
    const lecturer = await server.login('lecturer');
    const theirs = (await server.get(`${DEMO}/profits`, lecturer.token)).body.data as ProfitOverview;
    expect(theirs.months.map((m) => m.month)).toEqual([month(SEED_LECTURER_MONTH_AGO)]);
  });
});

describe('GET /profits/detail', () => {
  test('a settled month: its records, the tax worked out by the rule and shared out over the assets', async () => {
    const { token } = await server.login('member');
    const res = await detail(token, month(6));
    expect(res.status, res.text).toBe(200);
    const data = res.body.data as ProfitDetail;
    expect(is(data, ProfitDetail)).toBe(true);
    expect(data.tax).toEqual({
      basis: 'minus_20_percent', income_cny: '31762.00', taxable_cny: '25409.60', rate: '0.3', deduction_cny: '2000.00',
      tax_cny: '5622.88',
    });
    const next = month(5);
    expect(data.records.map((r) => [r.asset_symbol, r.amount, r.tax_amount, r.net_amount, r.claimed_amount, r.payout_on])).toEqual([
      ['BTC', '0.06000000', '0.01062190', '0.04937810', '0.04937810', `${next}-01`],
      ['USDT', '335.00000000', '59.30561048', '275.69438952', '275.69438952', `${next}-01`],
      ['CNY', '550.00', '97.37', '452.63', '452.63', `${next}-25`],
    ]);
    expect(data.records[0]).toMatchObject({ source: 'share', revenue: '0.60000000', reward_rate: '0.1', value_cny: '28800.00', state: 'claimed' });
  });

  test('one asset\'s record with asset_id; this month is pending, with no tax yet', async () => {
    const { token } = await server.login('member');
    const one = (await detail(token, month(6), BTC)).body.data as ProfitDetail;
    expect(one.records.map((r) => r.asset_symbol)).toEqual(['BTC']);
    expect(one.totals.value_cny).toBe('31762.00');
    const pending = (await detail(token, month(0))).body.data as ProfitDetail;
    expect(pending.state).toBe('pending');
    expect(pending.tax).toBeNull();
    expect(pending.records.every((r) => r.tax_amount.replace(/[0.]/g, '') === '')).toBe(true);
  });

  test('another member\'s month, another group\'s and an asset without a record are not found', async () => {
    const member = await server.login('member');
    expectError(await detail(member.token, month(SEED_LECTURER_MONTH_AGO)), 404, 404);
    expectError(await detail(member.token, month(SEED_FREE_MONTH_AGO)), 404, 404);
    expectError(await detail(member.token, month(8), BTC), 404, 404);
    expect(memberEarnings(8).some((e) => e.assetId === BTC)).toBe(false);
    const lecturer = await server.login('lecturer');
    expect((await detail(lecturer.token, month(SEED_LECTURER_MONTH_AGO))).status).toBe(200);
    const inFree = await server.login('member', 'free');
    expect((await detail(inFree.token, month(SEED_FREE_MONTH_AGO), undefined, FREE)).status).toBe(200);
  });

  test('bad input: a date that is no month, none at all, an overlong asset id', async () => {
    const { token } = await server.login('member');
    for (const date of ['2026-13', '2026-1', 'last-month', '']) expectError(await detail(token, date), 400, 100400);
    expectError(await server.get(`${DEMO}/profits/detail`, token), 400, 100400);
    expectError(await detail(token, month(6), 'x'.repeat(200)), 400, 100400);
  });
});

describe('invitation bonuses as profit', () => {
  test('a month\'s bonuses show as a pending invitation record until settled, then are kept and taxed once', async () => {
    const { token } = await server.login('member');
    const months = bonusMonths();
    for (const m of months) {
      const before = (await detail(token, m)).body.data as ProfitDetail;
      const bonuses = before.records.filter((r) => r.source === 'invitation');
      expect(bonuses.length).toBeGreaterThan(0);
      expect(bonuses.every((r) => r.state === before.state && r.reward_rate === '0.1')).toBe(true);
    }
    // The BTC bonus: 10% of the 0.0003 BTC the first invitee paid.
    const btcMonth = new Date(server.clock.now - 20 * 86400000).toISOString().slice(0, 7);
    const btc = ((await detail(token, btcMonth, BTC)).body.data as ProfitDetail).records.find((r) => r.source === 'invitation')!;
    expect(btc).toMatchObject({ revenue: '0.00030000', amount: '0.00003000', value_cny: '14.40' });

    const later = server.clock.now + 62 * 86400000;
    const thisMonth = month(0);
    const moved = await settleProfitMonth(server.sql, 'demo', thisMonth, later);
    expect(moved).toBeGreaterThan(0);
    expect(await settleProfitMonth(server.sql, 'demo', thisMonth, later)).toBe(0);
    const settled = (await detail(token, thisMonth)).body.data as ProfitDetail;
    expect(settled.state).toBe('pretaxed');
    expect(settled.tax!.income_cny).toBe(settled.totals.value_cny);
    const kept = (await server.sql.value<number>(`SELECT COUNT(*) FROM profit_records WHERE group_id = 'demo' AND month = ? AND source = 'invitation'`,
      thisMonth))!;
    expect(settled.records.filter((r) => r.source === 'invitation')).toHaveLength(kept);
  });

  test('a running month cannot be settled', async () => {
    await expect(settleProfitMonth(server.sql, 'demo', month(0), server.clock.now)).rejects.toThrow('the month is still running');
  });
});

describe('GET /profits/revenue', () => {
  test('by asset over every month, largest value first: revenue, gross, tax and claimed', async () => {
    const { token } = await server.login('member');
    const res = await server.get(`${DEMO}/profits/revenue`, token);
    expect(res.status, res.text).toBe(200);
    const revenue = res.body.data as ProfitRevenue;
    expect(is(revenue, ProfitRevenue)).toBe(true);
    expect(revenue.assets.map((a) => a.asset_symbol)).toEqual(['BTC', 'USDT', 'CNY']);
    const cny = revenue.assets.find((a) => a.asset_symbol === 'CNY')!;
    const earned = Array.from({ length: SEED_PROFIT_MONTHS }, (_, ago) => memberEarnings(ago))
      .flat().filter((e) => e.assetId === 'cny');
    expect(cny.revenue).toBe(earned.reduce((t, e) => add(t, e.revenue), '0') + '.00');
    expect(Number(cny.amount)).toBe(Number(cny.revenue) / 10);
  });
});

describe('GET /profits/user_status', () => {
  test('the member has a +86 phone; KYC is missing until shared with demo, then nothing is', async () => {
    const { token } = await server.login('member');
    const res = await server.get(`${DEMO}/profits/user_status`, token);
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, ProfitUserStatus)).toBe(true);
    expect(res.body.data).toEqual({ phone: '+86 139****0004', phone_ok: true, kyc_status: 'unknown', kyc_ok: false, missing: ['kyc'] });
    // The member passed KYC for gate; agreeing to share it with demo makes it count here.
    expect((await server.post(`${DEMO}/kyc/authorize`, {}, token)).status).toBe(200);
    expect((await server.get(`${DEMO}/profits/user_status`, token)).body.data).toMatchObject({ kyc_status: 'approved', missing: [] });
  });

  test('no phone, or one outside mainland China, is missing too', async () => {
    const { token } = await server.login('lecturer');
    expect((await server.get(`${DEMO}/profits/user_status`, token)).body.data)
      .toEqual({ phone: null, phone_ok: false, kyc_status: 'unknown', kyc_ok: false, missing: ['phone', 'kyc'] });
    await server.sql.run(`INSERT INTO user_phones (phone, user_id, created_at) VALUES ('+14155550123', ?, '2026-01-01T00:00:00Z')`, PERSONAS.lecturer.user_id);
    expect((await server.get(`${DEMO}/profits/user_status`, token)).body.data)
      .toMatchObject({ phone: '+141****0123', phone_ok: false, missing: ['phone', 'kyc'] });
  });
});
