// What the journeys against the stand-ins share (standins.spec.ts, live.standins.spec.ts): the app
// built to send people to the stand-ins' pages, the stand-ins and the server with the sandbox off
// started on it as `npm run start:standins` starts them, and signing in through the wallet
// stand-in's authorize page as a person does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { launchStandins, type Launched } from '../server/standins/launch';
import { appBuildEnvForStandins } from '../server/standins/standins.env';
import { freePort } from '../server/test/child-server';
import { sandboxPersonaButton, type PersonaKey } from './fixtures';

export type StandinsApp = { launched: Launched; dispose: () => Promise<void> };

/**
 * Builds the app for the stand-ins into a new temporary folder and launches both processes on it,
 * on free ports; with `live`, nginx with the RTMP module too (launchStandins' `live`). `dispose`
 * stops them and removes the folder.
 */
export async function launchStandinsApp(options: { live?: boolean } = {}): Promise<StandinsApp> {
  const folder = mkdtempSync(join(tmpdir(), 'groups-standins-e2e-'));
  let launched: Launched | undefined;
  const dispose = async () => {
    await launched?.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const [port, standinsPort] = [await freePort(), await freePort()];
    const live = options.live ? { rtmpPort: await freePort(), httpPort: await freePort() } : undefined;
    const dist = join(folder, 'dist');
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--logLevel', 'error'], {
      env: { ...process.env, ...appBuildEnvForStandins(`http://127.0.0.1:${standinsPort}`) },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`the app did not build for the stand-ins:\n${build.stderr}`);
    launched = await launchStandins({
      port, standinsPort, database: join(folder, 'app.db'), staticDir: dist, standinsEnv: { PAYMENT_CONFIRM_DELAY_MS: '0' }, live,
    });
    return { launched, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Signs in to `group` on the server as a person does: its login button, the wallet stand-in's authorize page, back in the app. */
export async function signInThroughWallet(page: Page, launched: Launched, group: string, persona: PersonaKey): Promise<void> {
  await page.goto(`${launched.server}/#/${group}`);
  await page.getByRole('button', { name: /^log in/i }).or(page.getByRole('link', { name: /^log in/i })).first().click();
  await page.waitForURL((url) => url.origin === launched.standins && url.pathname === '/sandbox/mixin/authorize');
  await sandboxPersonaButton(page, persona).click();
  await page.waitForURL((url) => url.origin === launched.server && url.hash.startsWith(`#/${group}`) && !url.hash.includes('/auth/'), { timeout: 20_000 });
}
