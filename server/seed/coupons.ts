import type { Db } from '../db/connection';
import { PERSONAS } from '../sandbox/personas';

// Demo coupons for the member persona (issue 13 point 2), so "My coupons" has every group:
// usable (the 10% renewal discount seeded with the join flow, a wallet-only BTC voucher, a
// voucher only for the coupon pack), used (the CNY 15 voucher) and expired (used or not: expiry
// wins). Ids continue the join flow's (30000000-…-0001 to -0009). demo also advertises two codes
// to its members (GET /coupons/claimable): the join flow's WELCOME5 and PACK8, 50 claims only.
// NEWBIE20 stays a code one has to know (e2e journey (a) types it).

const DAY = 24 * 60 * 60 * 1000;

export const MEMBER_COUPON_IDS = {
  btcWalletVoucher: '30000000-0000-4000-8000-000000000021',
  couponPackVoucher: '30000000-0000-4000-8000-000000000022',
  expiredVoucher: '30000000-0000-4000-8000-000000000023',
  expiredUsedDiscount: '30000000-0000-4000-8000-000000000024',
} as const;

type CouponSeed = {
  id: string; assetId: string; amount: string; type: 'DISCOUNT' | 'VOUCHER'; state: 'INIT' | 'USED';
  expiryDays: number; name: string; productId: string | null; payMethod: 'mixin' | null;
};

/** The codes demo lists under "Coupons you can claim" (WELCOME5 is the join flow's). */
export const ADVERTISED_CODES = { welcome: 'WELCOME5', pack: 'PACK8' } as const;

export function seedCoupons(db: Db, nowMs: number, ids: { btc: string; usdt: string; cny: string; couponPack: string }): void {
  const iso = (days: number) => new Date(nowMs + days * DAY).toISOString();
  db.prepare(`INSERT INTO coupon_codes (code, group_id, asset_id, amount, type, name, description, product_id, pay_method,
      expired_at, max_claims, advertised, created_at)
    VALUES (?, 'demo', ?, '8.00', 'VOUCHER', ?, ?, ?, NULL, ?, 50, 1, ?)`)
    .run(ADVERTISED_CODES.pack, ids.cny, 'CNY 8 off the coupon pack', 'For the first 50 members who claim it.',
      ids.couponPack, iso(14), iso(-2));
  db.prepare("UPDATE coupon_codes SET advertised = 1 WHERE code = ? AND group_id = 'demo'").run(ADVERTISED_CODES.welcome);
  const coupons: CouponSeed[] = [
    { id: MEMBER_COUPON_IDS.btcWalletVoucher, assetId: ids.btc, amount: '0.00002000', type: 'VOUCHER', state: 'INIT',
      expiryDays: 45, name: 'BTC voucher (wallet only)', productId: null, payMethod: 'mixin' },
    { id: MEMBER_COUPON_IDS.couponPackVoucher, assetId: ids.cny, amount: '3.00', type: 'VOUCHER', state: 'INIT',
      expiryDays: 20, name: 'CNY 3 off the coupon pack', productId: ids.couponPack, payMethod: null },
    { id: MEMBER_COUPON_IDS.expiredVoucher, assetId: ids.cny, amount: '10.00', type: 'VOUCHER', state: 'INIT',
      expiryDays: -3, name: 'Spring voucher (expired)', productId: null, payMethod: null },
    { id: MEMBER_COUPON_IDS.expiredUsedDiscount, assetId: ids.usdt, amount: '0.85', type: 'DISCOUNT', state: 'USED',
      expiryDays: -40, name: 'Launch discount (used, expired)', productId: null, payMethod: null },
  ];
  const insert = db.prepare(`INSERT INTO coupons (coupon_id, group_id, user_id, asset_id, amount, type, state, expired_at,
      name, description, product_id, pay_method, used_at, created_at)
    VALUES (?, 'demo', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const c of coupons) {
    insert.run(c.id, PERSONAS.member.user_id, c.assetId, c.amount, c.type, c.state, iso(c.expiryDays), c.name, `${c.name}.`,
      c.productId, c.payMethod, c.state === 'USED' ? iso(c.expiryDays - 10) : null, iso(-60));
  }
}
