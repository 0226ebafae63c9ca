// Issue 23's live video in a real browser, on the production code path: the server with the sandbox
// off and the stand-ins, as `npm run start:standins` runs them, with a real nginx with the RTMP module
// (Debian's nginx and libnginx-mod-rtmp, as .ci/run installs them) run from the operator's
// configuration, server/providers/live/nginx-rtmp.conf. The owner starts a stream in the app and takes
// its push URL from the stream page; ffmpeg pushes generated video to it as a lecturer's encoder
// would; nginx asks the server whether it may publish and writes HLS; a member on their own phone
// opens the stream and the video plays through hls.js. Stopping the stream drops the push.
import { spawn, type ChildProcess } from 'node:child_process';
import { test as base, type Browser, type Page } from '@playwright/test';
import { PHONE } from '../scripts/chromium.mjs';
import type { Launched } from '../server/standins/launch';
import { cspViolations, expect } from './fixtures';
import { seriousViolationsInBothSchemes } from './axe';
import { launchStandinsApp, signInThroughWallet, type StandinsApp } from './standinsApp';

const test = base;
test.use({ ...PHONE });

let app: StandinsApp | undefined;
let launched: Launched;
let ffmpeg: ChildProcess | null = null;

test.beforeAll(async () => {
  app = await launchStandinsApp({ live: true });
  launched = app.launched;
});

test.afterAll(async () => {
  ffmpeg?.kill('SIGKILL');
  await app?.dispose();
});

/**
 * ffmpeg pushing generated video and sound to `url` in real time, as an encoder does, until killed
 * (at most two minutes, should nothing kill it), in 4:2:0 as OBS and phones send it (testsrc's own
 * pixels would make it 4:4:4). What it says is kept, for a push that fails.
 */
function push(url: string): { child: ChildProcess; said: () => string } {
  let said = '';
  const child = spawn('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440',
    '-t', '120', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15', '-c:a', 'aac', '-f', 'flv', url,
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
  return { child, said: () => said };
}

const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** A person on their own phone (a browser context of their own), signed in to demo through the wallet stand-in. */
async function phoneOf(browser: Browser, persona: 'owner' | 'member') {
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  const violations = cspViolations(page);
  await signInThroughWallet(page, launched, 'demo', persona);
  return { context, page, violations };
}

/** The stream page's own tools, for someone with an admin's authority. */
const streamTools = (page: Page) => page.getByRole('region', { name: 'Stream tools' });

test('the owner starts a stream and pushes to its publish URL through nginx; a member opens it and the video plays', async ({ browser }) => {
  const owner = await phoneOf(browser, 'owner');
  const member = await phoneOf(browser, 'member');
  try {
    await owner.page.goto(`${launched.server}/#/demo/stream`);
    const tools = streamTools(owner.page);
    await tools.getByRole('textbox', { name: 'Title' }).fill('Live through nginx');
    await tools.getByRole('button', { name: 'Start the stream' }).click();
    await owner.page.getByRole('dialog', { name: 'Start a stream' }).getByRole('button', { name: 'Start the stream' }).click();
    await expect(tools.getByRole('button', { name: 'Stop the stream' })).toBeVisible();

    // The publish URL the server signed, on nginx's RTMP application, as the owner would paste it into OBS.
    await tools.getByRole('button', { name: 'Get the publish URL' }).click();
    const shown = tools.locator('code').first();
    await expect(shown).toHaveText(new RegExp(`^${launched.live!.rtmpBase}/demo-[0-9a-f]{8}\\?expires=\\d+&sign=[0-9a-f]{32}$`));
    const publishUrl = (await shown.textContent())!;
    const key = new URL(publishUrl.replace(/^rtmp:/, 'http:')).pathname.split('/').pop()!;
    const encoder = push(publishUrl);
    ffmpeg = encoder.child;

    // nginx takes the push once the server says yes (its on_publish callback) and writes the HLS
    // under the push key. The member opens the stream once a segment is listed: the server gives
    // out that playlist only from the publish on (before it, a member would be given one that is
    // never written; see the report in the commit).
    const playlist = `${launched.live!.hlsBase}/${key}.m3u8`;
    await expect.poll(async () => {
      if (ended(encoder.child)) throw new Error(`ffmpeg's push ended:\n${encoder.said()}`);
      const res = await fetch(playlist);
      return res.ok ? res.text() : `HTTP ${res.status}`;
    }, { message: `the HLS playlist ${playlist}`, timeout: 30_000 }).toMatch(/\.ts$/m);

    await member.page.goto(`${launched.server}/#/demo/stream`);
    await expect(member.page.getByRole('heading', { level: 2, name: /Live through nginx/ })).toBeVisible();
    await expect(streamTools(member.page)).toHaveCount(0);
    const video = member.page.getByLabel('Live stream');
    // Playing: the pushed picture's frames decoded (not the sound alone) and the clock running past 0.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => ({
      picture: `${v.videoWidth}x${v.videoHeight}`,
      playing: v.readyState >= 2 && v.currentTime > 0 && v.getVideoPlaybackQuality().totalVideoFrames > 0,
    })), { message: 'the member\'s video playing', timeout: 30_000 }).toEqual({ picture: '320x240', playing: true });
    await expect(member.page.getByText('The stream could not be played.')).toHaveCount(0);
    // Through hls.js (a MediaSource's blob: URL), as in Chrome on Android: not Chrome's own HLS player.
    expect(await video.evaluate((v: HTMLVideoElement) => v.src.startsWith('blob:'))).toBe(true);
    // Live: the LIVE mark and the player's own controls, not the native ones with their seek bar.
    await expect(member.page.getByText('LIVE', { exact: true })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
    await expect(member.page.getByRole('group', { name: 'Player controls' }).getByRole('button', { name: 'Unmute' })).toBeVisible();
    expect(await seriousViolationsInBothSchemes(member.page, 'the live player')).toEqual([]);

    // Stopping the stream drops the publisher at nginx (LIVE_CONTROL_URL): the push ends, long
    // before its two minutes.
    await tools.getByRole('button', { name: 'Stop the stream' }).click();
    await owner.page.getByRole('dialog', { name: 'Stop the stream' }).getByRole('button', { name: 'Stop the stream' }).click();
    await expect(tools.getByRole('button', { name: 'Start the stream' })).toBeVisible();
    await expect.poll(() => ended(encoder.child), { message: 'the push dropped', timeout: 30_000 }).toBe(true);
    // The member's page, left as it was, notices within seconds (issue 26 point 7): the player gives way to the end.
    await expect(member.page.getByRole('heading', { name: 'The live has ended.' })).toBeVisible({ timeout: 10_000 });
    await expect(member.page.getByLabel('Live stream')).toHaveCount(0);
    expect(await seriousViolationsInBothSchemes(member.page, 'the stream page after the live ended')).toEqual([]);

    expect(owner.violations, 'Content-Security-Policy violations').toEqual([]);
    expect(member.violations, 'Content-Security-Policy violations').toEqual([]);
  } finally {
    await owner.context.close();
    await member.context.close();
  }
});
