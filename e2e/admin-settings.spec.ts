// The group's settings in the admin portal against the reference server (issue 14 point 1, journeys
// (a) and (b) of point 7), each on a 360×640 phone and on a 1280×800 screen: (a) the admin changes
// the theme colours and the member's app shows them after a reload, in light and in dark mode (the
// computed colour of a primary button); (b) the admin turns discussions off and the tab disappears
// for the member, and back on.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, loginAs, phoneOf, resetServer, test } from './fixtures';

const GROUP = 'demo';
const TEAL = 'rgb(0, 206, 183)';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

type Screen = 'phone' | 'desktop';

/** A person signed in on a device of their own: a 360×640 phone or a 1280×800 screen. */
async function deviceOf(browser: Browser, baseURL: string | undefined, persona: 'admin' | 'member', screen: Screen): Promise<{ context: BrowserContext; page: Page }> {
  if (screen === 'phone') return phoneOf(browser, baseURL, GROUP, persona);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', baseURL });
  const page = await context.newPage();
  await loginAs(page, GROUP, persona, { direct: true });
  return { context, page };
}

/** The member's profile form's Save: a primary button, filled with the group's colour. */
async function primaryButtonColours(page: Page): Promise<{ fill: string; text: string }> {
  const button = page.locator('.me-profile-form .ui-btn--primary');
  await expect(button).toBeVisible();
  return button.evaluate((el) => {
    const style = getComputedStyle(el);
    return { fill: style.backgroundColor, text: style.color };
  });
}

async function themeJourney(browser: Browser, baseURL: string | undefined, screen: Screen): Promise<void> {
  const adam = await deviceOf(browser, baseURL, 'admin', screen);
  const mia = await deviceOf(browser, baseURL, 'member', screen);
  try {
    await mia.page.goto(`/#/${GROUP}/me/profile`);
    expect((await primaryButtonColours(mia.page)).fill).toBe(TEAL);

    // The admin reaches the section from the portal's list.
    await adam.page.goto(`/#/${GROUP}/admin`);
    await adam.page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Theme/ }).click();
    await expect(adam.page).toHaveURL(new RegExp(`#/${GROUP}/admin/theme$`));
    const colours = adam.page.getByRole('region', { name: 'Primary colour' });
    const light = colours.getByRole('textbox', { name: 'Colour in light mode', exact: true });
    const dark = colours.getByRole('textbox', { name: 'Colour in dark mode', exact: true });
    await expect(light).toHaveValue('#00CEB7');

    // Not a colour: refused under the field, kept as typed, nothing saved.
    await light.fill('navy');
    await colours.getByRole('button', { name: 'Save colours' }).click();
    await expect(colours.getByRole('alert')).toHaveText('Enter a colour as # and six hex digits, like #00CEB7.');
    await expect(light).toHaveValue('navy');

    // The preview follows what is typed: the light mock's button in the new colour, white text on it.
    await light.fill('#1A237E');
    await dark.fill('#FFB300');
    const previewButton = (mode: 'light' | 'dark') => colours.locator(`figure[data-mode="${mode}"] .group-theme-preview__button`);
    await expect(previewButton('light')).toHaveCSS('background-color', 'rgb(26, 35, 126)');
    await expect(previewButton('light')).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(previewButton('dark')).toHaveCSS('background-color', 'rgb(255, 179, 0)');
    await colours.getByRole('button', { name: 'Save colours' }).click();
    await expect(adam.page.getByText('Saved', { exact: true })).toBeVisible();

    // The member's app after a reload: the primary button in the light colour, white text on it.
    await mia.page.reload();
    await expect.poll(() => primaryButtonColours(mia.page)).toEqual({ fill: 'rgb(26, 35, 126)', text: 'rgb(255, 255, 255)' });
    // In dark mode, the dark colour, with dark text on it.
    await mia.page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => primaryButtonColours(mia.page)).toEqual({ fill: 'rgb(255, 179, 0)', text: 'rgb(4, 32, 29)' });
    await mia.page.emulateMedia({ colorScheme: 'light' });

    // Reset to the default (confirmed): the member is back to the app's teal.
    await colours.getByRole('button', { name: 'Reset to default' }).click();
    await adam.page.getByRole('dialog').getByRole('button', { name: 'Reset to default' }).click();
    await expect(adam.page.getByText('Colours reset to the default')).toBeVisible();
    await expect(light).toHaveValue('#00CEB7');
    await mia.page.reload();
    await expect.poll(async () => (await primaryButtonColours(mia.page)).fill).toBe(TEAL);
  } finally {
    await adam.context.close();
    await mia.context.close();
  }
}

async function discussionsJourney(browser: Browser, baseURL: string | undefined, screen: Screen): Promise<void> {
  const adam = await deviceOf(browser, baseURL, 'admin', screen);
  const mia = await deviceOf(browser, baseURL, 'member', screen);
  try {
    const tabs = mia.page.getByRole('navigation', { name: 'Sections' });
    await mia.page.goto(`/#/${GROUP}`);
    await expect(tabs.getByRole('link', { name: 'Discussions' })).toBeVisible();

    await adam.page.goto(`/#/${GROUP}/admin/general`);
    const discussions = adam.page.getByRole('switch', { name: 'Discussions' });
    await expect(discussions).toBeChecked();
    await discussions.click();
    await expect(adam.page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(discussions).not.toBeChecked();

    await mia.page.reload();
    await expect(tabs.getByRole('link', { name: 'Courses' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Discussions' })).toHaveCount(0);

    // Back on: the tab returns.
    await discussions.click();
    await expect(discussions).toBeChecked();
    await mia.page.reload();
    await expect(tabs.getByRole('link', { name: 'Discussions' })).toBeVisible();
  } finally {
    await adam.context.close();
    await mia.context.close();
  }
}

test.describe('on a phone (360×640)', () => {
  test('(a) the admin changes the theme colours: the member\'s primary button takes them after a reload, light and dark', async ({ browser, baseURL }) => {
    await themeJourney(browser, baseURL, 'phone');
  });

  test('(b) the admin turns discussions off: the tab disappears for the member', async ({ browser, baseURL }) => {
    await discussionsJourney(browser, baseURL, 'phone');
  });
});

test.describe('at 1280×800', () => {
  test('(a) the admin changes the theme colours: the member\'s primary button takes them after a reload, light and dark', async ({ browser, baseURL }) => {
    await themeJourney(browser, baseURL, 'desktop');
  });

  test('(b) the admin turns discussions off: the tab disappears for the member', async ({ browser, baseURL }) => {
    await discussionsJourney(browser, baseURL, 'desktop');
  });
});
