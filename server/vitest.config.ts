import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The server suite runs in plain Node against real temporary SQLite files.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['server/**/*.test.ts'],
    restoreMocks: true,
  },
});
