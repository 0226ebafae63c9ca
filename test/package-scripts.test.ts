import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..');
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('package scripts', () => {
  it('runs the course-list scrolling measure on its own and after the home benchmark', () => {
    expect(scripts['perf:courses']).toBe('node scripts/perf-courses.mjs');
    expect(existsSync(join(ROOT, 'scripts', 'perf-courses.mjs'))).toBe(true);
    // `&&`: a failed home benchmark stops before the longer scroll measure.
    expect(scripts.bench).toBe('node scripts/bench.mjs && node scripts/perf-courses.mjs');
  });

  it('keeps the benchmarks out of npm test (they take minutes and need a quiet machine)', () => {
    expect(scripts.test).not.toMatch(/perf|bench/);
  });

  it('checks the cost of routes to the first paint after the budgets, in npm test', () => {
    expect(scripts['check:route-cost']).toBe('node scripts/check-route-cost.mjs');
    expect(scripts.test).toMatch(/npm run build && .*npm run check:budgets && npm run check:route-cost && npm run test:e2e$/);
  });

  it('runs the chat load test (issue 12 point 5) in npm test, alone, right after the server tests', () => {
    expect(scripts['test:chat-load']).toBe('tsx server/chat/chat.load.ts');
    expect(existsSync(join(ROOT, 'server', 'chat', 'chat.load.ts'))).toBe(true);
    expect(scripts.test).toMatch(/npm run test:server && npm run test:chat-load && npm run build/);
  });
});
