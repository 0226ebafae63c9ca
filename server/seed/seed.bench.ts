import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/connection';
import { seedIfEmpty } from '../seed';
import { BENCH_COURSE_COUNT, BENCH_MEMBER_COUNT } from './courses';

// How long the bench-scale seed takes (`npm run bench:seed`, part of `npm run bench`; issue 22, point 1).
// SEED_SCALE=bench adds 5,000 courses and 20,000 members to the demo data in one transaction with prepared
// statements: seconds, not minutes. What it writes is tested in courses.test.ts; how fast is measured here,
// on a fresh database each run, printed and written to bench/seed.json (not committed). Exits 1 when the
// median run takes TARGET_MS or more.
//
//   npm run bench:seed [-- --runs 3]

const TARGET_MS = 30_000;
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 3;

function seedOnce(): number {
  const dir = mkdtempSync(join(tmpdir(), 'seed-bench-'));
  try {
    const db = openDatabase(join(dir, 'app.db'));
    const started = performance.now();
    seedIfEmpty(db, Date.now());
    const elapsed = performance.now() - started;
    db.close();
    return elapsed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.env.SEED_SCALE = 'bench';
const runs: number[] = [];
for (let i = 0; i < RUNS; i++) {
  runs.push(Math.round(seedOnce()));
  process.stdout.write(`seed (demo + ${BENCH_COURSE_COUNT} courses, ${BENCH_MEMBER_COUNT} members): run ${i + 1}, ${runs[i]} ms\n`);
}
const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
const dirOut = fileURLToPath(new URL('../../bench/', import.meta.url));
mkdirSync(dirOut, { recursive: true });
const file = join(dirOut, 'seed.json');
writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), runs_ms: runs, median_ms: median, target_ms: TARGET_MS }, null, 2)}\n`);
process.stdout.write(`median ${median} ms (target < ${TARGET_MS} ms); wrote ${file}\n`);
if (median >= TARGET_MS) {
  process.stdout.write(`OVER TARGET: the bench seed took ${median} ms\n`);
  process.exitCode = 1;
}
