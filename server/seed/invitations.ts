import type { Db } from '../db/connection';
import { svgAvatar } from '../lib/avatar';
import { PERSONAS } from '../sandbox/personas';
import { INVITATION_BONUS_RATE, bonusAmount } from '../routes/invitation/invitation.bonus';

// Demo invitations for the member persona (issue 13 point 3): a fixed permanent code, three people
// who named it (two joined and paid, so they are buyers and earned the member a bonus; one still
// pending), each with the join order, its payment and the invite record the payment credits.
// The owner's DEMOPERM and the member's one-time codes are seeded with the join flow (seed.ts).

const DAY = 24 * 60 * 60 * 1000;

/** The member persona's permanent code (the alphabet of invitation.service: no 0/O, 1/I). */
export const MEMBER_PERMANENT_CODE = 'MKPERM27';

const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa';
const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5';
const MEMBERSHIP = '10000000-0000-4000-8000-000000000001';

type SeedInvitee = {
  n: number;
  name: string;
  /** The avatar's initials and colour. */
  avatar: [string, string];
  ageDays: number;
  /** The paid join order, or none (still pending). */
  paid: { assetId: string; amount: string; channel: 'mixin' | 'wechat' } | null;
};

export const SEED_INVITEES: SeedInvitee[] = [
  { n: 1, name: '林晓明（上海学习小组）', avatar: ['LX', '#805AD5'], ageDays: 20, paid: { assetId: BTC, amount: '0.0003', channel: 'mixin' } },
  { n: 2, name: 'Kenji Sato', avatar: ['KS', '#2B6CB0'], ageDays: 12, paid: { assetId: USDT, amount: '19.5', channel: 'mixin' } },
  { n: 3, name: 'Ana Silva', avatar: ['AS', '#C05621'], ageDays: 3, paid: null },
];

const id = (prefix: string, n: number) => `${prefix}000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const seedInviteeId = (n: number) => id('a1', n);

export function seedInvitations(db: Db, nowMs: number): void {
  const iso = (days: number) => new Date(nowMs + days * DAY).toISOString();
  const member = PERSONAS.member;
  db.prepare(`INSERT INTO invitation_codes (code, group_id, inviter_id, kind, is_public, created_at)
    VALUES (?, 'demo', ?, 'permanent', 0, ?)`).run(MEMBER_PERMANENT_CODE, member.user_id, iso(-90));
  const insertUser = db.prepare(`INSERT INTO users (user_id, identity_number, full_name, avatar_url, persona, created_at)
    VALUES (?, ?, ?, ?, NULL, ?)`);
  // Active in the chat as of the seed, like every seeded membership (seed/chat.ts).
  const insertMembership = db.prepare(`INSERT INTO memberships (group_id, user_id, role, state, expired_at, joined_at, created_at,
      chat_last_active_at) VALUES ('demo', ?, 'user', ?, ?, ?, ?, ?)`);
  const insertRelation = db.prepare(`INSERT INTO invitation_relations (group_id, user_id, inviter_id, code, kind, created_at)
    VALUES ('demo', ?, ?, ?, 'permanent', ?)`);
  const insertOrder = db.prepare(`INSERT INTO orders (order_id, group_id, user_id, product_id, kind, quantity, state, asset_id,
      amount, channel, created_at, expires_at, paid_at, updated_at)
    VALUES (?, 'demo', ?, ?, 'join', 1, 'PAID', ?, ?, ?, ?, ?, ?, ?)`);
  const insertPayment = db.prepare(`INSERT INTO payments (payment_id, order_id, channel, asset_id, amount, notification_id, created_at)
    VALUES (?, ?, ?, ?, ?, NULL, ?)`);
  const insertRecord = db.prepare(`INSERT INTO invite_records (record_id, group_id, product_id, order_id, inviter_id, invitee_id,
      code, asset_id, paid_amount, rate, bonus_amount, created_at) VALUES (?, 'demo', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const precision = db.prepare('SELECT precision FROM assets WHERE asset_id = ?').pluck();

  for (const invitee of SEED_INVITEES) {
    const userId = seedInviteeId(invitee.n);
    const at = iso(-invitee.ageDays);
    insertUser.run(userId, `3790000${invitee.n}`, invitee.name, svgAvatar(...invitee.avatar), iso(-invitee.ageDays - 1));
    insertMembership.run(userId, invitee.paid ? 'paid' : 'pending', invitee.paid ? iso(365 - invitee.ageDays) : null,
      invitee.paid ? at : null, at, iso(0));
    insertRelation.run(userId, member.user_id, MEMBER_PERMANENT_CODE, at);
    if (!invitee.paid) continue;
    const orderId = id('a2', invitee.n);
    const { assetId, amount, channel } = invitee.paid;
    insertOrder.run(orderId, userId, MEMBERSHIP, assetId, amount, channel, at, iso(-invitee.ageDays + 1), at, at);
    insertPayment.run(id('a3', invitee.n), orderId, channel, assetId, amount, at);
    insertRecord.run(id('a4', invitee.n), MEMBERSHIP, orderId, member.user_id, userId, MEMBER_PERMANENT_CODE, assetId, amount,
      INVITATION_BONUS_RATE, bonusAmount(amount, INVITATION_BONUS_RATE, precision.get(assetId) as number), at);
  }
}
