import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// scripts/crash-durability.mjs runs the real server as a child process, SIGKILLs it while writes
// are in flight, restarts it and reads every acknowledged write back (three rounds), then checks
// the file with PRAGMA integrity_check. It takes about 8 s, so the suite runs it whole.

const ROOT = fileURLToPath(new URL('..', import.meta.url));

test('a kill -9 in the middle of writes loses no acknowledged write and leaves integrity_check ok', () => {
  const run = spawnSync(process.execPath, ['scripts/crash-durability.mjs'], { cwd: ROOT, encoding: 'utf8', timeout: 90_000 });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, output).toBe(0);
  expect(output).toMatch(/round 3: restarted; all \d+ courses/);
  expect(output).toContain('integrity_check ok');
}, 120_000);
