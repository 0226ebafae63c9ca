import { defineConfig } from '@playwright/test';
import { E2E_WORKERS } from './e2e/env';
import { CHROMIUM_ARGS, PHONE, journeyChromium } from './scripts/chromium.mjs';

// Journeys run against the reference server serving the built app (`npm run build` first). Every
// worker starts its own server on its own port (E2E_PORT + worker index) with a database that is
// new for that worker (the `test` of e2e/fixtures.ts), so workers share no state and no state leaks
// between runs. Each test resets its worker's server first, so tests are independent of each
// other and of their order: even the tests of one file are spread over the workers.

const onCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  reporter: 'list',
  // Hang guards, not speed limits (issue 22): under CI's load a journey that takes 10 s on a quiet
  // machine ran past 30 s with the page already showing what it waited for. Every wait ends as soon
  // as what it waits for shows, so these only make a real failure slower to report.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    // baseURL is each worker's own server: set by the fixture, not here.
    trace: 'on-first-retry',
    locale: 'en-US',
    launchOptions: { executablePath: journeyChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'phone', use: { browserName: 'chromium', ...PHONE } }],
});
