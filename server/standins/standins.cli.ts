import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchStandins, liveVideoMissing } from './launch';
import { appBuildEnvForStandins } from './standins.env';

// npm run start:standins (issue 23 point 9): the server with the sandbox off, running the real
// adapters, and the outside parties' stand-ins on a port of their own, on one database seeded with
// the demo groups; the app built to send people to the stand-ins' pages (the wallet's sign-in and
// pay pages, WeChat's, the captcha). PORT (8080), STANDINS_PORT (8090), DATABASE (data/standins.db).
// Live video through a real nginx when Debian's nginx and libnginx-mod-rtmp are installed, lecturers
// pushing to RTMP_PORT (1935) and HLS on HLS_PORT (8091); STANDINS_LIVE=off goes without it, =on
// insists on it.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const standinsPort = Number(process.env.STANDINS_PORT ?? 8090);
const database = resolve(ROOT, process.env.DATABASE ?? 'data/standins.db');
const staticDir = join(ROOT, 'dist-standins');
const standins = `http://127.0.0.1:${standinsPort}`;

const liveSetting = process.env.STANDINS_LIVE ?? 'auto';
if (!['auto', 'on', 'off'].includes(liveSetting)) {
  console.error(`STANDINS_LIVE must be auto, on or off, not ${liveSetting}`);
  process.exit(1);
}
const missing = liveSetting === 'off' ? '' : liveVideoMissing();
if (liveSetting === 'on' && missing) {
  console.error(`STANDINS_LIVE=on: live video needs Debian's nginx and libnginx-mod-rtmp (missing: ${missing})`);
  process.exit(1);
}
const live = liveSetting === 'off' || missing
  ? undefined
  : { rtmpPort: Number(process.env.RTMP_PORT ?? 1935), httpPort: Number(process.env.HLS_PORT ?? 8091) };

mkdirSync(dirname(database), { recursive: true });
const build = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', staticDir], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...appBuildEnvForStandins(standins) },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const launched = await launchStandins({ port, standinsPort, database, staticDir, echo: true, live });
process.stdout.write(`\nThe server, SANDBOX off: ${launched.server}/#/demo — its parties are the stand-ins at ${launched.standins}/sandbox\n`);
process.stdout.write(launched.live
  ? `Live video through nginx: push to ${launched.live.rtmpBase}/… (the stream page's publish URL), HLS at ${launched.live.hlsBase} (STANDINS_LIVE=off: without)\n`
  : `No live video (${missing ? `missing: ${missing}` : 'STANDINS_LIVE=off'})\n`);
const quit = () => void launched.stop().then(() => process.exit(0));
process.on('SIGINT', quit);
process.on('SIGTERM', quit);
