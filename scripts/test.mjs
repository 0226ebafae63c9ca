#!/usr/bin/env node
// `npm test`: the gate, step by step (issue 22, point 4). Runs each step's npm script in order, stops at the
// first that fails, and prints how long every step took — on success and on failure — so CI's log shows
// where the minutes go. The steps and their order are the gate's contract (test/package-scripts.test.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The steps of the gate, in order. The chat load runs alone right after the server tests. */
export const STEPS = [
  'typecheck',
  'lint',
  'test:unit',
  'test:server',
  'test:chat-load',
  'build',
  'check:es2019',
  'check:budgets',
  'check:route-cost',
  'test:e2e',
];

/** `typecheck     12.3 s` lines, the total last. */
export function timingTable(times) {
  const width = Math.max(...STEPS.map((s) => s.length), 'total'.length);
  const line = (name, seconds, note = '') => `  ${name.padEnd(width)} ${seconds.toFixed(1).padStart(7)} s${note}`;
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  return [
    ...times.map((t) => line(t.step, t.seconds, t.status === 0 ? '' : ` (failed, exit ${t.status})`)),
    line('total', total),
  ].join('\n');
}

function main() {
  const times = [];
  let status = 0;
  for (const step of STEPS) {
    const started = process.hrtime.bigint();
    const run = spawnSync('npm', ['run', step], { stdio: 'inherit' });
    status = run.status ?? 1;
    times.push({ step, seconds: Number(process.hrtime.bigint() - started) / 1e9, status });
    if (status !== 0) break;
  }
  process.stdout.write(`\nnpm test step timings:\n${timingTable(times)}\n`);
  process.exit(status);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
