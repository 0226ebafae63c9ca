#!/usr/bin/env node
// `npm run check:chrome73` (issue 24): the app on a real Chromium 73 (scripts/chrome73.mjs), the
// oldest engine it promises, against today's Chromium, over the main screens of a guest, a member
// and the owner, and the join journey. It fails on any script error, CSP violation, failed request
// or error answer in Chromium 73, on a screen whose layout there differs from today's (every shown
// element is matched by its place in the DOM: neighbours must stand the same way with the same
// space between them, text boxes, controls and images must have the same size; layoutDifferences),
// and on a flexbox gap or aspect-ratio left in the built CSS. Both engines get the same phone
// (360×640), the same user agent and the same data (one server), each screen a full page load.
//
//   npm run check:chrome73                      the check (the gate runs it after the build)
//   npm run check:chrome73 -- --shots DIR       also keeps both engines' screenshots of each screen
//   npm run check:chrome73 -- --only member     only the screens of one persona (guest, member, owner),
//                                               or only the journey (journey)
//
// The build (dist/) is served as `npm start` serves it; it is built first when missing.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import puppeteer from 'puppeteer-core';
import { ensureBuilt, loginUrl, ROOT, startServer, stopServer } from './reference-server.mjs';
import { launchOptions, PHONE_VIEWPORT, WEBVIEW_USER_AGENT } from './chrome73.mjs';

/**
 * How much the space between two neighbours may differ between the engines, in CSS pixels: the
 * smallest gap the app uses is 4 px, and rounding gives a pixel either way.
 */
export const SPACE_TOLERANCE_PX = 2;

/**
 * How much a box's width or height may differ: 3 px and 6%. The two engines shape the same fonts
 * with different HarfBuzz and Skia versions, and round line heights differently: a line of text
 * comes out a pixel taller or shorter, a paragraph a few.
 */
export const SIZE_TOLERANCE = (length) => 3 + 0.06 * length;

/**
 * The screens, by who opens them. A path is under `#/<group>/`; `follow` also opens the first link
 * on that screen whose hash (after the group) matches, so screens with an id need no fixed id (a
 * list of patterns follows one on each screen in turn).
 */
// An id, not one of the static paths beside it (discussions/post, coupons/mine, admin/article/new …).
const ID = '(?!(?:post|mine|create|new|share|product|title|qualify)(?:/|$))[\\w-]+';
const idRoute = (pattern) => new RegExp(`^${pattern.replace(':id', ID)}$`);

export const SCREENS = [
  { persona: 'guest', group: 'demo', paths: ['', 'courses'] },
  { persona: 'guest', group: 'free', paths: [''] },
  {
    persona: 'member',
    group: 'demo',
    paths: [
      '',
      { path: 'courses', follow: idRoute('courses/:id') },
      { path: 'discussions', follow: idRoute('discussions/:id') },
      'discussions/post',
      { path: 'checkin', follow: idRoute('checkin/:id/preview') },
      'coupons',
      { path: 'coupons/mine', follow: idRoute('coupons/:id') },
      { path: 'badge', follow: idRoute('badge/:id') },
      'invitations',
      'invitations/invitees',
      'me',
      'me/profile',
      'settings',
      'members',
      'tip/rank',
      'tip/send',
      'luckycoin/pack',
      'invoice',
      'invoice/title/add',
      'profit',
      'fav',
      { path: 'albums', follow: idRoute('albums/:id') },
    ],
  },
  {
    persona: 'owner',
    group: 'demo',
    paths: [
      'admin',
      'admin/general',
      'admin/coupon',
      'admin/course',
      { path: 'admin/article', follow: idRoute('admin/article/:id') },
      'admin/invitation',
      'admin/vaults',
      'admin/vaults/withdraw',
      'admin/user_stat',
      'admin/profit_stat',
      'admin/tip',
      'admin/payment',
      'admin/discussion',
      { path: 'checkin', follow: [idRoute('checkin/:id/preview'), idRoute('checkin/:id/statistics')] },
      'checkin/create',
      'courses/create',
      'stream',
    ],
  },
];

/** Requests that last as long as the page: a screen has settled without them. */
const LASTING = new Set(['websocket', 'eventsource', 'media']);

/** Answers an engine may get that are the app working as meant, each with why. */
const EXPECTED_ANSWERS = [];

// ---------------------------------------------------------------------------------------------
// In the page. These run in Chromium 73 too: no syntax it lacks (no `?.`, `??`).

/**
 * Every element shown (display, size, not hidden), in DOM order: its place in the DOM, its parent's
 * place, whether it is a box people read or press (it has text of its own, or is a control or an
 * image), whether it is out of the flow (absolute, fixed), a few words of its text and its box in
 * the document. And the links' hashes.
 */
function measureInPage() {
  var shown = [];
  var links = [];
  var scrollX = window.pageXOffset;
  var scrollY = window.pageYOffset;
  var control = /^(A|BUTTON|INPUT|SELECT|TEXTAREA|IMG|VIDEO|CANVAS|svg|LABEL)$/;
  function ownText(el) {
    var text = '';
    for (var c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 3) text += c.nodeValue;
    return text.replace(/\s+/g, ' ').trim();
  }
  function walk(el, parent, place) {
    var style = getComputedStyle(el);
    if (style.display === 'none') return;
    var rect = el.getBoundingClientRect();
    var own = ownText(el);
    if (style.visibility !== 'hidden' && style.opacity !== '0' && rect.width >= 1 && rect.height >= 1) {
      shown.push({
        place: place,
        parent: parent,
        box: own !== '' || control.test(el.tagName),
        video: el.tagName === 'VIDEO',
        flow: style.position !== 'absolute' && style.position !== 'fixed',
        text: (own || (el.textContent || '').replace(/\s+/g, ' ').trim() || el.getAttribute('aria-label') || el.tagName.toLowerCase()).slice(0, 32),
        x: rect.left + scrollX,
        y: rect.top + scrollY,
        w: rect.width,
        h: rect.height,
      });
    }
    if (el.tagName === 'A' && el.hash) links.push(el.hash);
    if (el.tagName === 'svg') return;
    // A closed <details> shows its summary only (today's engines keep the rest laid out, hidden).
    var closed = el.tagName === 'DETAILS' && !el.open;
    var i = 0;
    for (var c = el.firstElementChild; c; c = c.nextElementSibling) {
      var name = c.tagName.toLowerCase();
      if (!closed || name === 'summary') walk(c, place, place + '>' + name + i);
      i++;
    }
  }
  walk(document.body, '', 'body');
  return { shown: shown, links: links };
}

function settledInPage() {
  var app = document.getElementById('app');
  return document.readyState === 'complete'
    && app !== null && app.childElementCount > 0
    && document.querySelector('[aria-busy="true"]') === null;
}

function recordCspInPage() {
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', function (e) {
    window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI);
  });
}

// ---------------------------------------------------------------------------------------------

/** Each page's requests still loading. */
const inFlightOf = new WeakMap();

/** A browser of one engine, its pages by persona, and what went wrong in them. */
async function openEngine(engine) {
  const browser = await puppeteer.launch(launchOptions(engine));
  const version = await browser.version();
  const pages = new Map();
  let problems = [];
  async function page(persona, base, group) {
    if (pages.has(persona)) return pages.get(persona);
    const context = await browser.createIncognitoBrowserContext();
    const p = await context.newPage();
    await p.setViewport(PHONE_VIEWPORT);
    await p.setUserAgent(WEBVIEW_USER_AGENT);
    await p.evaluateOnNewDocument(recordCspInPage);
    const inFlight = new Set();
    inFlightOf.set(p, inFlight);
    p.on('pageerror', (e) => problems.push(`script error: ${String(e.message || e).split('\n')[0]}`));
    p.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text().slice(0, 200)}`);
    });
    // What a screen loads; not the connections it keeps open (its group socket) or streams (video).
    p.on('request', (r) => {
      if (!LASTING.has(r.resourceType())) inFlight.add(r);
    });
    p.on('requestfinished', (r) => {
      inFlight.delete(r);
      const status = r.response() && r.response().status();
      const expected = EXPECTED_ANSWERS.some((a) => a.status === status && a.url.test(r.url()));
      if (status >= 400 && !expected) problems.push(`${status} for ${r.method()} ${new URL(r.url()).pathname}`);
    });
    p.on('requestfailed', (r) => {
      inFlight.delete(r);
      const reason = r.failure() ? r.failure().errorText : 'failed';
      // A request the page itself dropped when it moved on (a navigation, a media range) is no failure.
      if (reason !== 'net::ERR_ABORTED') problems.push(`request failed (${reason}): ${r.method()} ${r.url()}`);
    });
    if (persona !== 'guest') {
      await p.goto(await loginUrl('chrome73', base, group, persona), { waitUntil: 'load' });
      await p.waitForFunction((g) => location.hash.indexOf(`#/${g}`) === 0 && location.hash.indexOf('/auth/') < 0, { timeout: 20_000 }, group);
    }
    pages.set(persona, p);
    return p;
  }
  return {
    engine,
    version,
    page,
    takeProblems() {
      const taken = problems;
      problems = [];
      return taken;
    },
    close: () => browser.close(),
  };
}

/** Opens a screen with a full page load and waits until it has settled. */
async function visit(page, url) {
  await page.goto('about:blank');
  // The page left may have sent its last tracking as a keepalive request, which the driver never
  // sees end: what the new screen loads is counted from here.
  inFlightOf.get(page).clear();
  // 'load', not network idle: a member's page keeps its group socket open.
  await page.goto(url, { waitUntil: 'load', timeout: 45_000 });
  await page.waitForFunction(settledInPage, { timeout: 30_000, polling: 100 });
  // Settled: nothing loading for half a second (a screen may fetch after its first answer).
  const started = Date.now();
  let quietSince = started;
  while (Date.now() - quietSince < 500) {
    if (inFlightOf.get(page).size > 0) quietSince = Date.now();
    if (Date.now() - started > 20_000) {
      const pending = [...inFlightOf.get(page)].map((r) => `${r.resourceType()} ${r.url()}`).join(', ');
      throw new Error(`still loading after 20 s: ${pending}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await page.evaluate(() => (document.fonts ? document.fonts.ready.then(() => true) : true));
  const measured = await page.evaluate(measureInPage);
  const csp = await page.evaluate(() => window.cspViolations || []);
  return { ...measured, csp };
}

/** How box b stands after box a, its sibling before it: below it, beside it, or overlapping it. */
export function relation(a, b) {
  if (b.y >= a.y + a.h - 1) return { kind: 'below', space: b.y - (a.y + a.h) };
  if (b.x >= a.x + a.w - 1) return { kind: 'beside', space: b.x - (a.x + a.w) };
  return { kind: 'overlapping', space: 0 };
}

/**
 * Where Chromium 73 lays a screen out differently from today's Chromium, from the top:
 * - a box people read or press (text, a control, an image) that today's shows and 73 does not,
 *   or shows another size beyond SIZE_TOLERANCE (a text a line taller, a cover without its ratio);
 * - two neighbouring siblings in the flow that stand otherwise — side by side today, stacked in 73
 *   (a flex row that did not apply), or overlapping — or with a space between them that differs by
 *   more than SPACE_TOLERANCE_PX (a lost gap: "Longest 613 check-ins").
 * Comparing neighbours rather than places on the page keeps a pixel of line height, which the two
 * engines' font shaping may differ by, from adding up down a page.
 */
export function layoutDifferences(old, today) {
  const oldAt = new Map(old.map((b) => [b.place, b]));
  const differences = [];
  for (const want of today) {
    if (!want.box) continue;
    const got = oldAt.get(want.place);
    if (!got) differences.push({ at: want, what: `"${want.text}" is not shown` });
    // Chromium 73's build here cannot decode H.264: its videos never learn their size.
    else if (want.video) continue;
    else if (Math.abs(got.w - want.w) > SIZE_TOLERANCE(want.w) || Math.abs(got.h - want.h) > SIZE_TOLERANCE(want.h)) {
      differences.push({ at: want, what: `"${want.text}" is ${size(got)}, today ${size(want)}` });
    }
  }
  const children = new Map();
  for (const b of today) {
    if (!b.flow) continue;
    if (!children.has(b.parent)) children.set(b.parent, []);
    children.get(b.parent).push(b);
  }
  for (const siblings of children.values()) {
    for (let i = 1; i < siblings.length; i++) {
      const [a, b] = [siblings[i - 1], siblings[i]];
      const [oldA, oldB] = [oldAt.get(a.place), oldAt.get(b.place)];
      if (!oldA || !oldB || !oldA.flow || !oldB.flow) continue;
      const want = relation(a, b);
      const got = relation(oldA, oldB);
      const pair = `"${a.text}" and "${b.text}"`;
      if (want.kind !== got.kind) differences.push({ at: b, what: `${pair} are ${got.kind}, today ${want.kind}` });
      else if (Math.abs(want.space - got.space) > SPACE_TOLERANCE_PX) {
        differences.push({ at: b, what: `${pair} are ${px(got.space)} apart, today ${px(want.space)}` });
      }
    }
  }
  return differences.sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x);
}

const px = (n) => `${Math.round(n * 10) / 10}px`;
const size = (b) => `${Math.round(b.w)}×${Math.round(b.h)}`;

const describe = (d) => `${d.what} (at ${Math.round(d.at.x)},${Math.round(d.at.y)})`;

/**
 * What the built stylesheets still ask of an engine newer than Chrome 73, the way the minifier left
 * them: a flexbox `gap` (a rule that makes a flex container and sets a gap; Chrome 84) or an
 * `aspect-ratio` (Chrome 88). The lint reads the sources; this reads what ships.
 */
export function builtCssProblems(css, file = '<css>') {
  const problems = [];
  postcss.parse(css).walkRules((rule) => {
    let flex = false;
    let gap = null;
    rule.walkDecls((decl) => {
      if (decl.parent !== rule) return;
      if (decl.prop === 'display' && /^(inline-)?flex$/.test(decl.value)) flex = true;
      if (decl.prop === 'gap' || decl.prop === 'row-gap' || decl.prop === 'column-gap') gap = decl;
      if (decl.prop === 'aspect-ratio') problems.push(`${file}: aspect-ratio in ${rule.selector}`);
    });
    if (flex && gap) problems.push(`${file}: flexbox ${gap.prop} in ${rule.selector}`);
  });
  return problems;
}

function checkBuiltCss(dist) {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .flatMap((f) => builtCssProblems(readFileSync(join(assets, f), 'utf8'), `assets/${f}`));
}

const shotName = (persona, group, path) => `${persona}-${group}-${path.replace(/\//g, '_') || 'home'}`;

/**
 * Opens one screen in both engines and says what is wrong with it in Chromium 73, and the screen
 * to open next when the entry follows a link.
 */
async function checkScreen({ old, today, oldPage, todayPage, url, entry, group, shots }) {
  let problems = [];
  let next = null;
  try {
    const [a, b] = await Promise.all([visit(oldPage, url), visit(todayPage, url)]);
    if (shots) {
      await oldPage.screenshot({ path: `${shots}.chrome73.png`, fullPage: true });
      await todayPage.screenshot({ path: `${shots}.today.png`, fullPage: true });
    }
    problems = old.takeProblems().concat(a.csp.map((c) => `CSP violation: ${c}`));
    const todayProblems = today.takeProblems().concat(b.csp.map((c) => `CSP violation: ${c}`));
    problems.push(...todayProblems.map((p) => `(today's Chromium) ${p}`));
    const differences = layoutDifferences(a.shown, b.shown);
    if (differences.length > 0) {
      problems.push(`${differences.length} layout differences, from the top:`);
      problems.push(...differences.slice(0, 6).map((d) => `  ${describe(d)}`));
    }
    if (typeof entry !== 'string' && entry.follow) {
      // A list follows a link on each screen in turn: the list, a task, the task's statistics.
      const [follow, ...then] = [].concat(entry.follow);
      const prefix = `#/${group}/`;
      const link = b.links.find((h) => h.indexOf(prefix) === 0 && follow.test(h.slice(prefix.length).split('?')[0]));
      if (!link) problems.push(`no link matching ${follow} to follow`);
      else next = then.length > 0 ? { path: link.slice(prefix.length), follow: then } : link.slice(prefix.length);
    }
  } catch (e) {
    problems = [`could not be opened: ${e.message.split('\n')[0]}`, ...old.takeProblems(), ...today.takeProblems()];
  }
  return { problems, next };
}

/** Signs the `new` persona in and joins demo with the permanent invitation code, paying with Alipay. */
async function joinJourney(old, base) {
  const page = await old.page('new', base, 'demo');
  const step = async (what, run) => {
    try {
      await run();
    } catch (e) {
      const shot = join(tmpdir(), 'chrome73-journey.png');
      await page.screenshot({ path: shot }).catch(() => {});
      throw new Error(`${what}: ${e.message.split('\n')[0]} (at ${page.url()}; the screen: ${shot})`, { cause: e });
    }
  };
  const clickText = (tag, text) => step(`press ${text}`, async () => {
    const xpath = `//${tag}[normalize-space(.)=${JSON.stringify(text)} and not(@disabled)]`;
    const el = await page.waitForXPath(xpath, { visible: true, timeout: 20_000 });
    // A DOM click, not a pointer one at the middle of where the button was: a sheet may still be
    // sliding in.
    await page.evaluate((e) => e.click(), el);
  });
  await page.goto(`${base}/#/demo?invitation_code=DEMOPERM`, { waitUntil: 'load' });
  await clickText('button', 'Use code');
  await clickText('button', 'Pay to join');
  await step('choose Alipay', async () => {
    const alipay = '//label[contains(., "Alipay")]';
    const label = await page.waitForXPath(alipay, { visible: true, timeout: 20_000 });
    await page.evaluate((e) => e.click(), label);
  });
  // The checkout's button carries the amount ('Pay ¥144.00'); the Alipay page's says 'Pay'.
  await step('press Pay <amount>', async () => {
    const el = await page.waitForXPath('//button[starts-with(normalize-space(.), "Pay ") and not(@disabled)]', { visible: true, timeout: 20_000 });
    await page.evaluate((e) => e.click(), el);
  });
  await step('reach Alipay', () => page.waitForFunction(() => location.pathname === '/sandbox/alipay/pay', { timeout: 20_000 }));
  await clickText('button', 'Pay');
  await step('see the payment succeed', async () => {
    await page.waitForFunction(() => /#\/demo\/checkout\/result/.test(location.hash), { timeout: 30_000 });
    await page.waitForXPath('//*[normalize-space(.)="Payment successful"]', { visible: true, timeout: 30_000 });
  });
  await clickText('a', 'Enter the group');
  await step('enter the group', () => page.waitForFunction(() => location.hash === '#/demo' || location.hash === '#/demo/home', { timeout: 20_000 }));
}

function parseArgs(argv) {
  const args = { shots: null, only: null };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--shots') args.shots = argv[++i];
    else if (argv[i] === '--only') args.only = argv[++i];
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const dist = join(ROOT, 'dist');
  ensureBuilt('check:chrome73', dist, false);
  const cssProblems = checkBuiltCss(dist);
  for (const p of cssProblems) console.log(`FAIL built CSS: ${p}`);
  const port = Number(process.env.CHROME73_PORT || 8877);
  const folder = mkdtempSync(join(tmpdir(), 'chrome73-'));
  const { child } = await startServer({ label: 'check:chrome73', port, database: join(folder, 'check.db'), dist });
  const base = `http://127.0.0.1:${port}`;
  if (args.shots) mkdirSync(args.shots, { recursive: true });
  const [old, today] = await Promise.all([openEngine('chrome73'), openEngine('today')]);
  console.log(`check:chrome73: ${old.version} against ${today.version}, ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height}`);
  const failures = [];
  let screens = 0;
  try {
    for (const { persona, group, paths } of SCREENS) {
      if (args.only && args.only !== persona) continue;
      const [oldPage, todayPage] = await Promise.all([old.page(persona, base, group), today.page(persona, base, group)]);
      const queue = [...paths];
      while (queue.length > 0) {
        const entry = queue.shift();
        const path = typeof entry === 'string' ? entry : entry.path;
        const url = `${base}/#/${group}${path ? `/${path}` : ''}`;
        const label = `${persona} #/${group}${path ? `/${path}` : ''}`;
        screens++;
        // Once more when it fails, as the journeys retry on CI: a difference the engines make
        // shows again, a screen caught mid-change (a socket's message) does not.
        const shots = args.shots && join(args.shots, shotName(persona, group, path));
        let { problems, next } = await checkScreen({ old, today, oldPage, todayPage, url, entry, group, shots });
        let note = '';
        if (problems.length > 0) {
          const again = await checkScreen({ old, today, oldPage, todayPage, url, entry, group, shots: null });
          if (again.problems.length === 0) note = ` (on its second opening; the first said: ${problems.join(' / ')})`;
          ({ problems, next } = again);
        }
        if (next) queue.unshift(next);
        console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${label}${note}`);
        for (const p of problems) console.log(`       ${p}`);
        if (problems.length > 0) failures.push(label);
      }
    }
    if (!args.only || args.only === 'journey') {
      try {
        await joinJourney(old, base);
        const problems = old.takeProblems();
        console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} journey: a new person joins demo with an invitation code and Alipay`);
        for (const p of problems) console.log(`       ${p}`);
        if (problems.length > 0) failures.push('join journey');
      } catch (e) {
        console.log(`FAIL journey: a new person joins demo with an invitation code and Alipay: ${e.message.split('\n')[0]}`);
        for (const p of old.takeProblems()) console.log(`       ${p}`);
        failures.push('join journey');
      }
    }
  } finally {
    await Promise.all([old.close(), today.close()]);
    await stopServer(child);
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(`check:chrome73: ${screens} screens${args.only ? '' : ' and the join journey'}, ${failures.length} failed; built CSS: ${cssProblems.length} rules Chrome 73 cannot use`);
  if (failures.length > 0 || cssProblems.length > 0) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
