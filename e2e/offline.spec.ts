// Issue 26 point 1 on a phone: the network drops, a tab switch keeps the app with the tab's last
// view and a notice, a screen never opened says it comes when the network does, and everything
// refreshes once the connection is back — never the browser's own "no internet" page.
import { discussionCalls } from '../contract/api/discussion';
import { accessTokenOf, callPath, expect, loginAs, resetServer, test } from './fixtures';

const GROUP = 'demo';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('offline, the tabs keep their last view with a notice, and refresh when the network is back', async ({ page, context, request }) => {
  await loginAs(page, GROUP, 'member', { direct: true });
  const tabs = page.getByRole('navigation', { name: 'Sections' });
  const notice = page.getByRole('status').filter({ hasText: "You're offline" });

  // Online: the discussions tab once, then home.
  await tabs.getByRole('link', { name: 'Discussions', exact: true }).click();
  // In the discussions list itself: the home's feed shows the same pinned post.
  const feed = page.getByRole('list', { name: 'Discussions' });
  const pinned = feed.getByText('Welcome, everyone! Please read the community rules');
  await expect(pinned).toBeVisible();
  await tabs.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Latest courses' })).toBeVisible();

  await context.setOffline(true);
  await expect(notice).toHaveText("You're offline. What was loaded stays; the rest comes when you're back.");
  // Someone posts meanwhile (the server is reachable for them).
  const token = await accessTokenOf(page, GROUP);
  const posted = await request.post(callPath(GROUP, discussionCalls.create), {
    headers: { authorization: `Bearer ${token}` },
    data: { content: 'Posted while you were on the train' },
  });
  expect(posted.ok(), await posted.text()).toBe(true);

  // The discussions tab: its last view, no error, the app still there.
  await tabs.getByRole('link', { name: 'Discussions', exact: true }).click();
  await expect(page).toHaveURL(/#\/demo\/discussions$/);
  await expect(pinned).toBeVisible();
  await expect(notice).toBeVisible();
  await expect(page.getByText('error', { exact: true })).toHaveCount(0);
  await expect(feed.getByText('Posted while you were on the train')).toHaveCount(0);

  // The courses tab, never opened: its screen cannot come yet; the bar and the notice say why.
  await tabs.getByRole('link', { name: 'Courses', exact: true }).click();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();

  // Back online: the courses screen comes, and the discussions refresh with the new post.
  await context.setOffline(false);
  await expect(page.getByRole('searchbox', { name: 'Search courses' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Discussions', exact: true }).click();
  await expect(feed.getByText('Posted while you were on the train')).toBeVisible();
  await expect(pinned).toBeVisible();
});
