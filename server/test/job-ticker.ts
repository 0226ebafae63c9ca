import { openDatabase } from '../db/connection';
import { sqliteSql } from '../db/sql';
import { createScheduler } from '../jobs/scheduler';
import { insertJobRun } from './jobs.repo';
import { startingLine } from './race';

// One of several server processes on one SQLite file ticking the same job at the same moment
// (jobs/scheduler.test.ts). Args: database, the moment (ms). The job counts its runs in a table of its
// own. Prints the names this process ran, as JSON.

const [file, at] = process.argv.slice(2) as [string, string];
const db = openDatabase(file);
const sql = sqliteSql(db);
const scheduler = createScheduler(sql, [{
  name: 'count',
  everyMs: 60_000,
  run: () => {
    insertJobRun(db, process.pid);
  },
}], { log: () => {} });
startingLine();
const ran = await scheduler.tick(Number(at));
await sql.close();
process.stdout.write(JSON.stringify(ran));
