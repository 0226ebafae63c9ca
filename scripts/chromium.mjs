// How this project launches Chromium, shared by playwright.config.ts and scripts/bench.mjs.
import { existsSync } from 'node:fs';

/** Debian's Chromium where installed (this closed network cannot download Playwright's own); else Playwright's. */
export const CHROMIUM_PATH = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/** Without the background-networking flags Chromium floods a closed network with refused connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A plain Android phone browser: neither the wallet app nor a WeChat-type host. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

/** The phone the journeys and the benchmark use (spec: everything works at 360×640). */
export const PHONE = {
  viewport: { width: 360, height: 640 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent: PHONE_USER_AGENT,
};
