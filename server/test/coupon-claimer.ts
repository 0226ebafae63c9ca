import { findGroup } from '../routes/group/group.repo';
import { claimCouponCodeAlone } from '../routes/coupon/coupon.service';
import { raceAsync } from './race';

// One of several processes claiming one coupon code on one SQLite file at the same moment
// (coupon.processes.test.ts). Args: database, group, code, user ids (comma-separated).
// Prints {ok, refused} as JSON.

const [file, groupId, code, users] = process.argv.slice(2) as [string, string, string, string];
await raceAsync(file, users.split(','), async (sql, userId) => {
  const now = Date.now();
  await claimCouponCodeAlone(sql, (await findGroup(sql, groupId))!, userId, code, { iso: new Date(now).toISOString(), ms: now });
});
