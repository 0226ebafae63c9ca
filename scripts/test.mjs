#!/usr/bin/env node
// `npm test`: the gate, phase by phase (issue 22, point 4). Runs each step's npm script, stops after the
// first phase in which a step failed, and prints how long every step and phase took — on success and on
// failure — so CI's log shows where the minutes go. The phases and their order are the gate's contract
// (test/package-scripts.test.ts).
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { constants as os } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The gate's phases, in order. A phase is chains of steps that run side by side; a chain's steps run one
 * after another. The first phase's steps are short and mostly use one core each (tsc, the linter, the
 * build and the checks of what it built), so they share the two cores; every later phase has the machine
 * to itself: the test runs use both cores, and the chat load runs alone.
 */
/** @type {string[][][]} */
export const PHASES = [
  [['typecheck'], ['lint'], ['build', 'check:es2019', 'check:budgets', 'check:route-cost']],
  [['test:unit']],
  [['test:server']],
  [['test:chat-load']],
  // The same server suite on PostgreSQL (issue 27): a throw-away cluster, a database per test server.
  [['test:server:postgres']],
  [['check:chrome73']],
  [['test:e2e']],
];

/** Every step of the gate, in the order the phases list them. */
export const STEPS = PHASES.flat(2);

/**
 * `typecheck     12.3 s` lines, a line per phase that ran steps side by side, and the total last: the
 * time the gate took from start to end (`wallSeconds`), else the steps' sum.
 * @param {{ step: string, seconds: number, status: number }[]} times
 * @param {{ phases?: { steps: string[], seconds: number }[], wallSeconds?: number }} [options]
 */
export function timingTable(times, { phases = [], wallSeconds } = {}) {
  const width = Math.max(...STEPS.map((s) => s.length), 'total'.length);
  const line = (name, seconds, note = '') => `  ${name.padEnd(width)} ${seconds.toFixed(1).padStart(7)} s${note}`;
  const total = wallSeconds ?? times.reduce((sum, t) => sum + t.seconds, 0);
  return [
    ...times.map((t) => line(t.step, t.seconds, t.status === 0 ? '' : ` (failed, exit ${t.status})`)),
    ...phases.map((p) => `  (${p.steps.join(', ')} side by side: ${p.seconds.toFixed(1)} s)`),
    line('total', total),
  ].join('\n');
}

/** The memory-backed filesystem the gate's scratch files go to when it has room. */
const MEMORY_DIR = '/dev/shm';
/** The least free space a memory filesystem needs to hold the gate's scratch files (they peak at tens of MB). */
export const SCRATCH_MIN_BYTES = 1024 ** 3;

/**
 * Where the gate's steps keep their throw-away files (TMPDIR): the test databases, the journeys' servers'
 * databases and Chromium's profiles. A memory filesystem when there is one with room, else null (the
 * system's temporary folder). SQLite syncs every commit to disk, and those syncs were about a tenth of
 * the server suite's time (issue 22 point 4: 112–117 s against 100 s, back to back); the files are
 * deleted after every run, so a disk's durability buys them nothing. A Docker container's /dev/shm of
 * 64 MB is too small and is passed over.
 * @param {{ statfs?: (dir: string) => { bavail: number, bsize: number }, writable?: (dir: string) => boolean }} [fs]
 */
export function memoryScratchDir({ statfs = statfsSync, writable = isWritable } = {}) {
  try {
    const { bavail, bsize } = statfs(MEMORY_DIR);
    return bavail * bsize >= SCRATCH_MIN_BYTES && writable(MEMORY_DIR) ? MEMORY_DIR : null;
  } catch {
    return null; // not there
  }
}

function isWritable(dir) {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs one npm script; its output goes straight through, or is kept and returned when `quiet`. */
function runStep(step, quiet) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn('npm', ['run', step], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      resolve({ step, seconds: Number(process.hrtime.bigint() - started) / 1e9, status: code ?? 1, output: Buffer.concat(output) });
    });
  });
}

async function main() {
  const gateStarted = process.hrtime.bigint();
  const memory = process.env.TMPDIR ? null : memoryScratchDir();
  const scratch = memory ? mkdtempSync(join(memory, 'groups-gate-')) : null;
  if (scratch) {
    process.env.TMPDIR = scratch;
    process.stdout.write(`npm test: scratch files in ${scratch} (memory), removed at the end\n`);
    // Memory is not given back until the files go: also when the gate is stopped.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.once(signal, () => {
        rmSync(scratch, { recursive: true, force: true });
        process.exit(128 + os.signals[signal]);
      });
    }
  }
  const times = [];
  const phases = [];
  let status = 0;
  for (const phase of PHASES) {
    const started = process.hrtime.bigint();
    const sideBySide = phase.length > 1;
    // A chain stops at its first failed step; the other chains of the phase finish.
    const chains = await Promise.all(phase.map(async (chain) => {
      const ran = [];
      for (const step of chain) {
        const result = await runStep(step, sideBySide);
        ran.push(result);
        // Side by side, each step's output is printed whole once it ends, not interleaved.
        if (sideBySide) process.stdout.write(`\n> npm run ${step}\n${result.output}`);
        if (result.status !== 0) break;
      }
      return ran;
    }));
    const ran = chains.flat().sort((a, b) => STEPS.indexOf(a.step) - STEPS.indexOf(b.step));
    times.push(...ran);
    if (sideBySide) phases.push({ steps: ran.map((r) => r.step), seconds: Number(process.hrtime.bigint() - started) / 1e9 });
    status = ran.find((r) => r.status !== 0)?.status ?? 0;
    if (status !== 0) break;
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  const wallSeconds = Number(process.hrtime.bigint() - gateStarted) / 1e9;
  process.stdout.write(`\nnpm test step timings:\n${timingTable(times, { phases, wallSeconds })}\n`);
  process.exit(status);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
