// Community journeys on a phone against the reference server (issue 11, point 11): (a) a member
// posts a discussion with an image, another member of staff replies, an admin sticks it, and it
// shows first in everyone's feed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, phoneOf, resetServer, test } from './fixtures';

const GROUP = 'demo';
const SLIDE = new URL('../server/seed/media/slide.jpg', import.meta.url);

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const feed = (page: Page) => page.getByRole('list', { name: 'Discussions' });

test('(a) a member posts with an image, another replies, an admin sticks it, it shows first', async ({ browser, baseURL }) => {
  const text = `Study group on Sundays? ${Date.now()}`;
  const member = await phoneOf(browser, baseURL, GROUP, 'member');
  const { page } = member;
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Discussions' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/discussions$`));
  await expect(feed(page).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();

  await page.getByLabel('Text').fill(text);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add an image' }).click();
  await (await chooser).setFiles({ name: 'slide.jpg', mimeType: 'image/jpeg', buffer: readFileSync(fileURLToPath(SLIDE)) });
  // As a person would, posting once the image has uploaded: pressed while it still uploads, Post only
  // says to wait for it (a toast), and a loaded machine once kept the journey waiting on that.
  await expect(page.getByText('slide.jpg')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/discussions/[0-9a-f-]{36}$`));
  const postUrl = new URL(page.url()).hash;
  const article = page.getByRole('article');
  await expect(article).toContainText(text);
  const image = article.getByRole('img', { name: 'Image 1' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Not stuck yet: the three seeded stuck posts lead the feed.
  await page.goto(`/#/${GROUP}/discussions`);
  await expect(feed(page).getByRole('listitem').first()).not.toContainText(text);

  const lecturer = await phoneOf(browser, baseURL, GROUP, 'lecturer');
  await lecturer.page.goto(`/${postUrl}`);
  // The post's own page (the home, with its feed's cards, stays up while the discussion chunk comes).
  await expect(lecturer.page.getByLabel('Your reply')).toBeVisible();
  await expect(lecturer.page.getByRole('article')).toContainText(text);
  await lecturer.page.getByLabel('Your reply').fill('Count me in!');
  await lecturer.page.getByRole('button', { name: 'Reply' }).click();
  await expect(lecturer.page.getByRole('list', { name: 'Replies' })).toContainText('Count me in!');

  const admin = await phoneOf(browser, baseURL, GROUP, 'admin');
  await admin.page.goto(`/${postUrl}`);
  await expect(admin.page.getByRole('list', { name: 'Replies' })).toContainText('Count me in!');
  await admin.page.getByRole('button', { name: 'Pin to top' }).click();
  await expect(admin.page.getByRole('button', { name: 'Unpin' })).toBeVisible();

  await page.goto(`/#/${GROUP}/discussions`);
  await page.reload();
  const first = feed(page).getByRole('listitem').first();
  await expect(first).toContainText(text);
  await expect(first).toContainText('Pinned');
  await expect(first).toContainText('1 reply');

  await Promise.all([member.context.close(), lecturer.context.close(), admin.context.close()]);
});
