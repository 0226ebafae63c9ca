import { afterAll, expect, test } from 'vitest';
import { createTestServer } from '../../test/helpers';
import { runRacers } from '../../test/racers';
import { monthOf } from './profit.service';
import { incomeTax } from './profit.tax';

// The settlement race across processes: 6 processes on one SQLite file settle this month at the same
// moment, five times each. Every record must move from pending exactly once, the month's invitation
// bonuses become one record per asset, and the tax is the rule's, once.

const server = createTestServer();
afterAll(() => server.close());

type Row = { source: string; state: string; amount: string; tax_amount: string; value_cny: string };

test('6 processes settle one month at once: each record moves once, bonuses are kept once, taxed once', async () => {
  const month = monthOf(server.clock.now);
  const rows = () => server.sql.all<Row>(`SELECT source, state, amount, tax_amount, value_cny FROM profit_records
    WHERE group_id = 'demo' AND month = ? ORDER BY asset_id, source`, month);
  const bonusAssets = await server.sql.value(`SELECT COUNT(DISTINCT asset_id) FROM invite_records
    WHERE group_id = 'demo' AND substr(created_at, 1, 7) = ?`, month) as number;
  const shares = (await rows()).length;

  const later = String(server.clock.now + 40 * 86400000);
  const outputs = await runRacers('server/test/profit-settler.ts', Array.from({ length: 6 }, () =>
    [server.database, 'demo', month, later]));
  const moved = outputs.reduce((sum, out) => sum + (JSON.parse(out) as { moved: number }).moved, 0);

  const settled = await rows();
  expect(settled).toHaveLength(shares + bonusAssets);
  expect(settled.filter((r) => r.source === 'invitation')).toHaveLength(bonusAssets);
  expect(moved).toBe(settled.length);
  expect(settled.every((r) => r.state === 'pretaxed')).toBe(true);
  // The tax of the whole month by the rule, once: the records' tax in CNY adds up to it within rounding.
  const income = settled.reduce((sum, r) => sum + Number(r.value_cny), 0).toFixed(2);
  const tax = Number(incomeTax(income).tax_cny);
  const shared = settled.reduce((sum, r) => sum + (Number(r.tax_amount) / Number(r.amount)) * Number(r.value_cny), 0);
  expect(Math.abs(shared - tax)).toBeLessThan(0.05);
}, 90_000);
