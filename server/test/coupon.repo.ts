import type { TestServer } from './helpers';

// Behind-the-API setup for the coupon tests: codes in any state (the admin's coupon section, which
// would make them, is issue 14's).

export type CouponCodeSetup = {
  code: string;
  groupId?: string;
  advertised?: boolean;
  /** Days from the test clock's now until the code expires (negative: expired). */
  expiresInDays?: number;
  maxClaims?: number | null;
  claims?: number;
};

/** A CNY 1 voucher code for any product, advertised unless told otherwise. */
export async function addCouponCode(server: TestServer, setup: CouponCodeSetup): Promise<void> {
  const { code, groupId = 'demo', advertised = true, expiresInDays = 30, maxClaims = null, claims = 0 } = setup;
  const at = (days: number) => new Date(server.clock.now + days * 86_400_000).toISOString();
  await server.sql.run(`INSERT INTO coupon_codes (code, group_id, asset_id, amount, type, name, description, expired_at,
      max_claims, claims, advertised, created_at)
    VALUES (?, ?, 'cny', '1.00', 'VOUCHER', ?, '', ?, ?, ?, ?, ?)`,
  code, groupId, `${code} voucher`, at(expiresInDays), maxClaims, claims, Number(advertised), at(-1));
}

/** Turns coupons on in a group (only demo has them in the seed). */
export async function enableCoupons(server: TestServer, groupId: string): Promise<void> {
  await server.sql.run('UPDATE groups SET coupon_enabled = 1 WHERE group_id = ?', groupId);
}

/** How many coupons claiming `code` made, and the code's own count of claims. */
export async function claimsOf(server: TestServer, code: string): Promise<{ coupons: number; counted: number }> {
  return {
    coupons: Number(await server.sql.value<number>('SELECT COUNT(*) FROM coupons WHERE claimed_code = ?', code)),
    counted: Number(await server.sql.value<number>('SELECT claims FROM coupon_codes WHERE code = ?', code)),
  };
}
