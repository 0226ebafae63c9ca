import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchStandins } from './launch';

// npm run start:standins (issue 23 point 9): the server with the sandbox off, running the real
// adapters, and the outside parties' stand-ins on a port of their own, on one database seeded with
// the demo groups; the app built to send people to the stand-ins' pages (the wallet's sign-in and
// pay pages, WeChat's, the captcha). PORT (8080), STANDINS_PORT (8090), DATABASE (data/standins.db).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const standinsPort = Number(process.env.STANDINS_PORT ?? 8090);
const database = resolve(ROOT, process.env.DATABASE ?? 'data/standins.db');
const staticDir = join(ROOT, 'dist-standins');
const standins = `http://127.0.0.1:${standinsPort}`;

mkdirSync(dirname(database), { recursive: true });
const build = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', staticDir], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_OAUTH_BASE: `${standins}/sandbox/mixin`,
    VITE_WECHAT_OAUTH_BASE: `${standins}/sandbox/wechat`,
    VITE_PAY_BASE: `${standins}/sandbox/mixin/pay`,
    VITE_CAPTCHA_BASE: `${standins}/sandbox/captcha`,
    VITE_REBORN_PAY_BASE: `${standins}/sandbox/reborn/pay`,
  },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const launched = await launchStandins({ port, standinsPort, database, staticDir, echo: true });
process.stdout.write(`\nThe server, SANDBOX off: ${launched.server}/#/demo — its parties are the stand-ins at ${launched.standins}/sandbox\n`);
const quit = () => void launched.stop().then(() => process.exit(0));
process.on('SIGINT', quit);
process.on('SIGTERM', quit);
