import { afterAll, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { PERSONAS } from '../../test/standins';
import { createTestServer } from '../../test/helpers';
import { runRacers } from '../../test/racers';

// The double submit across processes: 6 processes on one SQLite file (as several server processes
// would share it) post the same member's check-ins for the same 300 periods (today and 299 patches),
// in the same order, at the same moment. The IMMEDIATE transaction (and UNIQUE(activity, user,
// period) behind it) must let exactly one through per period; every other try is 409 102503, none
// a server error (a deferred transaction would fail with SQLITE_BUSY here).

const server = createTestServer();
afterAll(() => server.close());

test('6 processes, one member, 300 periods each: exactly one check-in per period', async () => {
  const { token } = await server.login('admin');
  const created = await server.post('/api/groups/demo/checkin/activities', {
    title: 'Race', description: '', type: 'daily', start_at: new Date(server.clock.now - 400 * 86_400_000).toISOString(),
    published: true, patch_allowed: true, qualify_count: 0, utc_offset_minutes: 0,
  }, token);
  const activityId = created.body.data.activity_id as string;
  const member = await server.login('member');
  expect((await server.post('/api/groups/demo/checkin/activities/join', { activity_id: activityId }, member.token)).status).toBe(200);
  // Joined before the start, so every period since may be patched.
  await server.sql.run('UPDATE checkin_members SET joined_at = ? WHERE activity_id = ?', new Date(server.clock.now - 401 * 86_400_000).toISOString(), activityId);
  const periods = Array.from({ length: 300 }, (_, i) => new Date(server.clock.now - i * 86_400_000).toISOString().slice(0, 10)).join(',');

  const outputs = await runRacers('server/test/checkin-poster.ts', Array.from({ length: 6 }, () =>
    [server.database, 'demo', activityId, PERSONAS.member.user_id, periods]));
  const results = outputs.map((out) => JSON.parse(out) as { ok: number; refused: Record<string, number> });
  expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(300);
  expect(results.reduce((sum, r) => sum + (r.refused[String(ErrorCode.checkinAlreadyPosted)] ?? 0), 0)).toBe(5 * 300);
  const rows = await server.sql.values<string>('SELECT period FROM checkin_posts WHERE activity_id = ?', activityId);
  expect(new Set(rows)).toEqual(new Set(periods.split(',')));
  expect(rows).toHaveLength(300);
}, 90_000);
