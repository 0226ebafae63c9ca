import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './e2e/env';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from './scripts/chromium.mjs';

// Journeys run against the reference server serving the built app (`npm run build` first), on a
// fixed port and a database that is new for every run, so no state leaks between runs. Tests
// reset the server themselves and share that one server, hence a single worker.

// The config is evaluated again in each worker; the env var keeps them all on one path.
process.env.E2E_DATABASE ??= join(mkdtempSync(join(tmpdir(), 'groups-e2e-')), 'e2e.db');

const onCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'on-first-retry',
    locale: 'en-US',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'phone', use: { browserName: 'chromium', ...PHONE } }],
  webServer: {
    // node --import tsx runs the server in this one process, so stopping it stops the server.
    command: 'node --import tsx server/main.ts',
    url: `${E2E_BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATABASE: process.env.E2E_DATABASE,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      SANDBOX: 'on',
    },
  },
});
