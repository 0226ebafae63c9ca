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

/**
 * The phone the journeys use (spec: everything works at 360×640). One device pixel per CSS pixel: the app
 * does nothing by the screen's density (no devicePixelRatio, no srcset: test/journey-phone.test.ts), so a
 * denser screen changes only how many pixels Chromium's software rasteriser fills, which at 2× was about
 * a third of the axe sweep's time (issue 22 point 4).
 */
export const PHONE = {
  viewport: { width: 360, height: 640 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
  userAgent: PHONE_USER_AGENT,
};

/** The phone the benchmarks measure on: the same, with the 2× screen of a cheap phone, whose pixels a first paint fills. */
export const BENCH_PHONE = { ...PHONE, deviceScaleFactor: 2 };
