// Member management in the admin portal against the reference server (issue 14 point 2, journeys (c),
// (d) and (h) of point 7): the admin makes a member a lecturer from the member's page, reached from
// the portal's "Members" entry, and the member can then create a course (on a phone and on a
// 1280×800 screen); the admin blocks a member, who then sees the banned screen; a member opening
// the portal is refused (on a phone). Only the portal's own layout changes at 1280×800 (its
// sections beside the list); the member's page, the banned screen and the refusal are the phone's
// column, wider. (c) at 1280×800 goes the way (d) goes in the portal (its list, "Members") and on
// to its events section, so (d) and (h) run on a phone only (issue 22: they ran at both sizes).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, loginAs, phoneOf, resetServer, test } from './fixtures';

const GROUP = 'demo';
/** The member persona: Mia Member, "Mia" in demo (her nickname), Mixin ID 37000004. */
const MIA = { name: 'Mia', identity: '37000004' };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

type Screen = 'phone' | 'desktop';
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** A person signed in on a device of their own: a 360×640 phone or a 1280×800 screen. */
async function deviceOf(browser: Browser, baseURL: string | undefined, persona: 'admin' | 'member', screen: Screen): Promise<{ context: BrowserContext; page: Page }> {
  if (screen === 'phone') return phoneOf(browser, baseURL, GROUP, persona);
  const context = await browser.newContext({ ...DESKTOP, locale: 'en-US', baseURL });
  const page = await context.newPage();
  await loginAs(page, GROUP, persona, { direct: true });
  return { context, page };
}

/** From the admin portal's "Members" entry to Mia's page, found by her Mixin ID. */
async function openMiaFromPortal(page: Page): Promise<void> {
  await page.goto(`/#/${GROUP}/admin`);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Members/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/members$`));
  await page.getByRole('searchbox', { name: 'Search members' }).fill(MIA.identity);
  await page.getByRole('link', { name: new RegExp(`^${MIA.name} Mixin ID ${MIA.identity}`) }).click();
  await expect(page.getByRole('heading', { name: 'Mia Member' })).toBeVisible();
}

async function confirmIn(page: Page, question: RegExp, button: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: button }).click();
}

async function lecturerJourney(browser: Browser, baseURL: string | undefined, screen: Screen): Promise<void> {
  const adam = await deviceOf(browser, baseURL, 'admin', screen);
  const mia = await deviceOf(browser, baseURL, 'member', screen);
  try {
    // Before: the member may not create a course.
    await mia.page.goto(`/#/${GROUP}/courses/create`);
    await expect(mia.page.getByText('Only lecturers, admins and the owner can open this page.')).toBeVisible();

    // The admin makes her a lecturer (confirmed, toasted, the page updated).
    await openMiaFromPortal(adam.page);
    const role = adam.page.getByRole('region', { name: 'Role' });
    await expect(role.getByRole('radio')).toHaveCount(2);
    await role.getByRole('radio', { name: 'Lecturer' }).check();
    await role.getByRole('button', { name: 'Change role' }).click();
    await confirmIn(adam.page, /Make Mia a lecturer\?/, 'Change role');
    await expect(adam.page.getByText('Mia is now a lecturer')).toBeVisible();
    await expect(adam.page.getByText('Lecturer', { exact: true }).first()).toBeVisible();

    // The lecturer now creates a course.
    await mia.page.reload();
    const title = `Mia's first course ${Date.now()}`;
    await mia.page.getByRole('textbox', { name: 'Title' }).fill(title);
    await mia.page.getByRole('textbox', { name: 'Description' }).fill('What I learnt in a month of the group.');
    await mia.page.getByRole('button', { name: 'Create course' }).click();
    await mia.page.waitForURL(new RegExp(`#/${GROUP}/courses/[^/]+/edit/messages$`));
    await expect(mia.page.getByRole('heading', { name: `Messages of ${title}` })).toBeVisible();

    // The portal's events list says who did it.
    await adam.page.goto(`/#/${GROUP}/admin/group_events`);
    await expect(adam.page.getByText('Adam Admin made Mia Member a lecturer')).toBeVisible();
  } finally {
    await adam.context.close();
    await mia.context.close();
  }
}

test('(c) the admin sets a member as lecturer; the lecturer can now create a course (phone)', async ({ browser, baseURL }) => {
  await lecturerJourney(browser, baseURL, 'phone');
});

test.describe('at 1280×800', () => {
  test('(c) the admin sets a member as lecturer; the lecturer can now create a course', async ({ browser, baseURL }) => {
    await lecturerJourney(browser, baseURL, 'desktop');
  });
});

test('(d) the admin blocks a member, who then sees the banned screen (360×640)', async ({ browser, baseURL }) => {
  const adam = await deviceOf(browser, baseURL, 'admin', 'phone');
  const mia = await deviceOf(browser, baseURL, 'member', 'phone');
  try {
    await expect(mia.page.getByRole('heading', { name: 'You are banned from this group' })).toHaveCount(0);

    await openMiaFromPortal(adam.page);
    await adam.page.getByRole('region', { name: 'Block' }).getByRole('button', { name: 'Block' }).click();
    await confirmIn(adam.page, /Block Mia\? They are shut out of the group until you unblock them/, 'Block');
    await expect(adam.page.getByText('Mia is blocked')).toBeVisible();
    await expect(adam.page.getByRole('region', { name: 'Restrictions now' })).toContainText('Blocked: sees the banned notice.');

    // The member's next visit: the banned screen, not the group.
    await mia.page.reload();
    await expect(mia.page.getByRole('heading', { name: 'You are banned from this group' })).toBeVisible();
    await expect(mia.page.getByText(/An admin has banned your account here/)).toBeVisible();
  } finally {
    await adam.context.close();
    await mia.context.close();
  }
});

test('(h) a member opening #/demo/admin is refused (360×640)', async ({ browser, baseURL }) => {
  const { context, page } = await deviceOf(browser, baseURL, 'member', 'phone');
  try {
    await page.goto(`/#/${GROUP}/admin`);
    await expect(page.getByText('Only admins and the owner can open this page.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Members/ })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
