import { afterAll, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { createTestServer } from '../../test/helpers';
import { runRacers } from '../../test/racers';
import { DEMO } from '../../test/joining';
import { addCouponCode, claimsOf } from '../../test/coupon.repo';
import { addPaidMembers } from '../../test/luckycoin.repo';

// The claim race across processes: 20 members claim one advertised code limited to 5 claims, from
// 4 processes on one SQLite file at the same moment. The claim's IMMEDIATE transaction, which
// re-checks the limit, must let exactly 5 through.

const server = createTestServer();
afterAll(() => server.close());

test('20 concurrent claims of a code limited to 5, from 4 processes: exactly 5 coupons', async () => {
  await addCouponCode(server, { code: 'RACE5', maxClaims: 5 });
  const members = await addPaidMembers(server, 'demo', 20);

  const processes = 4;
  const slices = Array.from({ length: processes }, (_slot, p) =>
    members.filter((_, i) => i % processes === p).map((m) => m.userId).join(','));
  const outputs = await runRacers('server/test/coupon-claimer.ts', slices.map((users) =>
    [server.database, 'demo', 'RACE5', users]));
  const results = outputs.map((out) => JSON.parse(out) as { ok: number; refused: Record<string, number> });
  expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(5);
  expect(results.reduce((sum, r) => sum + (r.refused[ErrorCode.couponNotAvailable] ?? 0), 0)).toBe(15);
  expect(await claimsOf(server, 'RACE5')).toEqual({ coupons: 5, counted: 5 });
  // Used up: no longer listed for anyone.
  const codes = (await server.get(`${DEMO}/coupons/claimable`, members[0]!.token)).body.data.map((c: { code: string }) => c.code);
  expect(codes).not.toContain('RACE5');
}, 90_000);
