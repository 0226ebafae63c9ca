import { describe, expect, it } from 'vitest';
import type { ProfitStat, UserStat } from '../../../contract/stats';
import {
  dayTimestamp, filteredAssets, fillUserDays, peakOf, profitChartData, profitRows, profitTotals, userChartData, userTotals,
} from './chart';
import { csvFileName, profitCsvRows, userCsvRows } from './tables';

const BTC = { asset_id: 'btc', symbol: 'BTC', precision: 8, price_cny: '480000.00', amount: '0.00060000', orders: 2, value_cny: '288.00' };
const CNY = { asset_id: 'cny', symbol: 'CNY', precision: 2, price_cny: '1.00', amount: '144.00', orders: 1, value_cny: '144.00' };

const userStat: UserStat = {
  start: '2026-02-27',
  end: '2026-03-02',
  // 2026-02-28 and 2026-03-02 are missing: zero.
  days: [
    { date: '2026-02-27', new: 3, paid: 2, renewed: 1, active: 10, churned: 0 },
    { date: '2026-03-01', new: 1, paid: 1, renewed: 0, active: 7, churned: 2 },
  ],
  totals: { new: 4, paid: 3, renewed: 1, active: 17, churned: 2 },
};

const profitStat: ProfitStat = {
  start: '2026-03-01',
  end: '2026-03-03',
  days: [
    { date: '2026-03-01', asset_id: 'btc', amount: '0.00030000', orders: 1, value_cny: '144.00' },
    { date: '2026-03-01', asset_id: 'cny', amount: '144.00', orders: 1, value_cny: '144.00' },
    { date: '2026-03-03', asset_id: 'btc', amount: '0.00030000', orders: 1, value_cny: '144.00' },
  ],
  assets: [BTC, CNY],
  totals: { orders: 3, value_cny: '432.00' },
};

describe('the user stat', () => {
  it('fills every day of the range, missing days with zero, across a month end', () => {
    const days = fillUserDays(userStat);
    expect(days.map((d) => d.date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(days[1]).toEqual({ date: '2026-02-28', new: 0, paid: 0, renewed: 0, active: 0, churned: 0 });
    expect(days[2]).toBe(userStat.days[1]);
  });

  it('sums the columns, and averages the active members over the days', () => {
    expect(userTotals(fillUserDays(userStat))).toEqual({ new: 4, paid: 3, renewed: 1, active: 17, churned: 2, activeAverage: 4 });
    expect(userTotals([]).activeAverage).toBe(0);
  });

  it('makes uPlot columns of the shown series, in their fixed order', () => {
    const days = fillUserDays(userStat);
    const data = userChartData(days, ['churned', 'new']);
    expect(data).toEqual([days.map((d) => dayTimestamp(d.date)), [3, 0, 1, 0], [0, 0, 2, 0]]);
    expect(userChartData(days, [])).toHaveLength(1);
  });

  it('places a day at its local midnight, so the axis labels it with its own date', () => {
    const at = new Date(dayTimestamp('2026-03-01') * 1000);
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours()]).toEqual([2026, 2, 1, 0]);
  });

  it('writes the CSV rows: the table header, then a line per day', () => {
    const rows = userCsvRows(fillUserDays(userStat), {
      date: 'Date', series: { new: 'New', paid: 'Paid', renewed: 'Renewed', active: 'Active', churned: 'Churned' },
    });
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual(['Date', 'New', 'Paid', 'Renewed', 'Active', 'Churned']);
    expect(rows[1]).toEqual(['2026-02-27', 3, 2, 1, 10, 0]);
    expect(csvFileName('demo', 'members', '2026-02-27', '2026-03-02')).toBe('demo-members-2026-02-27-2026-03-02.csv');
  });
});

describe('the profit stat', () => {
  it('makes a row per day with each asset\'s amount, zero on days without income', () => {
    const rows = profitRows(profitStat, profitStat.assets);
    expect(rows).toEqual([
      { date: '2026-03-01', amounts: { btc: '0.00030000', cny: '144.00' }, orders: 2, value_cny: '288.00' },
      { date: '2026-03-02', amounts: { btc: '0.00000000', cny: '0.00' }, orders: 0, value_cny: '0.00' },
      { date: '2026-03-03', amounts: { btc: '0.00030000', cny: '0.00' }, orders: 1, value_cny: '144.00' },
    ]);
    expect(profitTotals(rows, profitStat.assets)).toEqual({ amounts: { btc: '0.00060000', cny: '144.00' }, orders: 3, value_cny: '432.00' });
  });

  it('keeps only the asset picked', () => {
    const assets = filteredAssets(profitStat, 'cny');
    expect(assets).toEqual([CNY]);
    const rows = profitRows(profitStat, assets);
    expect(rows.map((r) => [r.amounts, r.orders, r.value_cny])).toEqual([
      [{ cny: '144.00' }, 1, '144.00'],
      [{ cny: '0.00' }, 0, '0.00'],
      [{ cny: '0.00' }, 0, '0.00'],
    ]);
    expect(filteredAssets(profitStat, null)).toEqual([BTC, CNY]);
    expect(filteredAssets(profitStat, 'usdt')).toEqual([]);
  });

  it('makes uPlot columns of each asset\'s value in CNY', () => {
    const rows = profitRows(profitStat, profitStat.assets);
    expect(profitChartData(profitStat, rows, profitStat.assets).slice(1)).toEqual([[144, 0, 144], [144, 0, 0]]);
  });

  it('writes the CSV rows with a column per asset', () => {
    const rows = profitCsvRows(profitRows(profitStat, profitStat.assets), profitStat.assets, { date: 'Date', orders: 'Orders', value: 'Value (CNY)' });
    expect(rows[0]).toEqual(['Date', 'BTC', 'CNY', 'Orders', 'Value (CNY)']);
    expect(rows[1]).toEqual(['2026-03-01', '0.00030000', '144.00', 2, '288.00']);
    expect(rows).toHaveLength(4);
  });
});

describe('peakOf', () => {
  it('finds the first row with the highest value, none when all are zero', () => {
    const days = fillUserDays(userStat);
    expect(peakOf(days, (d) => d.new)?.date).toBe('2026-02-27');
    expect(peakOf(days, (d) => d.churned)?.date).toBe('2026-03-01');
    expect(peakOf(days, () => 0)).toBeNull();
  });
});
