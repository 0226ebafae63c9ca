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
    environment: 'jsdom',
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where nothing
    // else runs meanwhile. Two halve the suite's time there (unit 246 → 161 s, server 119 → 78 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // Vitest's defaults (5 s a test, 10 s a hook) are speed limits in disguise: on a loaded machine a
    // screen test that takes 1 s when quiet took 9. These only catch a hang (issue 22: no assertion on
    // elapsed wall time).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
