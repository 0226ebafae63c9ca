// The journeys' phone has one device pixel per CSS pixel (scripts/chromium.mjs), which is the same
// phone to the app only while the app does nothing by the screen's density. Code that starts to (a
// density-picked image, a canvas sized by devicePixelRatio) needs the journeys on a 2× screen again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_PHONE, HEADLESS_SHELL_PATH, PHONE, journeyChromium } from '../scripts/chromium.mjs';

const ROOT = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the journeys' phone", () => {
  it('is the 360×640 touch phone, at 1× for the journeys and 2× for the benchmarks', () => {
    expect(PHONE).toMatchObject({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
    expect(BENCH_PHONE).toEqual({ ...PHONE, deviceScaleFactor: 2 });
  });

  it('sees the app as a 2× phone would: nothing in the app depends on the density of the screen', () => {
    const files = sources('src');
    expect(files.length).toBeGreaterThan(100);
    const dense = files.filter((file) => /devicePixelRatio|srcset|image-set\(|min-resolution|-webkit-min-device-pixel-ratio/i
      .test(readFileSync(join(ROOT, file), 'utf8')));
    expect(dense).toEqual([]);
  });
});

describe("the journeys' browser", () => {
  const installed = (...paths: string[]) => (path: string) => paths.includes(path);

  it("is Chromium's headless shell when installed, else the full Chromium, else Playwright's own", () => {
    expect(HEADLESS_SHELL_PATH).toBe('/usr/bin/chromium-headless-shell');
    expect(journeyChromium({}, installed('/usr/bin/chromium', HEADLESS_SHELL_PATH))).toBe(HEADLESS_SHELL_PATH);
    expect(journeyChromium({}, installed('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(journeyChromium({}, installed())).toBeUndefined();
  });

  it('is the one E2E_CHROMIUM names, when set (a full browser to watch the journeys with --headed)', () => {
    expect(journeyChromium({ E2E_CHROMIUM: '/opt/chrome/chrome' }, installed(HEADLESS_SHELL_PATH))).toBe('/opt/chrome/chrome');
    expect(journeyChromium({ E2E_CHROMIUM: '' }, installed(HEADLESS_SHELL_PATH))).toBe(HEADLESS_SHELL_PATH);
  });
});
