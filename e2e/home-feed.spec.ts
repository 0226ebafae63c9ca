// The member's home is a feed of what is new (issue 26 point 3), on a phone against the reference
// server: a post another member just wrote shows at the top of the home marked New, and its one
// action opens it; in a group with nothing new the home says what to do first.
import { discussionCalls } from '../contract/api/discussion';
import { PHONE } from '../scripts/chromium.mjs';
import { seriousViolationsInBothSchemes } from './axe';
import { accessTokenOf, callPath, expect, expectNoHello, loginAs, openGroup, phoneOf, resetServer, test } from './fixtures';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test.use({ ...PHONE, locale: 'en-US' });

test('a member sees the post another member just wrote marked New at the top of the home, and opens it', async ({ page, browser, baseURL }) => {
  await loginAs(page, 'demo', 'member', { direct: true });
  await expectNoHello(page);

  // The lecturer, on her own phone, writes a post.
  const lecturer = await phoneOf(browser, baseURL, 'demo', 'lecturer');
  const token = await accessTokenOf(lecturer.page, 'demo');
  const written = await lecturer.page.request.post(callPath('demo', discussionCalls.create), {
    data: { content: 'Fresh from the lecturer\nWho is coming on Friday?' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(written.ok(), await written.text()).toBe(true);
  const postId = ((await written.json()) as { data: { discussion_id: string } }).data.discussion_id;
  await lecturer.context.close();

  // Back to the home from another screen: it asks for the feed again.
  await openGroup(page, 'demo', 'courses');
  await expect(page.getByRole('heading', { name: 'Courses' }).first()).toBeVisible();
  await openGroup(page, 'demo');
  const feed = page.getByRole('region', { name: "What's new" });
  const card = feed.getByRole('article', { name: 'Fresh from the lecturer' });
  await expect(card).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card).toContainText('Who is coming on Friday?');
  // The quick links come below the feed.
  await expect(page.getByRole('navigation', { name: 'Explore the group' })).toBeVisible();
  expect(await seriousViolationsInBothSchemes(page, '#/demo (feed)', { include: '.home-feed' })).toEqual([]);

  await card.getByRole('link', { name: 'Open post' }).click();
  await expect(page).toHaveURL(new RegExp(`#/demo/discussions/${postId}$`));
  // The post's own page, not the home still up while its chunk comes.
  await expect(page.getByLabel('Your reply')).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Fresh from the lecturer');
});

test('in a group with nothing new, the home says what to do first', async ({ page }) => {
  await loginAs(page, 'free', 'member', { direct: true });
  await expectNoHello(page);
  await openGroup(page, 'free');
  const start = page.getByRole('region', { name: 'Get started' });
  await expect(start).toBeVisible();
  await expect(start).toContainText('Nothing new here yet.');
  await expect(start.getByRole('link', { name: 'Introduce yourself' })).toBeVisible();
  expect(await seriousViolationsInBothSchemes(page, '#/free (get started)', { include: '.home-feed' })).toEqual([]);
});
