// A course as a curriculum (issue 26 point 6), on a phone against the reference server: the member,
// part-way through the seeded curriculum, plays another lesson part-way, leaves, finds the course
// under "Continue learning" and comes back to the same lesson at the same second; marking a lesson
// done moves the progress bar, and the server keeps it.
import type { Page } from '@playwright/test';
import { courseCalls } from '../contract/api/course';
import { callPath, expect, expectNoHello, loginAs, openGroup, resetServer, test } from './fixtures';

// Seeded by server/seed/courses.ts: "Spotting scams 1", lessons of 12 s audio, 6 s video, 12 s audio,
// 6 s video and 12 s audio; the member has done the first and stopped the second at 0:03.
const GROUP = 'demo';
const CURRICULUM = { id: '60000000-0000-4000-8000-000000000005', title: 'Spotting scams 1' };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const content = (page: Page) => page.getByRole('region', { name: 'Course content' });
const lessons = (page: Page) => page.getByRole('list', { name: 'Lessons' });
const player = (page: Page, name: string) => content(page).getByLabel(name, { exact: true });
const timeOf = (page: Page, name: string) => player(page, name).evaluate((el: HTMLMediaElement) => el.currentTime);

test('a member resumes a lesson where they stopped, finds the course under Continue learning, and marks a lesson done', async ({ page }) => {
  await loginAs(page, GROUP, 'member', { direct: true });
  await expectNoHello(page);
  await openGroup(page, GROUP, `courses/${CURRICULUM.id}`);
  await expect(page.getByRole('heading', { level: 2, name: CURRICULUM.title })).toBeVisible();

  // The seeded progress: the second lesson, at 0:03, one lesson of five done.
  await expect(content(page).getByText('1 of 5 lessons · 20 %')).toBeVisible();
  await expect(player(page, 'Lesson 2: Spot the fake site')).toBeAttached();
  await expect.poll(() => timeOf(page, 'Lesson 2: Spot the fake site'), { timeout: 10_000 }).toBeGreaterThanOrEqual(2.9);
  await expect(content(page).locator('audio, video')).toHaveCount(1);
  await expect(lessons(page).getByRole('button', { name: /Spot the fake site/ })).toHaveAttribute('aria-current', 'true');
  await expect(content(page).getByText('0:48 in all')).toBeVisible();

  // A tap on the third lesson plays it in the one player; it stops part-way.
  await lessons(page).getByRole('button', { name: /Red flags in messages/ }).click();
  const third = player(page, 'Lesson 3: Red flags in messages');
  await expect(third).toBeAttached();
  await expect(content(page).locator('audio, video')).toHaveCount(1);
  await third.evaluate((el: HTMLMediaElement) => el.play());
  await expect.poll(() => timeOf(page, 'Lesson 3: Red flags in messages'), { timeout: 10_000 }).toBeGreaterThan(2);
  const saved = page.waitForResponse((r) => r.url().endsWith(callPath(GROUP, courseCalls.savePosition, { id: CURRICULUM.id, message: '63000000-0000-4000-0005-000000000004' })) && r.request().method() === 'PUT');
  await third.evaluate((el: HTMLMediaElement) => el.pause());
  expect((await saved).ok()).toBe(true);
  const stoppedAt = await timeOf(page, 'Lesson 3: Red flags in messages');

  // Leave for the course list: the course leads "Continue learning", the third lesson next.
  await openGroup(page, GROUP, 'courses');
  const strip = page.getByRole('region', { name: 'Continue learning' });
  await expect(strip).toBeVisible();
  const card = strip.getByRole('link', { name: new RegExp(CURRICULUM.title) });
  await expect(card).toContainText('Next: lesson 3 of 5 · 0:12');
  await card.click();

  // Back: the same lesson, at the same second.
  const again = player(page, 'Lesson 3: Red flags in messages');
  await expect(again).toBeAttached();
  await expect.poll(() => timeOf(page, 'Lesson 3: Red flags in messages'), { timeout: 10_000 }).toBeCloseTo(stoppedAt, 0);

  // Marked done by hand, the bar moves, and the server keeps it.
  await content(page).getByRole('button', { name: 'Lesson 3 done' }).click();
  await expect(content(page).getByText('2 of 5 lessons · 40 %')).toBeVisible();
  await expect(content(page).getByRole('button', { name: 'Lesson 3 done' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(content(page).getByText('2 of 5 lessons · 40 %')).toBeVisible();
});
