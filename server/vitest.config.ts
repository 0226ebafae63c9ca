import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The server suite runs in plain Node against real temporary SQLite files.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where nothing
    // else runs meanwhile. Two halve the suite's time there (unit 246 → 161 s, server 119 → 78 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    include: ['server/**/*.test.ts'],
    restoreMocks: true,
  },
});
