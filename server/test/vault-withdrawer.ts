import type { VaultWithdrawBody } from '../../contract/vault';
import { withdrawFromProfit } from '../routes/vault/vault.service';
import { raceAsync } from './race';

// One of several processes withdrawing from one group's profit vault on one SQLite file at the same
// moment (vault.processes.test.ts). Args: database, group, user, a JSON array of
// withdrawal bodies. Prints {ok, refused} as JSON.

const [file, groupId, userId, json] = process.argv.slice(2) as [string, string, string, string];
await raceAsync(file, JSON.parse(json) as VaultWithdrawBody[], (sql, body) =>
  withdrawFromProfit(sql, groupId, userId, body, new Date().toISOString()));
