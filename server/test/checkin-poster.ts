import type { Viewer } from '../routes/auth/auth.middleware';
import { postCheckin } from '../routes/checkin/checkin.service';
import { raceAsync } from './race';

// One of several processes checking in for one member on one SQLite file at the same moment
// (checkin.processes.test.ts). Args: database, group, task, user id, periods
// (comma-separated; each is posted once, in this order). Prints {ok, refused} as JSON.

const [file, groupId, activityId, userId, periods] = process.argv.slice(2) as [string, string, string, string, string];
const viewer = {
  user: { user_id: userId },
  membership: { role: 'user' },
  policies: [],
} as unknown as Viewer;
await raceAsync(file, periods.split(','), (sql, period) =>
  postCheckin(sql, { groupId, viewer, activityId, input: { content: `for ${period}`, period }, nowMs: Date.now() }));
