// The host apps a newcomer arrives in (issue 10, point 16). A Chinese WeChat user with a fresh
// browser profile meets Chinese from the first screen, and the sandbox's WeChat sign-in it passes
// through speaks Chinese too (point 14); a plain browser's default payment channel is one that
// completes in the browser. Inside the wallet app the checkout opens on the wallet channel, and
// outside WeChat WeChat Pay leads to the open-in-WeChat prompt: both in e2e/joining.spec.ts (g).
import type { Page } from '@playwright/test';
import { PERSONA_NAMES, WECHAT_USER_AGENT, expect, openGroup, payOnSandboxPage, resetServer, sandboxPersonaButton, test } from './fixtures';

const DEMO = { id: 'demo', name: 'Demo Academy', permanentCode: 'DEMOPERM', inviter: PERSONA_NAMES.owner };
const SLOW = { timeout: 20_000 };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** WeChat on a phone set to Chinese: its user agent names the language, as WeChat's does. */
const CHINESE_WECHAT = WECHAT_USER_AGENT.replace(/Language\/\w+/, 'Language/zh_CN');

/** A dialog that greets once after a login, if it comes (within a few seconds): put away with its button. */
async function putAway(page: Page, name: RegExp, button: RegExp): Promise<boolean> {
  const dialog = page.getByRole('dialog', { name });
  try {
    await dialog.waitFor({ state: 'visible', timeout: 5_000 });
  } catch {
    return false;
  }
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toHaveCount(0);
  return true;
}

/** The one-time hello after a login, if the app still shows one, in whichever language. */
const acknowledgeHello = (page: Page) => putAway(page, /^(Hello, |你好，)/, /^(Continue|继续)$/);

for (const browserLocale of ['zh-CN', 'en-US']) {
  test.describe(`a Chinese WeChat user with an empty profile, browser language ${browserLocale}`, () => {
    test.use({ userAgent: CHINESE_WECHAT, locale: browserLocale });

    test('sees Chinese from the login screen, on WeChat\'s sign-in page, and back in the group', async ({ page }) => {
      await openGroup(page, DEMO.id);
      // The very first screen: the login screen, in Chinese, with nothing left in English.
      const login = page.getByRole('region', { name: `登录 ${DEMO.name}` }).or(page.getByRole('heading', { name: `登录 ${DEMO.name}` }));
      await expect(login.first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      const wechatLogin = page.getByRole('button', { name: '使用微信登录' });
      await expect(wechatLogin).toBeVisible();
      await expect(page.locator('#app')).not.toContainText(/Log in|Sign in|Join/);

      // WeChat's sign-in (the sandbox's stand-in) speaks Chinese too.
      await wechatLogin.click();
      await page.waitForURL(/\/sandbox\/wechat\/authorize\?/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('heading', { level: 1, name: `登录 ${DEMO.name}` })).toBeVisible();
      await expect(page.getByText('沙盒微信', { exact: true })).toBeVisible();
      await expect(page.locator('body')).not.toContainText(/Sign in to|Pick who you are|Requested access/);
      await sandboxPersonaButton(page, 'member').click();

      // Back in the group as a member, still in Chinese (the welcome sheet, when it greets, too).
      await page.waitForURL((url) => url.hash.startsWith(`#/${DEMO.id}`) && !url.hash.includes('/auth/'), SLOW);
      await acknowledgeHello(page);
      // The member's welcome sheet, if it greets, is in Chinese too.
      await putAway(page, new RegExp(`^欢迎来到${DEMO.name}！?$`), /^以后再说$/);
      await expect(page.getByRole('heading', { name: DEMO.name, exact: true })).toBeVisible(SLOW);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('link', { name: '课程', exact: true }).first()).toBeVisible();
      // Signed in: the login call to action has gone.
      await expect(page.getByRole('button', { name: '使用微信登录' })).toHaveCount(0);
    });
  });
}

test('in a plain browser, the checkout\'s default channel completes in the browser: pay with it as it is', async ({ page }) => {
  await openGroup(page, DEMO.id);
  await page.getByRole('button', { name: /^log in/i }).or(page.getByRole('link', { name: /^log in/i })).first().click();
  await page.waitForURL(/\/sandbox\/mixin\/authorize/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await sandboxPersonaButton(page, 'pending').click();
  await page.waitForURL((url) => url.hash.startsWith(`#/${DEMO.id}`) && !url.hash.includes('/auth/'), SLOW);

  await acknowledgeHello(page);
  const payToJoin = page.getByRole('button', { name: 'Pay to join' });
  const field = page.getByRole('textbox', { name: /^Invitation code/ });
  await field.fill(DEMO.permanentCode);
  await field.blur();
  await expect(page.getByText(DEMO.inviter).first()).toBeVisible();
  await payToJoin.click();

  // Neither WeChat Pay (WeChat only) nor the wallet (its app only) is the default here.
  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  const chosen = sheet.getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).not.toHaveAccessibleName(/WeChat Pay|Wallet/);
  await sheet.getByRole('button', { name: /^Pay / }).click();

  // The default channel's page opens in this very browser and the payment goes through.
  await page.waitForURL(/\/sandbox\/(alipay|reborn)\/pay/, SLOW);
  await payOnSandboxPage(page);
  await page.waitForURL(/#\/demo\/checkout\/result\?order_id=/, SLOW);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible(SLOW);
});
