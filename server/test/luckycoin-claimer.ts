import { claimPack } from '../routes/luckycoin/luckycoin.service';
import { raceAsync } from './race';

// One of several processes claiming one pack on one SQLite file at the same moment
// (luckycoin.processes.test.ts). Args: database, group, pack, user ids (comma-separated).
// Prints {ok, refused} as JSON.

const [file, groupId, packId, users] = process.argv.slice(2) as [string, string, string, string];
await raceAsync(file, users.split(','), (sql, userId) =>
  claimPack(sql, groupId, { user_id: userId, joined_at: null }, packId, Date.now()));
