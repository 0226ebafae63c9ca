import { openDatabase } from '../db/connection';
import { sqliteSql } from '../db/sql';
import { settleProfitMonth } from '../routes/profit/profit.service';
import { startingLine } from './race';

// One of several processes settling one month on one SQLite file at the same moment
// (profit.processes.test.ts). Args: database, group, month, the clock to settle at (ms).
// Prints {moved}: how many records this process moved from pending.

const [file, groupId, month, nowMs] = process.argv.slice(2) as [string, string, string, string];
const sql = sqliteSql(openDatabase(file));
startingLine();
let moved = 0;
for (let i = 0; i < 5; i++) moved += await settleProfitMonth(sql, groupId, month, Number(nowMs));
await sql.close();
process.stdout.write(JSON.stringify({ moved }));
