import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryScratchDir, PHASES, SCRATCH_MIN_BYTES, STEPS, timingTable } from '../scripts/test.mjs';

const ROOT = join(__dirname, '..');
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('package scripts', () => {
  it('runs the course-list scrolling measure on its own and after the home benchmark', () => {
    expect(scripts['perf:courses']).toBe('node scripts/perf-courses.mjs');
    expect(existsSync(join(ROOT, 'scripts', 'perf-courses.mjs'))).toBe(true);
    // `&&`: a failed home benchmark stops before the longer measures.
    expect(scripts.bench).toMatch(/^node scripts\/bench\.mjs && node scripts\/perf-courses\.mjs && /);
  });

  it('measures the chat delivery latency and memory, and the bench seed, in npm run bench (issue 22 point 1)', () => {
    expect(scripts['bench:chat']).toBe('tsx server/chat/chat.load.ts --bench');
    expect(scripts['bench:seed']).toBe('tsx server/seed/seed.bench.ts');
    expect(existsSync(join(ROOT, 'server', 'seed', 'seed.bench.ts'))).toBe(true);
    expect(scripts.bench).toMatch(/npm run bench:chat/);
    expect(scripts.bench).toMatch(/npm run bench:seed/);
  });

  it('keeps the benchmarks and random-seed fuzzing out of npm test (they take minutes, need a quiet machine, or vary)', () => {
    expect(STEPS.join(' ')).not.toMatch(/perf|bench|fuzz/);
    expect(scripts.fuzz).toBe('node scripts/fuzz.mjs');
  });

  it('checks the cost of routes to the first paint after the budgets, in npm test', () => {
    expect(scripts['check:route-cost']).toBe('node scripts/check-route-cost.mjs');
    expect(PHASES[0]).toContainEqual(['build', 'check:es2019', 'check:budgets', 'check:route-cost']);
  });

  it('runs the short steps side by side first, then each test run with the machine to itself, the journeys last (issue 22 point 4)', () => {
    expect(PHASES).toEqual([
      [['typecheck'], ['lint'], ['build', 'check:es2019', 'check:budgets', 'check:route-cost']],
      [['test:unit']],
      [['test:server']],
      [['test:chat-load']],
      [['test:server:postgres']],
      [['check:chrome73']],
      [['test:e2e']],
    ]);
    expect(STEPS).toEqual([
      'typecheck', 'lint', 'build', 'check:es2019', 'check:budgets', 'check:route-cost',
      'test:unit', 'test:server', 'test:chat-load', 'test:server:postgres', 'check:chrome73', 'test:e2e',
    ]);
  });

  it('opens the main screens and the join journey in a real Chromium 73 against today\'s, in npm test after the build (issue 24)', () => {
    expect(scripts['check:chrome73']).toBe('node scripts/old-engine.mjs');
    const at = PHASES.findIndex((phase) => phase.flat().includes('check:chrome73'));
    expect(at).toBeGreaterThan(PHASES.findIndex((phase) => phase.flat().includes('build')));
    expect(PHASES[at]).toEqual([['check:chrome73']]);
  });

  it('runs the chat load test (issue 12 point 5) in npm test, alone, right after the server tests', () => {
    expect(scripts['test:chat-load']).toBe('tsx server/chat/chat.load.ts');
    expect(existsSync(join(ROOT, 'server', 'chat', 'chat.load.ts'))).toBe(true);
    const at = PHASES.findIndex((phase) => phase.flat().includes('test:chat-load'));
    expect(PHASES[at]).toEqual([['test:chat-load']]);
    expect(PHASES[at - 1]).toEqual([['test:server']]);
  });

  it('runs every step of the gate through scripts/test.mjs, each an npm script that exists', () => {
    expect(scripts.test).toBe('node scripts/test.mjs');
    for (const step of STEPS) expect(scripts[step], step).toBeDefined();
  });

  it('prints the time of each step and marks the one that failed', () => {
    const table = timingTable([{ step: 'typecheck', seconds: 12.34, status: 0 }, { step: 'lint', seconds: 3, status: 2 }]);
    expect(table).toMatch(/typecheck\s+12\.3 s\n/);
    expect(table).toMatch(/lint\s+3\.0 s \(failed, exit 2\)/);
    expect(table).toMatch(/total\s+15\.3 s$/);
  });

  it('prints how long the steps side by side took together, and the gate from start to end as the total', () => {
    const table = timingTable(
      [{ step: 'typecheck', seconds: 12.34, status: 0 }, { step: 'lint', seconds: 3, status: 0 }, { step: 'test:unit', seconds: 100, status: 0 }],
      { phases: [{ steps: ['typecheck', 'lint'], seconds: 12.5 }], wallSeconds: 112.9 },
    );
    expect(table).toMatch(/\(typecheck, lint side by side: 12\.5 s\)\n/);
    expect(table).toMatch(/total\s+112\.9 s$/);
  });

  it('keeps the scratch files in memory when /dev/shm is there, writable and has room, else in the system folder', () => {
    const roomy = () => ({ bavail: SCRATCH_MIN_BYTES / 4096, bsize: 4096 });
    expect(memoryScratchDir({ statfs: roomy, writable: () => true })).toBe('/dev/shm');
    // Docker's default /dev/shm: 64 MB.
    expect(memoryScratchDir({ statfs: () => ({ bavail: 16384, bsize: 4096 }), writable: () => true })).toBeNull();
    expect(memoryScratchDir({ statfs: roomy, writable: () => false })).toBeNull();
    expect(memoryScratchDir({ statfs: () => { throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' }); }, writable: () => true })).toBeNull();
  });

  it('runs the server suite without isolating its files, which is safe only while no server test replaces a module', async () => {
    const { default: serverConfig } = await import('../server/vitest.config');
    expect(serverConfig.test?.isolate).toBe(false);
    const walk = (dir: string): string[] => readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(`${dir}/${entry.name}`) : entry.name.endsWith('.test.ts') ? [`${dir}/${entry.name}`] : []);
    const files = walk('server');
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });
});
