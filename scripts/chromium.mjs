// How this project launches Chromium, shared by playwright.config.ts and scripts/bench.mjs.
import { existsSync } from 'node:fs';

/** Debian's Chromium where installed (this closed network cannot download Playwright's own); else Playwright's. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_PATH = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;

/** Debian's build of Chromium's headless shell (`apt-get install chromium-headless-shell`). */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser the journeys drive. `E2E_CHROMIUM` when set (a full Chromium for `--headed`, say);
 * else Chromium's headless shell when installed, which is what Playwright itself runs headless by
 * default: the same Blink and V8 as the full browser, without its windowing, UI and display
 * compositor. The same 99 journeys took 333 s and 221 s of CPU in it against 469 s and 333 s in
 * the full Chromium, run one after the other (issue 22 point 4). Else the full Chromium. The
 * benchmarks keep measuring the full browser (CHROMIUM_PATH), the one people have.
 */
export function journeyChromium(env = process.env, exists = existsSync) {
  if (env.E2E_CHROMIUM) return env.E2E_CHROMIUM;
  if (exists(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH;
  return exists(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

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
