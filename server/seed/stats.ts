import { add, mul, toFixed } from '../../contract/money';
import { statDayAdd, statDayOf, statDays } from '../../contract/stats';
import type { Db } from '../db/connection';
import { seededRandom } from '../routes/luckycoin/luckycoin.split';
import { liveDaysSync, writeClosedDaysSync } from '../routes/stats/stats.service';

// demo's statistics history (issue 14 point 5): a year of closed days, so the admin's charts are full
// on first start. Made up, deterministically (a seeded random, the same numbers on every seed of the
// same day), as a group of a few hundred members growing through the year: more joins at weekends,
// more activity midweek, renewals and churn proportional to the members. The real rows the other seeds
// wrote (the personas' orders, messages, check-ins) are added on top of each day, so a day's figures
// and income always include them. Today is not written: it is computed live, as every day's "today".

/** How many finished days the history holds: yesterday and the 364 days before it. */
export const SEED_STAT_DAYS = 365;

/** demo's membership (server/seed.ts): one year in each asset it is sold in. */
const YEAR_PRICE = [
  { asset_id: 'c6d0c728-2624-429b-8e0d-d9d19b6592fa', amount: '0.0003', precision: 8, share: 0.35 },
  { asset_id: '4d8c508b-91c5-375b-92b0-ee702ed2dac5', amount: '20', precision: 8, share: 0.3 },
  { asset_id: 'cny', amount: '144.00', precision: 2, share: 0.3 },
  { asset_id: 'rc', amount: '144.00', precision: 2, share: 0.05 },
] as const;

/** Sunday first (getUTCDay): people join at weekends and talk midweek. */
const JOIN_RHYTHM = [1.35, 0.9, 0.85, 0.9, 0.95, 1.05, 1.4];
const ACTIVE_RHYTHM = [0.8, 1.05, 1.1, 1.12, 1.08, 1.0, 0.85];

type Income = { asset_id: string; amount: string; orders: number };

export function seedStats(db: Db, nowMs: number): void {
  const random = seededRandom(14);
  const noisy = (mean: number, spread: number) => Math.max(0, Math.round(mean * (1 - spread + 2 * spread * random())));
  const pickPrice = () => {
    let roll = random();
    for (const price of YEAR_PRICE) {
      if (roll < price.share) return price;
      roll -= price.share;
    }
    return YEAR_PRICE[0];
  };

  const last = statDayAdd(statDayOf(nowMs), -1);
  const first = statDayAdd(last, 1 - SEED_STAT_DAYS);
  const real = liveDaysSync(db, 'demo', first, last, nowMs);
  let members = 900;

  const days = statDays(first, last).map((date, index) => {
    const growth = 1 + (1.6 * index) / (SEED_STAT_DAYS - 1);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const joined = noisy(4 * growth * JOIN_RHYTHM[weekday]!, 0.45);
    const paid = Math.min(joined, noisy(joined * 0.8, 0.15));
    const renewed = noisy(members * 0.004 * (weekday === 1 ? 1.4 : 1), 0.6);
    const churned = noisy(members * 0.003, 0.7);
    const active = noisy(members * 0.24 * ACTIVE_RHYTHM[weekday]!, 0.12);
    members += joined - churned;

    const income = new Map<string, Income>();
    const sell = (years: number) => {
      const price = pickPrice();
      const sum = income.get(price.asset_id);
      const amount = toFixed(mul(price.amount, years), price.precision);
      income.set(price.asset_id, sum
        ? { ...sum, amount: toFixed(add(sum.amount, amount), price.precision), orders: sum.orders + 1 }
        : { asset_id: price.asset_id, amount, orders: 1 });
    };
    for (let n = 0; n < paid; n++) sell(1);
    for (let n = 0; n < renewed; n++) sell(random() < 0.7 ? 1 : random() < 0.7 ? 2 : 3);

    const rows = real.users.get(date)!;
    for (const [assetId, sum] of real.income.get(date) ?? []) {
      const made = income.get(assetId);
      income.set(assetId, made
        ? { ...made, amount: add(made.amount, sum.amount), orders: made.orders + sum.orders }
        : { asset_id: assetId, amount: sum.amount, orders: sum.orders });
    }
    return {
      date,
      new: joined + rows.new,
      paid: paid + rows.paid,
      renewed: renewed + rows.renewed,
      active: active + rows.active,
      churned: churned + rows.churned,
      income: [...income.values()],
    };
  });
  writeClosedDaysSync(db, 'demo', days, nowMs);
}
