import type { Sql } from '../../db/sql';
import type { CouponType } from '../../../contract/coupon';
import type { PaymentChannel } from '../../../contract/product';

// The admin's coupon batches (issue 14): the group's coupon codes with what became of their coupons. On the
// async layer (db/sql.ts), one text for both engines.

export type CouponBatchRow = {
  code: string;
  name: string;
  description: string;
  type: CouponType;
  amount: string;
  asset_id: string;
  symbol: string;
  product_id: string | null;
  product_name: string | null;
  pay_method: PaymentChannel | null;
  expired_at: string;
  max_claims: number | null;
  advertised: number;
  created_at: string;
  claims: number;
  used: number;
  expired: number;
};

/**
 * `expired` counts coupons claimed from the batch and never spent whose expiry has passed at `now`;
 * a spent coupon counts as used whatever its expiry (the payment happened).
 */
const SELECT = `SELECT k.code, k.name, k.description, k.type, k.amount, k.asset_id, a.symbol, k.product_id,
    p.name AS product_name, k.pay_method, k.expired_at, k.max_claims, k.advertised, k.created_at, k.claims,
    (SELECT COUNT(*) FROM coupons c WHERE c.claimed_code = k.code AND c.state = 'USED') AS used,
    (SELECT COUNT(*) FROM coupons c WHERE c.claimed_code = k.code AND c.state = 'INIT' AND c.expired_at <= @now) AS expired
  FROM coupon_codes k
    JOIN assets a ON a.asset_id = k.asset_id
    LEFT JOIN products p ON p.product_id = k.product_id`;

/** Newest first; `limit + 1` rows are read so the caller knows whether more follow. */
export function listCouponBatches(sql: Sql, groupId: string, nowIso: string, offset: number, limit: number): Promise<CouponBatchRow[]> {
  return sql.all<CouponBatchRow>(`${SELECT} WHERE k.group_id = @group ORDER BY k.created_at DESC, k.code LIMIT @limit OFFSET @offset`,
    { group: groupId, now: nowIso, limit: limit + 1, offset });
}

export function findCouponBatch(sql: Sql, groupId: string, code: string, nowIso: string): Promise<CouponBatchRow | undefined> {
  return sql.get<CouponBatchRow>(`${SELECT} WHERE k.group_id = @group AND k.code = @code`, { group: groupId, code, now: nowIso });
}

/** Codes are the table's key, across groups. */
export async function couponCodeExists(sql: Sql, code: string): Promise<boolean> {
  return (await sql.value('SELECT 1 FROM coupon_codes WHERE code = ?', code)) !== undefined;
}

export type NewCouponBatch = {
  code: string; groupId: string; assetId: string; amount: string; type: CouponType; name: string; description: string;
  productId: string | null; payMethod: PaymentChannel | null; expiredAt: string; maxClaims: number | null;
  advertised: boolean; nowIso: string;
};

/** False when the code is taken (by a batch of any group): the key refuses it. */
export async function insertCouponBatch(sql: Sql, b: NewCouponBatch): Promise<boolean> {
  return (await sql.run(`INSERT INTO coupon_codes (code, group_id, asset_id, amount, type, name, description, product_id,
      pay_method, expired_at, max_claims, advertised, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`,
  b.code, b.groupId, b.assetId, b.amount, b.type, b.name, b.description, b.productId, b.payMethod, b.expiredAt,
  b.maxClaims, Number(b.advertised), b.nowIso)).changes === 1;
}

export async function setCouponBatchAdvertised(sql: Sql, groupId: string, code: string, advertised: boolean): Promise<void> {
  await sql.run('UPDATE coupon_codes SET advertised = ? WHERE group_id = ? AND code = ?', Number(advertised), groupId, code);
}

/**
 * Ends a batch now: the code stops being claimable and the coupons claimed from it that are not
 * spent expire with it (as they would have at its own expiry). A payment already under way with one
 * of them still completes (order.service spends the coupon its order holds).
 */
export async function expireCouponBatch(sql: Sql, groupId: string, code: string, nowIso: string): Promise<void> {
  await sql.run('UPDATE coupon_codes SET expired_at = ? WHERE group_id = ? AND code = ? AND expired_at > ?', nowIso, groupId, code, nowIso);
  await sql.run(`UPDATE coupons SET expired_at = ? WHERE group_id = ? AND claimed_code = ? AND state = 'INIT' AND expired_at > ?`,
    nowIso, groupId, code, nowIso);
}
