// Learning and live, each a whole journey on a phone against the reference server (issue 4,
// point 14): (a) a member finds a course, plays its audio at 1.5×, favourites it and comes back to
// the list where it was; (b) a guest meets a members-only course and is led to join, and reads a
// public one without logging in; (c) a lecturer writes a course on the phone and a member sees it
// in the order the lecturer chose; (d) an admin goes live, a member follows the spotlight to the
// stream, and the spotlight goes when the stream stops. Journey (e), scrolling 500 courses of the
// benchmark seed on a throttled CPU, is scripts/perf-courses.mjs (its own server and seed).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { PHONE } from '../scripts/chromium.mjs';
import {
  expectNoHello, expect, loginAs, loginCallToAction, openGroup, resetServer, sandboxPersonaButton, test,
  type PersonaKey,
} from './fixtures';

// Seeded by server/seed/courses.ts and server/seed/live.ts.
const GROUP = 'demo';
const GROUP_NAME = 'Demo Academy';
const COURSE = {
  /** Newest course, members-only and free, one message of every kind (an audio message among them). */
  showcase: { id: '60000000-0000-4000-8000-000000000001', title: 'Getting started 1', tag: 'Basics' },
  /** Public: opens without login. */
  open: { id: '60000000-0000-4000-8000-000000000002', title: 'Keeping keys safe 1' },
  /** The 14th newest: far enough down the unfiltered list to need scrolling on a phone. */
  deep: { title: 'Fees explained 2' },
};
/** Search matches "Getting started 1" … "Getting started 6"; Basics keeps 1 and 4 of them. */
const SEARCH = { q: 'Getting started', tag: 'Basics', matches: ['Getting started 1', 'Getting started 4'], others: 'Getting started 2' };
const MEDIA_DIR = new URL('../server/seed/media/', import.meta.url);

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** Logs a persona in through the sandbox wallet; none of them has just joined, so nothing greets them. */
async function signIn(page: Page, persona: Exclude<PersonaKey, 'new'>): Promise<void> {
  await loginAs(page, GROUP, persona, { direct: true });
  await expectNoHello(page);
}

/** A long-time member's home greets them with nothing (issue 10: only someone who has just joined gets the welcome sheet). */
async function expectNoWelcome(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: GROUP_NAME })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A second person on their own phone, beside the first, on the same server (this worker's). */
async function secondPhone(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, locale: 'en-US', baseURL });
  return { context, page: await context.newPage() };
}

const courseList = (page: Page) => page.getByRole('list', { name: 'Courses' });
const courseLink = (page: Page, title: string) => courseList(page).getByRole('link', { name: new RegExp(`^${title}\\b`) });
const courseHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });
const courseContent = (page: Page) => page.getByRole('region', { name: 'Course content' });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Picks a file for the uploader whose button carries `name`, as a person would through the file chooser. */
async function chooseFile(page: Page, scope: Locator, name: string, file: string, mimeType: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name }).click();
  await (await chooser).setFiles({ name: file, mimeType, buffer: readFileSync(fileURLToPath(new URL(file, MEDIA_DIR))) });
}

test('(a) a member searches, filters by tag, plays audio at 1.5×, favourites the course, finds it in favourites and comes back to the same place', async ({ page }) => {
  await signIn(page, 'member');
  await expectNoWelcome(page);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/courses$`));
  // Newest first.
  await expect(courseList(page).getByRole('listitem').first()).toContainText(COURSE.showcase.title);

  // Search (debounced), then a tag from /course-tags/.
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(SEARCH.q);
  await expect(courseLink(page, SEARCH.others)).toBeVisible();
  await expect(courseList(page).getByRole('listitem')).toHaveCount(6);
  await page.getByRole('combobox', { name: 'Tag' }).selectOption(SEARCH.tag);
  await expect(courseList(page).getByRole('listitem')).toHaveCount(SEARCH.matches.length);
  for (const title of SEARCH.matches) await expect(courseLink(page, title)).toBeVisible();
  await expect(courseLink(page, SEARCH.others)).toHaveCount(0);

  await courseLink(page, COURSE.showcase.title).click();
  await expect(courseHeading(page, COURSE.showcase.title)).toBeVisible();

  // The first audio message plays at 1.5× (the speed is kept for every player and after a reload).
  const audio = courseContent(page).locator('audio').first();
  await expect(audio).toBeAttached();
  const player = courseContent(page).locator('.course-player').filter({ has: page.locator('audio') }).first();
  await player.getByRole('combobox', { name: 'Speed' }).selectOption({ label: '1.5×' });
  await audio.evaluate((el: HTMLAudioElement) => el.play());
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
  expect(await audio.evaluate((el: HTMLAudioElement) => ({ rate: el.playbackRate, paused: el.paused }))).toEqual({ rate: 1.5, paused: false });
  await audio.evaluate((el: HTMLAudioElement) => el.pause());

  // Favourite it, and find it in the favourites.
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await openGroup(page, GROUP, 'fav');
  await expect(page.getByRole('tab', { name: 'Courses', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Courses' }).getByRole('link', { name: new RegExp(`^${COURSE.showcase.title}\\b`) })).toBeVisible();

  // The speed stayed 1.5× on the course page after the visit elsewhere.
  await page.goBack();
  await expect(courseHeading(page, COURSE.showcase.title)).toBeVisible();
  await expect(courseContent(page).getByRole('combobox', { name: 'Speed' }).first()).toHaveValue('1.5');

  // Back on the list: the search stayed; clear it, scroll down, open a course and come back.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/courses$`));
  await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue(SEARCH.q);
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('');
  await expect(courseLink(page, COURSE.open.title)).toBeVisible();
  // The list has only the rows near the screen in the page (windowed): scroll down until the course
  // shows, in instant steps (a wheel scroll animates, and could end after `where` is read).
  const deep = courseLink(page, COURSE.deep.title);
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(deep).toBeInViewport({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
  // In the middle of the screen, clear of the bottom bar: the click then needs no scrolling of its
  // own (Playwright scrolls a covered target first, after `where` was read).
  await deep.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
  const where = await scrollY(page);
  await deep.click();
  await expect(courseHeading(page, COURSE.deep.title)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/courses$`));
  await expect.poll(() => scrollY(page)).toBe(where);
  await expect(deep).toBeInViewport();
});

test('(b) a guest opening a members-only course is led to join; a public course opens without login', async ({ page }) => {
  // A public course: its content without logging in.
  await openGroup(page, GROUP, `courses/${COURSE.open.id}`);
  await expect(courseHeading(page, COURSE.open.title)).toBeVisible();
  await expect(page.getByText('Public', { exact: true })).toBeVisible();
  await expect(courseContent(page)).toBeVisible();
  await expect(courseContent(page).getByText('Lesson 2: what we will cover today.')).toBeVisible();
  await expect(loginCallToAction(page)).toHaveCount(0);

  // A members-only course: the way in instead of the content.
  await openGroup(page, GROUP, `courses/${COURSE.showcase.id}`);
  await expect(page.getByText('This course is for group members. Log in to join the group and watch it.')).toBeVisible();
  await expect(courseContent(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/sandbox\/mixin\/authorize/);
  // Pat has signed in to demo before but never joined.
  await sandboxPersonaButton(page, 'pending').click();
  // Back on the course (a public route: no entry guard, so no hello here).
  await page.waitForURL((url) => url.hash === `#/${GROUP}/courses/${COURSE.showcase.id}`, { timeout: 15_000 });

  await expect(page.getByText('This course is for group members. Join the group to watch it.')).toBeVisible();
  await expect(courseContent(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Join the group' }).click();
  const join = page.getByRole('dialog', { name: 'Join the group' });
  await expect(join).toBeVisible();
  await expect(join.getByRole('button', { name: 'Pay to join' })).toBeVisible();
});

test('(c) a lecturer creates a course on a phone, adds text, image and audio, reorders, publishes; a member sees the new order', async ({ page, browser, baseURL }) => {
  const title = 'Cold storage in practice';
  const text = 'First, write the seed words on paper.';
  await signIn(page, 'lecturer');
  await openGroup(page, GROUP, 'courses/create');

  // The required fields are checked before anything is sent.
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByText('A title is required')).toBeVisible();
  await expect(page.getByText('A description is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Hardware, paper and the habits that keep keys safe.');
  await page.getByRole('button', { name: 'Create course' }).click();

  // A new course goes on to its messages.
  await page.waitForURL(new RegExp(`#/${GROUP}/courses/[^/]+/edit/messages$`));
  const courseId = /courses\/([^/]+)\/edit/.exec(page.url())![1];
  await expect(page.getByRole('heading', { name: `Messages of ${title}` })).toBeVisible();
  const composer = page.getByRole('form', { name: 'Add a message' });
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Move message \d+ up$/ }) });

  await composer.getByRole('radio', { name: 'Text' }).click();
  await composer.getByRole('textbox', { name: 'Text' }).fill(text);
  await composer.getByRole('button', { name: 'Add' }).click();
  await expect(rows).toHaveCount(1);

  await composer.getByRole('radio', { name: 'Image' }).click();
  await chooseFile(page, composer, 'Attachment', 'slide.jpg', 'image/jpeg');
  await expect(composer.getByRole('button', { name: 'Add' })).toBeEnabled();
  await composer.getByRole('button', { name: 'Add' }).click();
  await expect(rows).toHaveCount(2);

  await composer.getByRole('radio', { name: 'Audio' }).click();
  await chooseFile(page, composer, 'Attachment', 'tone.mp3', 'audio/mpeg');
  await expect(composer.getByRole('button', { name: 'Add' })).toBeEnabled();
  await composer.getByRole('button', { name: 'Add' }).click();
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('listitem', { name: 'Message 3' })).toContainText('Audio');

  // Audio to the top: two taps up.
  await page.getByRole('button', { name: 'Move message 3 up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Message 2' })).toContainText('Audio');
  await page.getByRole('button', { name: 'Move message 2 up' }).click();
  await expect(page.getByRole('listitem', { name: 'Message 1' })).toContainText('Audio');
  await expect(page.getByRole('listitem', { name: 'Message 2' })).toContainText('Text');
  await expect(page.getByRole('listitem', { name: 'Message 3' })).toContainText('Image');

  // Publish from the course settings.
  await page.getByRole('link', { name: 'Course settings' }).click();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish this course?' });
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // A member on another phone: the course, in the lecturer's order.
  const member = await secondPhone(browser, baseURL);
  try {
    await signIn(member.page, 'member');
    await openGroup(member.page, GROUP, `courses/${courseId}`);
    await expect(courseHeading(member.page, title)).toBeVisible();
    // The curriculum (issue 26 point 6): the audio is the one lesson, in the player; the text and
    // the image follow as the course's notes, in the lecturer's order.
    const content = courseContent(member.page);
    await expect(content.getByRole('list', { name: 'Lessons' }).getByRole('listitem')).toHaveCount(1);
    await expect(content.locator('audio')).toHaveCount(1);
    const noteParts = content.getByRole('region', { name: 'Course notes' }).locator(':scope > :not(h3)');
    await expect(noteParts).toHaveCount(2);
    await expect(noteParts.nth(0)).toHaveText(text);
    await expect(noteParts.nth(1)).toHaveAccessibleName('Open image');
  } finally {
    await member.context.close();
  }
});

test('(d) an admin starts a stream, a member follows the running spotlight to it, and it disappears when the admin stops', async ({ page, browser, baseURL }) => {
  const streamTitle = 'Friday markets live';
  await signIn(page, 'admin');
  await openGroup(page, GROUP, 'stream');
  const tools = page.getByRole('region', { name: 'Stream tools' });
  await expect(tools).toBeVisible();
  await tools.getByRole('textbox', { name: 'Title' }).fill(streamTitle);
  await tools.getByRole('button', { name: 'Start the stream' }).click();
  const startDialog = page.getByRole('dialog', { name: 'Start a stream' });
  await expect(startDialog).toContainText('Members will see the stream is live.');
  await startDialog.getByRole('button', { name: 'Start the stream' }).click();
  await expect(tools.getByRole('button', { name: 'Stop the stream' })).toBeVisible();

  const member = await secondPhone(browser, baseURL);
  try {
    const m = member.page;
    await signIn(m, 'member');
    await expectNoWelcome(m);
    const spotlight = m.getByRole('link', { name: /Live now/ });
    await expect(spotlight).toBeVisible();
    const timer = spotlight.locator('time');
    await expect(timer).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    const first = await timer.textContent();
    // Refreshed every second (§9).
    await expect(timer).not.toHaveText(first!, { timeout: 3_000 });
    await expect(timer).toHaveText(/^00:00:\d{2}$/);

    await spotlight.click();
    await expect(m).toHaveURL(new RegExp(`#/${GROUP}/streaming$`));
    await expect(m.getByRole('heading', { level: 2, name: new RegExp(streamTitle) })).toBeVisible();
    await expect(m.getByLabel('Live stream')).toBeVisible();
    await expect(m.getByRole('region', { name: 'Stream tools' })).toHaveCount(0);

    // The admin stops it: a stopped stream cannot be resumed, said before confirming.
    await tools.getByRole('button', { name: 'Stop the stream' }).click();
    const stopDialog = page.getByRole('dialog', { name: 'Stop the stream' });
    await expect(stopDialog).toContainText('A stopped stream cannot be resumed');
    await stopDialog.getByRole('button', { name: 'Stop the stream' }).click();
    await expect(tools.getByRole('button', { name: 'Start the stream' })).toBeVisible();

    // Back home, the member sees no spotlight any more.
    await m.goBack();
    await expect(m.getByRole('heading', { level: 2, name: GROUP_NAME })).toBeVisible();
    await expect(m.getByRole('heading', { name: 'Latest courses' })).toBeVisible();
    await expect(m.getByRole('link', { name: /Live now/ })).toHaveCount(0);
    await expect(m.locator('.stream-spotlight')).toHaveCount(0);
  } finally {
    await member.context.close();
  }
});
