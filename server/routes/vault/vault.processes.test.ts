import { afterAll, expect, test } from 'vitest';
import { appDeps } from '../../app';
import { deliverOutbox } from '../../jobs/outbox';
import { ErrorCode } from '../../../contract/errors';
import { PERSONAS, STANDINS } from '../../test/standins';
import { createTestServer } from '../../test/helpers';
import { runRacers } from '../../test/racers';
import { DEMO, USDT } from '../../test/joining';
import { ledgerProblems, storedBalances } from '../../test/vault.repo';

// Withdrawals racing across processes: 5 processes on one SQLite file (as several server processes
// would share it) each send 2 withdrawals of 4 USDT from a profit vault holding 35.109 USDT, plus a
// retry of each. The IMMEDIATE transaction that re-reads the balance must let exactly 8 through,
// each once, and leave the ledger whole.

const server = createTestServer();
afterAll(() => server.close());

test('10 withdrawals from 5 processes that together exceed the balance: the 8 that fit, each once', async () => {
  const { token } = await server.login('owner');
  expect((await server.post(`${DEMO}/vaults/create`, { pin: '246810' }, token)).status).toBe(200);
  const bodies = Array.from({ length: 10 }, (_, i) => ({
    asset_id: USDT, amount: '4', pin: '246810', destination: 'the owner\'s wallet', request_id: `race-${i}-${Date.now()}`,
  }));
  const outputs = await runRacers('server/test/vault-withdrawer.ts', Array.from({ length: 5 }, (_, p) => {
    // Each process sends its two, then retries the next process's two.
    const mine = [bodies[2 * p]!, bodies[2 * p + 1]!, bodies[(2 * p + 2) % 10]!, bodies[(2 * p + 3) % 10]!];
    return [server.database, 'demo', PERSONAS.owner.user_id, JSON.stringify(mine)];
  }));
  const results = outputs.map((out) => JSON.parse(out) as { ok: number; refused: Record<string, number> });
  for (const code of new Set(results.flatMap((r) => Object.keys(r.refused)))) expect(code).toBe(String(ErrorCode.vaultBalanceTooLow));
  const withdrawals = await server.sql.values<string>("SELECT request_id FROM vault_withdrawals WHERE group_id = 'demo'");
  expect(withdrawals).toHaveLength(8);
  expect(new Set(withdrawals).size).toBe(8);
  // 8 withdrawals, and every retry of one of them answered it again: 8 × 2 successes; each of the 2 that did not fit refused twice.
  expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(16);
  expect((await storedBalances(server.sql, 'demo')).get(`profit|${USDT}`)).toBe('3.10900000');
  expect(await ledgerProblems(server.sql, 'demo')).toEqual([]);
}, 90_000);

// Wrong PINs racing across processes (issue 22 point 12): one admin's 10 wrong PINs from 5 processes
// at once lock that admin once, and the owner is told once; the count is taken in the same IMMEDIATE
// transaction that writes a wrong try, so no process sees a stale count.
test("one admin's 10 wrong PINs from 5 processes at once: 4 wrong, then one lock, one message to the owner", async () => {
  await server.reset();
  const { token } = await server.login('owner');
  expect((await server.post(`${DEMO}/vaults/create`, { pin: '246810' }, token)).status).toBe(200);
  const outputs = await runRacers('server/test/vault-withdrawer.ts', Array.from({ length: 5 }, (_, p) => {
    const mine = [0, 1].map((i) => ({
      asset_id: USDT, amount: '1', pin: '000000', destination: 'somewhere', request_id: `wrong-${p}-${i}-${Date.now()}`,
    }));
    return [server.database, 'demo', PERSONAS.admin.user_id, JSON.stringify(mine)];
  }));
  const refused: Record<string, number> = {};
  for (const out of outputs) {
    const result = JSON.parse(out) as { ok: number; refused: Record<string, number> };
    expect(result.ok).toBe(0);
    for (const [code, count] of Object.entries(result.refused)) refused[code] = (refused[code] ?? 0) + count;
  }
  // 4 wrong with tries left, the 5th locks, the 5 after it find the lock.
  expect(refused).toEqual({ [ErrorCode.vaultPinWrong]: 4, [ErrorCode.vaultPinLocked]: 6 });
  expect(await server.sql.value("SELECT COUNT(*) FROM group_events WHERE group_id = 'demo' AND action = 'vault.pin_locked'")).toBe(1);
  // The racers wrote the message; this server's delivery (the deliver-outbox job) hands it to the wallet.
  expect(await deliverOutbox(appDeps(server.app))).toEqual({ sent: 1, retrying: 0, failed: 0 });
  const owner = await server.get(`${STANDINS}/mixin/messages?user_id=${PERSONAS.owner.user_id}`);
  expect(owner.body.data).toHaveLength(1);
  // The owner is not locked.
  expect((await server.get(`${DEMO}/vaults/`, token)).body.data.pin).toEqual({ pin_set: true, tries_left: 5, locked_until: null });
}, 90_000);
