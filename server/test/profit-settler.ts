import { settleProfitMonth } from '../routes/profit/profit.service';
import { racerSql, startingLine } from './race';

// One of several processes settling one month on one database at the same moment
// (profit.processes.test.ts). Args: database (a SQLite file or a PostgreSQL URL), group, month, the clock to settle at (ms).
// Prints {moved}: how many records this process moved from pending.

const [file, groupId, month, nowMs] = process.argv.slice(2) as [string, string, string, string];
const sql = racerSql(file);
startingLine();
let moved = 0;
for (let i = 0; i < 5; i++) moved += await settleProfitMonth(sql, groupId, month, Number(nowMs));
await sql.close();
process.stdout.write(JSON.stringify({ moved }));
