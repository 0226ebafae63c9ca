import type { Db } from '../db/connection';
import { PERSONAS } from '../sandbox/personas';
import { advanceProfitMonthSync, monthOf, recordProfitSync, settleProfitMonthSync } from '../routes/profit/profit.service';

// Demo profit (issue 13 point 4): two years of monthly records for demo's member, in USDT every
// month, BTC every third month (one big month that reaches the 30% bracket) and CNY every other
// month, settled through the service so the tax follows the rule. By age: this month pending, last
// month pretaxed, the one before taxed, the two before that distributed (not claimed), older ones
// claimed. The member's invitation bonuses (server/seed/invitations.ts, seeded first) join their
// month as records of source 'invitation'. The member's account has a +86 phone; demo has not seen the member's KYC (only gate has),
// so the profit page shows one payout need met and one to fix. A month of the lecturer's (older than
// the member's two years) and one of the member's in `free` exist to show that neither leaks.

const ASSETS = { btc: 'c6d0c728-2624-429b-8e0d-d9d19b6592fa', usdt: '4d8c508b-91c5-375b-92b0-ee702ed2dac5', cny: 'cny' };

/** The member's seeded phone ('+' and digits, as user_phones keeps them). */
export const SEED_MEMBER_PHONE = '+8613900000004';
export const SEED_PROFIT_MONTHS = 24;
/** Months back from this one: the lecturer's only month in demo, and the member's only month in free. */
export const SEED_LECTURER_MONTH_AGO = 30;
export const SEED_FREE_MONTH_AGO = 28;

/** The month `ago` months before the one of `nowMs` ('YYYY-MM', UTC). */
export function monthsAgo(nowMs: number, ago: number): string {
  const now = new Date(nowMs);
  return monthOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - ago, 1));
}

/** When a month's records were made: its last day, or now for this month. */
function madeAt(nowMs: number, ago: number): string {
  const now = new Date(nowMs);
  return new Date(Math.min(nowMs, Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - ago + 1, 1) - 12 * 3600 * 1000)).toISOString();
}

type Earned = { assetId: string; revenue: string; rewardRate: string };

/** What the member earned `ago` months back (deterministic, so screenshots and tests stay stable). */
export function memberEarnings(ago: number): Earned[] {
  const earned: Earned[] = [{ assetId: ASSETS.usdt, revenue: String(2000 + 150 * ((ago * 7) % 11)), rewardRate: '0.1' }];
  if (ago === 6) earned.push({ assetId: ASSETS.btc, revenue: '0.6', rewardRate: '0.1' });
  else if (ago % 3 === 1) earned.push({ assetId: ASSETS.btc, revenue: `0.0${5 + (ago % 4)}`, rewardRate: '0.1' });
  if (ago % 2 === 0) earned.push({ assetId: ASSETS.cny, revenue: String(5000 + 500 * (ago % 5)), rewardRate: '0.1' });
  return earned;
}

/** The state the seed leaves a month `ago` months back in. */
export function seededState(ago: number) {
  if (ago === 0) return 'pending';
  if (ago === 1) return 'pretaxed';
  if (ago === 2) return 'taxed';
  if (ago <= 4) return 'distributed';
  return 'claimed';
}

export function seedProfit(db: Db, nowMs: number): void {
  db.prepare('INSERT INTO user_phones (phone, user_id, created_at) VALUES (?, ?, ?)')
    .run(SEED_MEMBER_PHONE, PERSONAS.member.user_id, new Date(nowMs - 400 * 86400000).toISOString());
  const record = (groupId: string, userId: string, ago: number, earned: Earned) =>
    recordProfitSync(db, { groupId, userId, month: monthsAgo(nowMs, ago), ...earned }, madeAt(nowMs, ago));

  for (let ago = 0; ago < SEED_PROFIT_MONTHS; ago++) {
    for (const earned of memberEarnings(ago)) record('demo', PERSONAS.member.user_id, ago, earned);
  }
  record('demo', PERSONAS.lecturer.user_id, SEED_LECTURER_MONTH_AGO, { assetId: ASSETS.usdt, revenue: '800', rewardRate: '0.2' });
  record('free', PERSONAS.member.user_id, SEED_FREE_MONTH_AGO, { assetId: ASSETS.usdt, revenue: '500', rewardRate: '0.1' });

  const closed: [string, number][] = [];
  for (let ago = 1; ago <= SEED_LECTURER_MONTH_AGO; ago++) closed.push(['demo', ago]);
  closed.push(['free', SEED_FREE_MONTH_AGO]);
  for (const [groupId, ago] of closed) {
    const month = monthsAgo(nowMs, ago);
    settleProfitMonthSync(db, groupId, month, nowMs);
    const target = seededState(ago);
    if (target === 'pretaxed') continue;
    advanceProfitMonthSync(db, groupId, month, 'pretaxed', nowMs);
    if (target === 'taxed') continue;
    advanceProfitMonthSync(db, groupId, month, 'taxed', nowMs);
    if (target === 'distributed') continue;
    advanceProfitMonthSync(db, groupId, month, 'distributed', nowMs);
  }
}
