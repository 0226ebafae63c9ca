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
    // TEST_DATABASE=postgres: the run's PostgreSQL cluster (issue 27); on SQLite it starts nothing.
    globalSetup: ['server/test/global-postgres.ts'],
    // A worker runs its files one after another in one module graph instead of importing the whole
    // server again for each of ~100 files (import time 108 → 29 s, the suite 205 → 133 s on a quiet
    // 2-core machine). Each test builds its own app on its own database file (server/test/helpers.ts)
    // and no server test replaces a module (test/package-scripts.test.ts checks it), so a file sees
    // nothing another left.
    isolate: false,
    // Vitest's defaults (5 s a test, 10 s a hook) are speed limits in disguise: on a loaded machine a
    // route test that takes 1 s when quiet can take 6. These only catch a hang (issue 22: no assertion on
    // elapsed wall time); tests that need more still say so.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    // Every successful answer of a declared call is checked against its declaration (routes/mount.ts).
    env: { CHECK_DECLARED_ANSWERS: '1' },
  },
});
