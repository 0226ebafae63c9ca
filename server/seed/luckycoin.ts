import type { Db } from '../db/connection';
import type { LuckycoinMode } from '../../contract/luckycoin';
import { fromUnits, seededRandom, splitPack, toUnits } from '../routes/luckycoin/luckycoin.split';
import { PERSONAS, type PersonaKey } from '../sandbox/personas';

// Demo lucky-coin packs (issue 11 point 6) in demo, all paid in USDT: one half claimed (3 of 6
// shares), one fresh (nobody has claimed yet, so the member persona can), and one expired
// yesterday with its remainder refunded to the sender.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5';
const PRECISION = 8;

export const SEED_PACK_IDS = {
  halfClaimed: '53000000-0000-4000-8000-000000000001',
  open: '53000000-0000-4000-8000-000000000002',
  expired: '53000000-0000-4000-8000-000000000003',
} as const;

type SeedPack = {
  id: string; from: PersonaKey; amount: string; shares: number; mode: LuckycoinMode; greeting: string;
  paidAgoMs: number; claimers: PersonaKey[];
};

const PACKS: SeedPack[] = [
  {
    id: SEED_PACK_IDS.halfClaimed, from: 'member', amount: '6', shares: 6, mode: 'random', greeting: '新年快乐！Happy new year!',
    paidAgoMs: 2 * HOUR, claimers: ['owner', 'admin', 'lecturer'],
  },
  {
    id: SEED_PACK_IDS.open, from: 'admin', amount: '2', shares: 4, mode: 'equal', greeting: 'Thanks for joining the live session',
    paidAgoMs: HOUR, claimers: [],
  },
  {
    id: SEED_PACK_IDS.expired, from: 'lecturer', amount: '1.5', shares: 3, mode: 'random', greeting: 'お疲れさまでした',
    paidAgoMs: 2 * DAY, claimers: ['member'],
  },
];

export function seedLuckycoin(db: Db, nowMs: number): void {
  const iso = (ms: number) => new Date(ms).toISOString();
  const random = seededRandom(11);
  for (const pack of PACKS) {
    const paidAt = nowMs - pack.paidAgoMs;
    const total = toUnits(pack.amount, PRECISION);
    db.prepare(`INSERT INTO luckycoin_packs (pack_id, group_id, sender_id, asset_id, amount, shares, greeting, mode, state,
        paid_at, expires_at, created_at) VALUES (?, 'demo', ?, ?, ?, ?, ?, ?, 'PAID', ?, ?, ?)`)
      .run(pack.id, PERSONAS[pack.from].user_id, USDT, fromUnits(total, PRECISION), pack.shares, pack.greeting, pack.mode,
        iso(paidAt), iso(paidAt + DAY), iso(paidAt - 60_000));
    const shares = splitPack(pack.mode, total, pack.shares, random);
    pack.claimers.forEach((claimer, i) => {
      db.prepare(`INSERT INTO luckycoin_claims (pack_id, user_id, seq, amount, claimed_at) VALUES (?, ?, ?, ?, ?)`)
        .run(pack.id, PERSONAS[claimer].user_id, i + 1, fromUnits(shares[i]!, PRECISION), iso(paidAt + (i + 1) * 5 * 60_000));
    });
    if (paidAt + DAY <= nowMs) {
      const claimed = shares.slice(0, pack.claimers.length).reduce((a, b) => a + b, BigInt(0));
      db.prepare(`INSERT INTO luckycoin_refunds (pack_id, user_id, asset_id, amount, created_at) VALUES (?, ?, ?, ?, ?)`)
        .run(pack.id, PERSONAS[pack.from].user_id, USDT, fromUnits(total - claimed, PRECISION), iso(paidAt + DAY));
    }
  }
}
