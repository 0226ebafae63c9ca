// axe (WCAG 2 A and AA rules) as the journeys run it: the serious and critical violations on the
// page as it is, one line each, in one colour scheme or in both. The axe sweep (e2e/a11y.spec.ts)
// and the journeys that check a screen they reach use it.
//
// axe's source (550 KB) goes into a document once: the app moves from screen to screen by the hash
// without reloading, so later audits of the same page only run it. Injecting it for every audit,
// and finishing every run in a new blank page as @axe-core/playwright does outside its legacy
// mode, was most of the sweep's time (issue 22: about 3.3 s of 4.5 s a screen on a loaded
// machine, axe.run itself 0.6 s). Legacy mode runs axe.run in the page, same-origin frames included.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type Scheme = 'light' | 'dark';
export const otherScheme = (scheme: Scheme): Scheme => (scheme === 'light' ? 'dark' : 'light');

/**
 * The rules of WCAG 2 A and AA whose outcome can change with the colour scheme. The app's schemes
 * differ in colours only (custom properties under html[data-theme=dark], src/styles/theme.css, and
 * a group's custom colours): the other 63 rules judge the same document either way.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The scheme the phone is in now. */
export function schemeOf(page: Page): Promise<Scheme> {
  return page.evaluate(() => (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
}

/**
 * Puts the phone in a colour scheme, as its dark mode switching on or off. The app follows the
 * system's scheme through a media query listener: its root's data-theme says when it has.
 */
export async function setScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  if ((await page.locator('#app').count()) > 0) await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
}

/** Whether every frame of the page already has axe. */
async function axeEverywhere(page: Page): Promise<boolean> {
  for (const frame of page.frames()) {
    const has = await frame.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object').catch(() => false);
    if (!has) return false;
  }
  return true;
}

/**
 * Serious and critical violations on the page as it is now, one line each, prefixed with `where`.
 * `rules` runs only those rules (else every WCAG 2 A and AA rule); `include` audits that part only.
 */
export async function seriousViolations(page: Page, where: string, options: { rules?: string[]; include?: string } = {}): Promise<string[]> {
  // Colours are judged as they end: a toast fading in, or the colours after a switch of scheme, is half-way for 200 ms.
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect && a.effect.getTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => undefined))));
  // axeSource 'void 0': the builder's own injection then does nothing, axe being there already.
  let builder = (await axeEverywhere(page)) ? new AxeBuilder({ page, axeSource: 'void 0' }) : new AxeBuilder({ page });
  builder = options.rules ? builder.withRules(options.rules) : builder.withTags(['wcag2a', 'wcag2aa']);
  if (options.include) builder = builder.include(options.include);
  const result = await builder.setLegacyMode(true).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) — ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 90)}`).join(' | ')}`);
}

/** A digest of the document's body: whether switching the scheme changed anything but colours. */
function bodyDigest(page: Page): Promise<string> {
  return page.evaluate(() => {
    const html = document.body.innerHTML;
    let h = 5381;
    for (let i = 0; i < html.length; i++) h = ((h << 5) + h + html.charCodeAt(i)) | 0;
    return `${html.length}:${h}`;
  });
}

/**
 * The page audited in the scheme it is in, then switched to the other scheme (as a phone's dark
 * mode turning on or off while the screen is open) and audited again. In the app, where the
 * schemes differ in colours only, the second audit runs the colour rules, or every rule if the
 * switch changed the document; a page outside the app (the sandbox's) gets every rule both times.
 * The page is left in the other scheme.
 */
export async function seriousViolationsInBothSchemes(page: Page, where: string, options: { include?: string } = {}): Promise<string[]> {
  const first = await schemeOf(page);
  const found = await seriousViolations(page, `${where} (${first})`, options);
  const inApp = (await page.locator('#app').count()) > 0;
  const before = inApp ? await bodyDigest(page) : null;
  await setScheme(page, otherScheme(first));
  const coloursOnly = inApp && (await bodyDigest(page)) === before;
  found.push(...(await seriousViolations(page, `${where} (${otherScheme(first)})`, { ...options, rules: coloursOnly ? COLOUR_RULES : undefined })));
  return found;
}
