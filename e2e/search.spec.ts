// Search on a phone in Chinese against the reference server (issue 11, point 11 journey (b)): a
// member searches a Chinese word and finds a discussion and a course, the word marked in the post.
import { PHONE } from '../scripts/chromium.mjs';
import { expect, expectNoHello, loginAs, resetServer, test } from './fixtures';

const GROUP = 'demo';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test.use({ ...PHONE, locale: 'zh-CN' });

test('(b) a member searches a Chinese word and finds a discussion and a course', async ({ page }) => {
  await loginAs(page, GROUP, 'member', { direct: true });
  await expectNoHello(page);
  const tabs = page.getByRole('navigation', { name: '栏目' });

  // Discussions: "稳定币" (stable coin) is in one seeded post (server/seed/discussions.ts).
  await tabs.getByRole('link', { name: '讨论' }).click();
  const feed = page.getByRole('list', { name: '讨论' });
  await expect(feed.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索帖子' }).fill('稳定币');
  await expect(feed.getByRole('listitem')).toHaveCount(1);
  const post = feed.getByRole('listitem').first();
  await expect(post).toContainText('关于稳定币的课程讲得非常清楚');
  await expect(post.locator('mark')).toHaveText('稳定币');

  // Courses: the word is in the Chinese half of the "Stable coins" courses' descriptions
  // (server/seed/courses.ts); a new search ranks by best match.
  await tabs.getByRole('link', { name: '课程' }).click();
  await page.getByRole('searchbox', { name: '搜索课程' }).fill('稳定币');
  const courses = page.getByRole('list', { name: '课程' });
  await expect(page.getByRole('combobox', { name: '排序' })).toHaveValue('relevance');
  await expect(courses.getByRole('listitem').first()).toContainText('Stable coins');
  const titles = await courses.getByRole('listitem').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toContain('Stable coins');

  // Two characters are below the trigram index and still find the post.
  await tabs.getByRole('link', { name: '讨论' }).click();
  const box = page.getByRole('searchbox', { name: '搜索帖子' });
  await box.fill('');
  await box.fill('防骗');
  await expect(feed.getByRole('listitem')).toHaveCount(1);
  await expect(feed.getByRole('listitem').first()).toContainText('我整理了一份防骗清单');
});
