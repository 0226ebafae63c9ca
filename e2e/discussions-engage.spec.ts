// Discussions people engage with, on a phone against the reference server (issue 26 point 4): a
// member likes a post and a reply, answers the reply (shown under it, quoting it) and sends the post's
// author kudos from the post, paying on the sandbox wallet page as the other kudos journeys do; an
// admin features the post and the feed's Featured filter shows it.
import { PHONE } from '../scripts/chromium.mjs';
import { expect, loginAs, expectNoHello, payOnSandboxPage, phoneOf, resetServer, test } from './fixtures';

const GROUP = 'demo';
/** The lecturer (server/sandbox/personas.ts), author of post 2 (server/seed/discussions.ts). */
const LECTURER_ID = '00000000-0000-4000-8000-000000000003';
const POST_ID = '70000000-0000-4000-8000-000000000002';
const POST_TEXT = '大家好！刚加入这个社群，请问新手应该先看哪门课程？';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test.use({ ...PHONE, locale: 'en-US' });

test('a member likes a post and a reply, answers the reply and sends its author kudos; an admin features it', async ({ page, browser, baseURL }) => {
  await loginAs(page, GROUP, 'member', { direct: true });
  await expectNoHello(page);

  await page.goto(`/#/${GROUP}/discussions`);
  await page.getByRole('link', { name: new RegExp(POST_TEXT) }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/discussions/${POST_ID}$`));
  await expect(page.getByRole('article')).toContainText(POST_TEXT);
  // The post's actions, under it: like, kudos, share.
  const actions = page.locator('.discussion-screen__actions');

  await actions.getByRole('button', { name: 'Like, 0 likes' }).click();
  await expect(actions.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');

  // The first reply's like, and an answer to it.
  const replies = page.getByRole('list', { name: 'Replies' });
  const first = replies.getByRole('listitem').first();
  await first.getByRole('button', { name: 'Like, 0 likes' }).click();
  await expect(first.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
  // Its author: the admin, Adam in this group.
  const firstAuthor = 'Adam';
  await first.getByRole('button', { name: `Reply to ${firstAuthor}` }).click();
  const box = page.getByLabel(`Your reply to ${firstAuthor}`);
  await expect(box).toBeFocused();
  await box.fill('Good point, thank you!');
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(page.getByText('Reply posted')).toBeVisible();
  // Under the reply it answers, quoting it.
  const answer = replies.getByRole('listitem').nth(1);
  await expect(answer).toContainText('Good point, thank you!');
  await expect(answer.locator('blockquote')).toContainText(`${firstAuthor} wrote:`);

  // The likes are the server's: still there after a reload.
  await page.reload();
  await expect(actions.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
  await expect(replies.getByRole('listitem').first().getByRole('button', { name: 'Like, 1 like' })).toBeVisible();

  // Kudos to the post's author: the form opens with her chosen; a preset amount, then Send and pay.
  await actions.getByRole('link', { name: 'Send kudos to Prof. Lena' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/tip/send\\?to=${LECTURER_ID}$`));
  await expect(page.getByRole('heading', { name: 'Lena Lecturer' })).toBeVisible();
  await page.getByRole('group', { name: 'Amount' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kudos waiting for payment' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the wallet' }).click();
  await payOnSandboxPage(page);
  await page.waitForURL((url) => url.hash === `#/${GROUP}/tip/rank`);

  // An admin features the post; the feed's Featured filter then lists it.
  const admin = await phoneOf(browser, baseURL, GROUP, 'admin');
  try {
    await admin.page.goto(`/#/${GROUP}/discussions/${POST_ID}`);
    await admin.page.getByRole('button', { name: 'Feature', exact: true }).click();
    await expect(admin.page.getByRole('button', { name: 'Unfeature' })).toBeVisible();
    await expect(admin.page.getByRole('article').getByText('Featured', { exact: true })).toBeVisible();
  } finally {
    await admin.context.close();
  }
  await page.goto(`/#/${GROUP}/discussions`);
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Featured' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/discussions\\?filter=featured$`));
  const featured = page.getByRole('list', { name: 'Discussions' });
  await expect(featured.getByRole('link', { name: new RegExp(POST_TEXT) })).toBeVisible();
  await expect(featured.getByRole('link', { name: /Community rules/ })).toHaveCount(0);
});
