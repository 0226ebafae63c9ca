import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { PERSONAS } from '../../test/standins';
import { createTestServer } from '../../test/helpers';
import { runRacers } from '../../test/racers';

// Sends across processes: 4 processes on one SQLite file (as several server processes would share it)
// send one member's messages at the same moment. The rate limit is counted inside the IMMEDIATE
// transaction that inserts, so no more than the limit get through together (a count before the
// transaction would let each process pass it); the same client_id from every process is one row.

const server = createTestServer();
afterAll(() => server.close());

async function race(clientIds: string[][]) {
  const outputs = await runRacers('server/test/chat-sender.ts', clientIds.map((ids) =>
    [server.database, 'demo', PERSONAS.member.user_id, ids.join(',')]));
  return outputs.map((out) => JSON.parse(out) as { ok: number; refused: Record<string, number> });
}

test('4 processes, 20 messages each, a limit of 5 a minute: exactly 5 get through', async () => {
  await server.sql.run("UPDATE group_settings SET chat_rate_limit = 5 WHERE group_id = 'demo'");
  const results = await race(Array.from({ length: 4 }, () => Array.from({ length: 20 }, () => randomUUID())));
  expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(5);
  expect(results.reduce((sum, r) => sum + (r.refused[String(ErrorCode.chatRateLimited)] ?? 0), 0)).toBe(75);
}, 90_000);

test('4 processes sending the same 30 client ids: 30 rows', async () => {
  await server.sql.run("UPDATE group_settings SET chat_rate_limit = 0 WHERE group_id = 'demo'");
  const ids = Array.from({ length: 30 }, () => randomUUID());
  const results = await race(Array.from({ length: 4 }, () => ids));
  expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(120);
  const rows = await server.sql.value(`SELECT COUNT(*) FROM chat_messages WHERE client_id IN (${ids.map(() => '?').join(',')})`, ...ids);
  expect(rows).toBe(30);
}, 90_000);
