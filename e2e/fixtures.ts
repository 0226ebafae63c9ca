// What the journeys share: `test`, whose every worker runs its own reference server, and helpers
// that drive the server's sandbox controls and log in through the sandbox wallet the way a person
// would. Journeys import `test` and `expect` from here, not from @playwright/test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { fillPath, type Call } from '../contract/api/call';
import { groupCalls } from '../contract/api/group';
import { PHONE } from '../scripts/chromium.mjs';
import { startServer, stopServer } from '../scripts/reference-server.mjs';
import { E2E_PORT, E2E_STATIC_DIR, workerPort } from './env';
import { serverKeeper } from './serverKeeper';

export { expect };

/** A worker's reference server, as tests see it. */
export interface ReferenceServer {
  baseURL: string;
  /**
   * Stops the server at once (SIGKILL: a crash, nothing flushed on the way out), waits `downMs`,
   * and starts it again on the same port and database, as after a crash and a restart. Resolves
   * once it answers. `whileDown` runs while it is down (the test acts in the outage).
   */
  restart(options?: { downMs?: number; whileDown?: () => Promise<void> }): Promise<void>;
}

/**
 * Playwright's test with a reference server per worker: on E2E_PORT + the worker's parallel index,
 * a database in a new temporary folder (uploads go beside it), the sandbox on. `baseURL`, hence
 * `page` and `request`, point at it. The server stops, and the folder goes, when the worker ends.
 * A test asking for `referenceServer` can restart it (the chat's restart journey).
 */
export const test = base.extend<object, { referenceServer: ReferenceServer }>({
  referenceServer: [
    // Playwright reads the fixtures a fixture needs from its first parameter: none here.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = workerPort(workerInfo.parallelIndex);
      const label = `e2e worker ${workerInfo.parallelIndex} (E2E_PORT ${E2E_PORT} + ${workerInfo.parallelIndex})`;
      const folder = mkdtempSync(join(tmpdir(), 'groups-e2e-'));
      // Every server this worker starts is stopped when it ends, one still starting included.
      const servers = serverKeeper(async (spawned) => {
        const { child } = await startServer({
          label, port, database: join(folder, 'e2e.db'), dist: E2E_STATIC_DIR, timeoutMs: 60_000, onSpawn: spawned,
        });
        // Server errors (a failing route logs its stack) show up with the test that caused them.
        child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
        return child;
      }, (child) => stopServer(child as Parameters<typeof stopServer>[0]));
      try {
        let child = await servers.start();
        await use({
          baseURL: `http://127.0.0.1:${port}`,
          async restart({ downMs = 0, whileDown } = {}) {
            const exited = new Promise((resolve) => child.once('exit', resolve));
            child.kill('SIGKILL');
            await exited;
            if (whileDown) await whileDown();
            if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
            child = await servers.start();
          },
        });
      } finally {
        await servers.close();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ referenceServer }, use) => {
    await use(referenceServer.baseURL);
  },
  // Every journey also checks the Content-Security-Policy (issue 9, point 5): Chromium reports
  // whatever it blocked on the console, on the app and on the sandbox pages alike.
  page: async ({ page }, use) => {
    const violations = cspViolations(page);
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** What Chromium reports it blocked under the Content-Security-Policy on this page from now on. */
export function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

export type PersonaKey = 'owner' | 'admin' | 'lecturer' | 'member' | 'pending' | 'banned' | 'new';

/** Full names the sandbox gives its personas (server/sandbox/personas.ts). */
export const PERSONA_NAMES: Record<Exclude<PersonaKey, 'new'>, string> = {
  owner: 'Olivia Owner',
  admin: 'Adam Admin',
  lecturer: 'Lena Lecturer',
  member: 'Mia Member',
  pending: 'Pat Pending',
  banned: 'Ben Banned',
};

async function control(request: APIRequestContext, path: string, data?: unknown): Promise<void> {
  // The controls take JSON bodies only; reset's is empty.
  const response = await request.post(`/sandbox/control/${path}`, { data: data ?? {} });
  expect(response.ok(), `POST /sandbox/control/${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** Puts the server back to its seeded state: demo data, no maintenance, default token lifetime. */
export async function resetServer(request: APIRequestContext): Promise<void> {
  await control(request, 'reset');
}

/** Forces a group's maintenance mode on or off (every API call then answers 100500). */
export async function setMaintenance(request: APIRequestContext, group: string, on: boolean): Promise<void> {
  await control(request, 'maintenance', { group, on });
}

/** Sets the lifetime of access tokens issued from now on, in seconds; null restores the default. */
export async function setTokenTtl(request: APIRequestContext, seconds: number | null): Promise<void> {
  await control(request, 'token-ttl', { seconds });
}

/** Opens a group's home, e.g. `#/demo`. */
export async function openGroup(page: Page, group: string, path = ''): Promise<void> {
  await page.goto(`/#/${group}${path ? `/${path}` : ''}`);
}

/**
 * The address of a declared call (contract/api) in a group, for what a journey asks the server
 * itself or waits for: `/api/groups/demo/chat/messages`.
 */
export function callPath(group: string, declared: Call<string, any, any, any, any, any>, params: Record<string, string> = {}): string {
  return `/api/groups/${encodeURIComponent(group)}${fillPath(declared.path, params)}`;
}

/**
 * Logs in as a sandbox persona. By default as a person would: open the group, press the login
 * call to action, pick the persona on the sandbox wallet page. `direct` skips the group page and
 * opens the sandbox authorisation URL with `persona=` (faster; for tests about something else).
 */
export async function loginAs(
  page: Page,
  group: string,
  persona: PersonaKey,
  options: { direct?: boolean } = {},
): Promise<void> {
  if (options.direct) {
    const info = await page.request.get(callPath(group, groupCalls.public));
    expect(info.ok()).toBe(true);
    const { data } = (await info.json()) as { data: { client_id: string; mixin_oauth_scope?: string } };
    // Back to this worker's server: the one that just answered.
    const returnTo = `${new URL(info.url()).origin}/#/${group}/auth/mixin/callback`;
    const query = new URLSearchParams({
      client_id: data.client_id,
      scope: data.mixin_oauth_scope ?? 'PROFILE:READ',
      return_to: returnTo,
      persona,
    });
    await page.goto(`/sandbox/mixin/authorize?${query.toString()}`);
  } else {
    await openGroup(page, group);
    await loginCallToAction(page).click();
    await page.waitForURL(/\/sandbox\/mixin\/authorize/);
    await sandboxPersonaButton(page, persona).click();
  }
  // Back in the app, past the OAuth callback.
  await page.waitForURL((url) => url.hash.startsWith(`#/${group}`) && !url.hash.includes('/auth/'), { timeout: 15_000 });
}

/** The access token the app keeps for a group (src/lib/session.ts, `session.tokens`), or null. */
export function accessTokenOf(page: Page, group: string): Promise<string | null> {
  return page.evaluate((g) => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) || '';
      if (key.indexOf('session.tokens') < 0) continue;
      const match = new RegExp(`"${g}"\\s*:\\s*"([^"]+)"`).exec(localStorage.getItem(key) || '');
      if (match) return match[1];
    }
    return null;
  }, group);
}

/** The guest's login call to action on a group page ("Log in to join" or "Log in"). */
export function loginCallToAction(page: Page) {
  return page.getByRole('button', { name: /^log in/i }).or(page.getByRole('link', { name: /^log in/i })).first();
}

/** A persona's entry on the sandbox wallet page (a button or link carrying the persona's name). */
export function sandboxPersonaButton(page: Page, persona: PersonaKey) {
  const name = persona === 'new' ? /new/i : new RegExp(PERSONA_NAMES[persona]);
  return page.getByRole('button', { name }).or(page.getByRole('link', { name })).first();
}

// --- joining and paying (e2e/joining.spec.ts) ---

/** A WeChat-type browser on Android: the app offers WeChat sign-in and WeChat Pay's bridge there. */
export const WECHAT_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/en';

export type NftOutcome = 'success' | 'none' | 'autherr';

/** What the sandbox NFT check finds for a persona of a group (or everyone without their own entry), after `delayMs`. */
export async function setNftOutcome(
  request: APIRequestContext,
  options: { group: string; persona?: Exclude<PersonaKey, 'new'>; outcome: NftOutcome; delayMs?: number | null },
): Promise<void> {
  await control(request, 'nft', {
    group: options.group,
    persona: options.persona,
    outcome: options.outcome,
    delay_ms: options.delayMs ?? null,
  });
}

/**
 * After a login no dialog greets the person on the way in (issue 10: the welcome sheet, on the
 * home of someone who has just joined, is the one greeting): the screen behind the guard is free.
 */
export async function expectNoHello(page: Page): Promise<void> {
  await expect(page.locator('#app')).not.toBeEmpty();
  await expect(page.getByRole('dialog', { name: /^Hello, / })).toHaveCount(0);
}

/** A person on their own phone (a browser context of their own), on this worker's server, signed in. */
export async function phoneOf(
  browser: Browser, baseURL: string | undefined, group: string, persona: Exclude<PersonaKey, 'new'>, locale = 'en-US',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, locale, baseURL });
  const page = await context.newPage();
  await loginAs(page, group, persona, { direct: true });
  await expectNoHello(page);
  return { context, page };
}

/** On a sandbox provider's pay page (wallet, WeChat H5, Alipay, reborn): checks what is charged and pays. */
export async function payOnSandboxPage(page: Page, amount?: RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
  if (amount) await expect(page.locator('.amount')).toHaveText(amount);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

/**
 * Holds the app's entry script until `release()` is called, so a test sees what paints before it
 * runs: index.html, its inline theme script and the boot placeholder.
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
