import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { PERSONAS } from '../../sandbox/personas';
import { createTestServer } from '../../test/helpers';
import { DEMO, USDT } from '../../test/joining';
import { ledgerProblems, storedBalances } from '../../test/vault.repo';

// Withdrawals racing across processes: 5 processes on one SQLite file (as several server processes
// would share it) each send 2 withdrawals of 4 USDT from a profit vault holding 35.109 USDT, plus a
// retry of each. The IMMEDIATE transaction that re-reads the balance must let exactly 8 through,
// each once, and leave the ledger whole.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);
const server = createTestServer();
afterAll(() => server.close());

test('10 withdrawals from 5 processes that together exceed the balance: the 8 that fit, each once', async () => {
  const { token } = await server.login('owner');
  expect((await server.post(`${DEMO}/vaults/create`, { pin: '246810' }, token)).status).toBe(200);
  const bodies = Array.from({ length: 10 }, (_, i) => ({
    asset_id: USDT, amount: '4', pin: '246810', destination: 'the owner\'s wallet', request_id: `race-${i}-${Date.now()}`,
  }));
  const startAt = String(Date.now() + 3000);
  const outputs = await Promise.all(Array.from({ length: 5 }, (_, p) => {
    // Each process sends its two, then retries the next process's two.
    const mine = [bodies[2 * p]!, bodies[2 * p + 1]!, bodies[(2 * p + 2) % 10]!, bodies[(2 * p + 3) % 10]!];
    return run('node_modules/.bin/tsx', ['server/test/vault-withdrawer.ts', server.env.database, 'demo', PERSONAS.owner.user_id,
      startAt, JSON.stringify(mine)], { cwd: ROOT, timeout: 60_000 });
  }));
  const results = outputs.map((out) => JSON.parse(out.stdout) as { ok: number; refused: Record<string, number> });
  for (const code of new Set(results.flatMap((r) => Object.keys(r.refused)))) expect(code).toBe(String(ErrorCode.vaultBalanceTooLow));
  const withdrawals = server.db.prepare("SELECT request_id FROM vault_withdrawals WHERE group_id = 'demo'").pluck().all() as string[];
  expect(withdrawals).toHaveLength(8);
  expect(new Set(withdrawals).size).toBe(8);
  // 8 withdrawals, and every retry of one of them answered it again: 8 × 2 successes; each of the 2 that did not fit refused twice.
  expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(16);
  expect(storedBalances(server.db, 'demo').get(`profit|${USDT}`)).toBe('3.10900000');
  expect(ledgerProblems(server.db, 'demo')).toEqual([]);
}, 90_000);
