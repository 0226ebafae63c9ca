import { openDatabase } from '../db/connection';
import { ApiError } from '../lib/errors';
import { claimPack } from '../routes/luckycoin/luckycoin.service';

// One of several processes claiming one pack on one SQLite file at the same moment
// (luckycoin.processes.test.ts). Args: database, group, pack, start time (ms), user ids (comma-separated).
// Prints {ok, refused} as JSON.

const [file, groupId, packId, startAt, users] = process.argv.slice(2) as [string, string, string, string, string];
const db = openDatabase(file);
const result = { ok: 0, refused: {} as Record<string, number> };
while (Date.now() < Number(startAt)) { /* wait for the others */ }
for (const userId of users.split(',')) {
  try {
    claimPack(db, groupId, { user_id: userId, joined_at: null }, packId, Date.now());
    result.ok += 1;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    result.refused[error.code] = (result.refused[error.code] ?? 0) + 1;
  }
}
db.close();
process.stdout.write(JSON.stringify(result));
