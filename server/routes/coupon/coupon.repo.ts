import type { Sql } from '../../db/sql';
import type { ClaimableCoupon, CouponState, CouponType } from '../../../contract/coupon';
import type { PaymentChannel } from '../../../contract/product';

export type CouponRow = {
  coupon_id: string;
  user_id: string | null;
  asset_id: string;
  amount: string;
  type: CouponType;
  state: CouponState;
  expired_at: string;
  name: string;
  description: string;
  product_id: string | null;
  product_name: string | null;
  pay_method: PaymentChannel | null;
  reserved_order_id: string | null;
};

export type CouponCodeRow = {
  code: string;
  asset_id: string;
  amount: string;
  type: CouponType;
  name: string;
  description: string;
  product_id: string | null;
  pay_method: PaymentChannel | null;
  expired_at: string;
  max_claims: number | null;
  claims: number;
};

const COLUMNS = `c.coupon_id, c.user_id, c.asset_id, c.amount, c.type, c.state, c.expired_at, c.name,
  c.description, c.product_id, p.name AS product_name, c.pay_method, c.reserved_order_id`;

// On the async layer (db/sql.ts), one text for both engines: a parameter tested only for NULL is cast (PostgreSQL
// must know its type), USED coupons last by a CASE (not a comparison's 0/1).

/** The user's coupons; with a product, those valid for it (or for any product). Usable ones first. */
export function listMyCoupons(sql: Sql, groupId: string, userId: string, productId: string | undefined): Promise<CouponRow[]> {
  return sql.all<CouponRow>(`SELECT ${COLUMNS} FROM coupons c LEFT JOIN products p ON p.product_id = c.product_id
    WHERE c.group_id = ? AND c.user_id = ? AND (CAST(? AS TEXT) IS NULL OR c.product_id IS NULL OR c.product_id = ?)
    ORDER BY CASE WHEN c.state = 'USED' THEN 1 ELSE 0 END, c.expired_at, c.coupon_id`,
  groupId, userId, productId ?? null, productId ?? null);
}

export function findMyCoupon(sql: Sql, groupId: string, userId: string, couponId: string): Promise<CouponRow | undefined> {
  return sql.get<CouponRow>(`SELECT ${COLUMNS} FROM coupons c LEFT JOIN products p ON p.product_id = c.product_id
    WHERE c.group_id = ? AND c.user_id = ? AND c.coupon_id = ?`, groupId, userId, couponId);
}

export function findCouponCode(sql: Sql, groupId: string, code: string): Promise<CouponCodeRow | undefined> {
  return sql.get<CouponCodeRow>(`SELECT code, asset_id, amount, type, name, description, product_id, pay_method, expired_at,
      max_claims, claims
    FROM coupon_codes WHERE group_id = ? AND code = ?`, groupId, code);
}

/**
 * The codes the group advertises that the user can claim at `nowIso`: unexpired, not used up and
 * not claimed by them yet. Soonest to expire first.
 */
export function listClaimableCodes(sql: Sql, groupId: string, userId: string, nowIso: string): Promise<ClaimableCoupon[]> {
  return sql.all<ClaimableCoupon>(`SELECT k.code, k.name, k.description, k.type, k.amount, k.asset_id, a.symbol, k.product_id,
      p.name AS product_name, k.pay_method, k.expired_at,
      CASE WHEN k.max_claims IS NULL THEN NULL ELSE k.max_claims - k.claims END AS claims_left
    FROM coupon_codes k
      JOIN assets a ON a.asset_id = k.asset_id
      LEFT JOIN products p ON p.product_id = k.product_id
    WHERE k.group_id = ? AND k.advertised = 1 AND k.expired_at > ?
      AND (k.max_claims IS NULL OR k.claims < k.max_claims)
      AND NOT EXISTS (SELECT 1 FROM coupons c WHERE c.user_id = ? AND c.claimed_code = k.code)
    ORDER BY k.expired_at, k.code`, groupId, nowIso, userId);
}

export function findClaimedCouponId(sql: Sql, userId: string, code: string): Promise<string | undefined> {
  return sql.value<string>('SELECT coupon_id FROM coupons WHERE user_id = ? AND claimed_code = ?', userId, code);
}

/** Counts one claim unless the code is used up; false when it is. */
export async function countCouponClaim(sql: Sql, code: string): Promise<boolean> {
  return (await sql.run(`UPDATE coupon_codes SET claims = claims + 1
    WHERE code = ? AND (max_claims IS NULL OR claims < max_claims)`, code)).changes === 1;
}

export async function insertClaimedCoupon(
  sql: Sql,
  coupon: { couponId: string; groupId: string; userId: string; template: CouponCodeRow; nowIso: string },
): Promise<void> {
  const t = coupon.template;
  await sql.run(`INSERT INTO coupons (coupon_id, group_id, user_id, asset_id, amount, type, state, expired_at, name,
      description, product_id, pay_method, claimed_code, created_at)
    VALUES (?, ?, ?, ?, ?, ?, 'INIT', ?, ?, ?, ?, ?, ?, ?)`, coupon.couponId, coupon.groupId, coupon.userId,
    t.asset_id, t.amount, t.type, t.expired_at, t.name, t.description, t.product_id, t.pay_method, t.code, coupon.nowIso);
}

/**
 * Reserves an unused coupon of the user for an order. Conditional, so of two orders racing
 * for one coupon exactly one gets it; re-reserving for the same order is allowed.
 */
export async function reserveCoupon(sql: Sql, couponId: string, userId: string, orderId: string): Promise<boolean> {
  return (await sql.run(`UPDATE coupons SET reserved_order_id = ?
    WHERE coupon_id = ? AND user_id = ? AND state = 'INIT'
      AND (reserved_order_id IS NULL OR reserved_order_id = ?)`, orderId, couponId, userId, orderId)).changes === 1;
}

/** The order will not be paid (or dropped the coupon): its unused coupon is free again. */
export async function releaseCouponOfOrder(sql: Sql, orderId: string): Promise<void> {
  await sql.run(`UPDATE coupons SET reserved_order_id = NULL WHERE reserved_order_id = ? AND state = 'INIT'`, orderId);
}

/** Spends the coupon the order reserved; false if it was not reserved by that order. */
export async function markCouponUsed(sql: Sql, couponId: string, orderId: string, nowIso: string): Promise<boolean> {
  return (await sql.run(`UPDATE coupons SET state = 'USED', used_at = ?
    WHERE coupon_id = ? AND reserved_order_id = ? AND state = 'INIT'`, nowIso, couponId, orderId)).changes === 1;
}
