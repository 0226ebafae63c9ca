import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The test files (`*.test.ts`, `*.test.tsx`) under a folder, as paths from the root. */
function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The test files that replace a module (`vi.mock`): a replaced module would stay replaced for the
 * next file of a worker that does not isolate its files, so these run isolated (the logic ones in
 * node-isolated, the rendering ones in jsdom-isolated).
 */
export const MODULE_MOCKING_TESTS = ['src', 'contract', 'test']
  .flatMap(testFiles)
  .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(join(ROOT, file), 'utf8')));
const mockingLogic = MODULE_MOCKING_TESTS.filter((file) => file.endsWith('.test.ts'));
const mockingRendering = MODULE_MOCKING_TESTS.filter((file) => file.endsWith('.test.tsx'));

export default defineConfig({
  plugins: [preact({ prerender: { enabled: false } })],
  // Texts beyond the core and the opening screen's English are fetched as files (src/lib/i18n.ts);
  // test/setup.ts serves them from locales/.
  define: { 'import.meta.env.LOCALE_VERSION': JSON.stringify('test') },
  resolve: {
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where nothing
    // else runs meanwhile. Two halve the suite's time there (unit 246 → 161 s, server 119 → 78 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
    // Vitest's defaults (5 s a test, 10 s a hook) are speed limits in disguise: on a loaded machine a
    // screen test that takes 1 s when quiet took 9. These only catch a hang (issue 22: no assertion on
    // elapsed wall time).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Three projects, one rule (README "Test it"): a `.test.tsx` renders, so it gets a DOM (jsdom); a
    // `.test.ts` is logic and runs in plain Node, which starts a file in a fraction of jsdom's time.
    // A `.test.ts` that needs the DOM all the same says so in its first line:
    // `// @vitest-environment jsdom`.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['test/setup.ts'],
          include: ['src/**/*.test.ts', 'contract/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: MODULE_MOCKING_TESTS,
          // A worker runs its files one after another in one module graph instead of a fresh one per
          // file: importing the app's modules again for each small logic file was most of this
          // project's time (68 → 17 s on a quiet 2-core machine). The logic tests keep no state
          // between files (they passed in shuffled orders); a file that replaces a module runs
          // isolated, below.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'node-isolated', environment: 'node', setupFiles: ['test/setup.ts'], include: mockingLogic },
      },
      {
        extends: true,
        // A worker runs its rendering files one after another in one process and one window: a new
        // process with a new jsdom for each file was most of this project's time (237 → 75-83 s on a
        // quiet 2-core machine). test/fresh-file.ts runs first for each file and gives it new app
        // modules and a clean page; it passed in shuffled orders (seeds 3 and 42).
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
          exclude: mockingRendering,
          isolate: false,
          setupFiles: ['test/fresh-file.ts', 'test/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'jsdom-isolated', environment: 'jsdom', setupFiles: ['test/setup.ts'], include: mockingRendering },
      },
    ],
  },
});
