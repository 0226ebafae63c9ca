import { afterAll, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { createTestServer } from '../../test/helpers';
import { runRacers } from '../../test/racers';
import { DEMO, USDT, walletPays } from '../../test/joining';
import { addPaidMembers, packClaimRows } from '../../test/luckycoin.repo';
import { toUnits } from './luckycoin.split';

// The claim race across processes: 8 processes on one SQLite file (as several server processes
// would share it) claim one pack for 200 members at the same moment. IMMEDIATE transactions and
// the UNIQUE keys must let exactly 100 through, summing exactly, nobody twice.

const server = createTestServer();
afterAll(() => server.close());

test('8 processes, 200 members (each trying twice), one pack of 100 shares: exactly 100 claims', async () => {
  const { token } = await server.login('member');
  const created = await server.post(`${DEMO}/luckycoin/create`,
    { asset_id: USDT, amount: '7.00000013', shares: 100, greeting: 'race', mode: 'random' }, token);
  const packId = created.body.data.pack.pack_id as string;
  expect((await walletPays(server, { reference: packId, asset_id: USDT, amount: '7.00000013' })).state).toBe('PAID');
  const members = (await addPaidMembers(server, 'demo', 200)).map((m) => m.userId);

  const processes = 8;
  const slices = Array.from({ length: processes }, (_slot, p) => {
    const mine = members.filter((_, i) => i % processes === p);
    // Each member also tries again from the next process.
    const again = members.filter((_, i) => i % processes === (p + 1) % processes);
    return [...mine, ...again].join(',');
  });
  const outputs = await runRacers('server/test/luckycoin-claimer.ts', slices.map((users) =>
    [server.database, 'demo', packId, users]));
  const results = outputs.map((out) => JSON.parse(out) as { ok: number; refused: Record<string, number> });
  expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(100);
  const refusedCodes = new Set(results.flatMap((r) => Object.keys(r.refused)));
  for (const code of refusedCodes) {
    expect([String(ErrorCode.luckycoinEmpty), String(ErrorCode.luckycoinAlreadyClaimed)]).toContain(code);
  }
  const rows = await packClaimRows(server, packId);
  expect(rows).toHaveLength(100);
  expect(new Set(rows.map((row) => row.user_id)).size).toBe(100);
  expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  expect(rows.reduce((sum, row) => sum + toUnits(row.amount, 8), BigInt(0))).toBe(toUnits('7.00000013', 8));
}, 90_000);
