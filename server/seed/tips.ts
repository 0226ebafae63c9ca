import type { Db } from '../db/connection';
import { mul, normalize } from '../../contract/money';
import { PERSONAS, type PersonaKey } from '../sandbox/personas';
import { periodStart } from '../routes/tip/tip.service';

// Demo kudos (issue 11 point 5): five weeks of PAID tips in demo, from several personas, mostly to
// the lecturer, so the tip rank has content for every period: the latest are at most hours old
// and never before this week's or this month's start, so neither is empty whenever the seed runs.
// One PENDING tip (never paid) does not count.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const USDT = 'USDT';
const BTC = 'BTC';

type SeedTip = { from: PersonaKey; to: PersonaKey; asset: 'USDT' | 'BTC'; amount: string; ageMs: number; message: string; paid?: boolean };

const TIPS: SeedTip[] = [
  { from: 'member', to: 'lecturer', asset: USDT, amount: '5.00000000', ageMs: HOUR, message: 'Great lecture, thanks!' },
  { from: 'admin', to: 'lecturer', asset: USDT, amount: '2.00000000', ageMs: 2 * HOUR, message: 'Well explained' },
  { from: 'owner', to: 'member', asset: USDT, amount: '1.00000000', ageMs: 3 * HOUR, message: 'Thanks for the notes' },
  { from: 'member', to: 'lecturer', asset: BTC, amount: '0.00010000', ageMs: 9 * DAY, message: 'For the portfolio course' },
  { from: 'owner', to: 'lecturer', asset: USDT, amount: '10.00000000', ageMs: 12 * DAY, message: '' },
  { from: 'admin', to: 'member', asset: USDT, amount: '0.50000000', ageMs: 16 * DAY, message: 'Nice question' },
  { from: 'lecturer', to: 'admin', asset: USDT, amount: '1.50000000', ageMs: 20 * DAY, message: 'Thanks for hosting' },
  { from: 'member', to: 'admin', asset: USDT, amount: '3.00000000', ageMs: 27 * DAY, message: '' },
  { from: 'owner', to: 'lecturer', asset: BTC, amount: '0.00005000', ageMs: 33 * DAY, message: 'Keep going' },
  { from: 'member', to: 'lecturer', asset: USDT, amount: '4.00000000', ageMs: 30 * 60 * 1000, message: 'Pending', paid: false },
];

const SEED_TIP_ID_PREFIX = '7c000000-0000-4000-8000-0000000000';

export function seedTips(db: Db, nowMs: number): void {
  const insert = db.prepare(`INSERT INTO tips (tip_id, group_id, sender_id, recipient_id, asset_id, amount, message, state,
      value_cny, created_at, paid_at) VALUES (?, 'demo', ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const latestStart = Math.max(Date.parse(periodStart('week', nowMs)!), Date.parse(periodStart('month', nowMs)!));
  const assetBySymbol = db.prepare('SELECT asset_id, price_cny FROM assets WHERE symbol = ?');
  TIPS.forEach((tip, index) => {
    const asset = assetBySymbol.get(tip.asset) as { asset_id: string; price_cny: string };
    const at = new Date(tip.ageMs < DAY ? Math.max(nowMs - tip.ageMs, latestStart) : nowMs - tip.ageMs).toISOString();
    const paid = tip.paid !== false;
    insert.run(`${SEED_TIP_ID_PREFIX}${String(index + 1).padStart(2, '0')}`, PERSONAS[tip.from].user_id,
      PERSONAS[tip.to].user_id, asset.asset_id, tip.amount, tip.message, paid ? 'PAID' : 'PENDING',
      paid ? normalize(mul(tip.amount, asset.price_cny)) : null, at, paid ? at : null);
  });
}
