import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

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
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // Vitest's defaults (5 s a test, 10 s a hook) are speed limits in disguise: on a loaded machine a
    // screen test that takes 1 s when quiet took 9. These only catch a hang (issue 22: no assertion on
    // elapsed wall time).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two projects, one rule (README "Test it"): a `.test.tsx` renders, so it gets a DOM (jsdom); a
    // `.test.ts` is logic and runs in plain Node, which starts a file in a fraction of jsdom's time.
    // A `.test.ts` that needs the DOM all the same says so in its first line:
    // `// @vitest-environment jsdom`.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'contract/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
        },
      },
    ],
  },
});
