// Helpers shared by the journeys: drive the reference server's sandbox controls and log in
// through the sandbox wallet the way a person would.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';

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
    const info = await page.request.get(`/api/groups/${group}/public`);
    expect(info.ok()).toBe(true);
    const { data } = (await info.json()) as { data: { client_id: string; mixin_oauth_scope?: string } };
    const returnTo = `${E2E_BASE_URL}/#/${group}/auth/mixin/callback`;
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

/** The guest's login call to action on a group page ("Log in to join" or "Log in"). */
export function loginCallToAction(page: Page) {
  return page.getByRole('button', { name: /^log in/i }).or(page.getByRole('link', { name: /^log in/i })).first();
}

/** A persona's entry on the sandbox wallet page (a button or link carrying the persona's name). */
export function sandboxPersonaButton(page: Page, persona: PersonaKey) {
  const name = persona === 'new' ? /new/i : new RegExp(PERSONA_NAMES[persona]);
  return page.getByRole('button', { name }).or(page.getByRole('link', { name })).first();
}
