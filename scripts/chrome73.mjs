// A real Chromium 73 (issue 24): the oldest engine the app promises (Android System WebView inside
// WeChat and wallet apps on old phones). The npm package chrome-aws-lambda@1.12.2 ships its
// headless build, brotli-compressed; it is unpacked once into node_modules/.cache and driven by
// puppeteer-core@1.12.2, the last driver that speaks its DevTools protocol and still launches
// today's Chromium, so one script measures both engines the same way (scripts/old-engine.mjs).
// Its build has no H.264/AAC decoder: video stays black there, real WebViews have one.
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ROOT } from './reference-server.mjs';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './chromium.mjs';

const PACKED = join(ROOT, 'node_modules', 'chrome-aws-lambda', 'bin', 'chromium-73.0.3679.0.br');
const UNPACKED = join(ROOT, 'node_modules', '.cache', 'chromium-73.0.3679.0', 'chromium');

/** The Chromium 73 binary, unpacked on first use. */
export function chrome73Path() {
  if (existsSync(UNPACKED)) return UNPACKED;
  if (!existsSync(PACKED)) throw new Error(`${PACKED} is missing: run npm ci (chrome-aws-lambda is a dev dependency)`);
  mkdirSync(dirname(UNPACKED), { recursive: true });
  const partial = `${UNPACKED}.${process.pid}`;
  writeFileSync(partial, brotliDecompressSync(readFileSync(PACKED)));
  chmodSync(partial, 0o755);
  renameSync(partial, UNPACKED); // whole or not at all, should two runs unpack at once
  return UNPACKED;
}

/**
 * The two engines compared: Chromium 73, and today's Chromium (Debian's headless shell, the
 * journeys' browser). `--no-zygote` because 73's zygote needs a sandbox; never `--single-process`,
 * which crashes 73 once a second browser profile opens.
 */
export const ENGINES = {
  chrome73: { executablePath: () => chrome73Path(), args: ['--no-zygote'] },
  today: { executablePath: () => HEADLESS_SHELL_PATH, args: [] },
};

export function launchOptions(engine) {
  const { executablePath, args } = ENGINES[engine];
  return { executablePath: executablePath(), headless: true, args: [...CHROMIUM_ARGS, ...args] };
}

/**
 * What both engines say they are: an Android System WebView of the Chrome 73 era, so the app takes
 * the same paths in both (it reads the user agent for its host: wallet app, WeChat, browser).
 */
export const WEBVIEW_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 9; SM-J600G Build/PPR1.180610.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/73.0.3683.90 Mobile Safari/537.36';

/** The phone: 360×640, one device pixel per CSS pixel (as the journeys). */
export const PHONE_VIEWPORT = { width: 360, height: 640, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
