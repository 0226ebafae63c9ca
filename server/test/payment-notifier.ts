import type { AppDeps } from '../context';
import { findGroup } from '../routes/group/group.repo';
import { receiveWalletTransfer } from '../routes/payment/payment.service';
import { raceAsync } from './race';

// One of several processes applying wallet transfers on one SQLite file at the same moment
// (invitation.processes.test.ts), as the readers of a group bot's snapshots do. Args: database, a
// JSON array of transfers to the group's bot ({group_id, snapshot_id, trace_id, asset_id, amount}).
// Prints {ok, refused} as JSON.

type Transfer = { group_id: string; snapshot_id: string; trace_id: string; asset_id: string; amount: string };

const [file, json] = process.argv.slice(2) as [string, string];
const transfers = JSON.parse(json) as Transfer[];
await raceAsync(file, transfers, async (sql, transfer) => {
  // The chat's bus is keyed by a database handle: nobody listens to this racer's, so any object serves.
  const deps = { sql, db: {}, clock: Date.now, log: () => {} } as unknown as AppDeps;
  await receiveWalletTransfer(deps, (await findGroup(sql, transfer.group_id))!, transfer);
});
