// Badges on a phone against the reference server (issue 11, point 11 journey (f)): a guest opens a
// badge share link without logging in and sees the badge, its holder and the poster drawn for it;
// a member seals a badge on the (sandbox) chain and sees it light up.
import { PHONE } from '../scripts/chromium.mjs';
import { expect, expectNoHello, loginAs, resetServer, test } from './fixtures';

const GROUP = 'demo';
/** The owner (server/sandbox/personas.ts) and the fixed share key of her sealed badge (server/seed/badges.ts). */
const OWNER_ID = '00000000-0000-4000-8000-000000000001';
const OWNER_SHARE_KEY = 'demoOwnerFirstDiscussion0';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test.use({ ...PHONE, locale: 'en-US' });

test('(f) a guest opens a badge share link without login', async ({ browser, baseURL }) => {
  // A fresh context: no session, no stored token.
  const context = await browser.newContext({ ...PHONE, locale: 'en-US', baseURL });
  const page = await context.newPage();
  try {
    await page.goto(`/#/${GROUP}/badge/share?a=${OWNER_ID}&b=${OWNER_SHARE_KEY}`);
    await expect(page.getByRole('heading', { name: 'First discussion' })).toBeVisible();
    await expect(page.getByText('Earned by Olivia Owner')).toBeVisible();
    await expect(page.getByText(/in Demo Academy/)).toBeVisible();
    await expect(page.getByText('Sealed on chain', { exact: true })).toBeVisible();

    // The poster is drawn on the client: the canvas has content once the QR encoder has run.
    const poster = page.getByRole('img', { name: /^Poster of the badge First discussion earned by Olivia Owner/ });
    await expect(poster).toBeVisible();
    await expect(poster).toHaveAttribute('data-state', 'ready');
    const inked = await poster.evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 60 && data[i + 1]! < 60 && data[i + 2]! < 60) dark += 1;
      return dark;
    });
    expect(inked).toBeGreaterThan(1000);
    await expect(page.getByRole('button', { name: 'Save image' })).toBeEnabled();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save image' }).click();
    expect((await download).suggestedFilename()).toBe('badge-first_discussion.png');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();

    // Nobody asked the guest to log in.
    await expect(page.getByRole('button', { name: /^log in/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^log in/i })).toHaveCount(0);
    expect(page.url()).toContain('/badge/share?');

    // A wrong key names nothing.
    await page.goto(`/#/${GROUP}/badge/share?a=${OWNER_ID}&b=not-a-key`);
    await expect(page.getByText('This badge link is not valid.')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a member seals a badge on the chain and sees it lighted', async ({ page }) => {
  await loginAs(page, GROUP, 'member', { direct: true });
  await expectNoHello(page);
  await page.goto(`/#/${GROUP}/me`);
  await page.getByRole('link', { name: 'Badges' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${GROUP}/badge$`));
  await page.getByRole('link', { name: /Kudos giver/ }).click();
  await expect(page.getByRole('heading', { name: 'Kudos giver' })).toBeVisible();

  await page.getByRole('button', { name: 'Seal on chain' }).click();
  await expect(page.getByText('Sealing on chain…', { exact: true })).toBeVisible();
  // The sandbox chain confirms after CHAIN_SEAL_DELAY_MS; the screen polls every 3 s.
  await expect(page.getByText(/^Sealed on chain on /)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('code')).toHaveText(/^0x[0-9a-f]{64}$/);

  await page.getByRole('link', { name: 'Share' }).click();
  await expect(page).toHaveURL(/#\/demo\/badge\/share\?a=.+&b=.+/);
  await expect(page.getByText('Earned by Mia Member')).toBeVisible();
});
