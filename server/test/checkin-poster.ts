import { openDatabase } from '../db/connection';
import { ApiError } from '../lib/errors';
import type { Viewer } from '../routes/auth/auth.middleware';
import { postCheckin } from '../routes/checkin/checkin.service';

// One of several processes checking in for one member on one SQLite file at the same moment
// (checkin.processes.test.ts). Args: database, group, task, start time (ms), user id, periods
// (comma-separated; each is posted once, in this order). Prints {ok, refused} as JSON.

const [file, groupId, activityId, startAt, userId, periods] = process.argv.slice(2) as [string, string, string, string, string, string];
const db = openDatabase(file);
const viewer = {
  user: { user_id: userId },
  membership: { role: 'user' },
  policies: [],
} as unknown as Viewer;
const result = { ok: 0, refused: {} as Record<string, number> };
while (Date.now() < Number(startAt)) { /* wait for the others */ }
for (const period of periods.split(',')) {
  try {
    postCheckin(db, { groupId, viewer, activityId, input: { content: `for ${period}`, period }, nowMs: Date.now() });
    result.ok += 1;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    result.refused[error.code] = (result.refused[error.code] ?? 0) + 1;
  }
}
db.close();
process.stdout.write(JSON.stringify(result));
