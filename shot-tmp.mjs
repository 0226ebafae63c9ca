import { chromium } from 'playwright';
import { CHROMIUM_ARGS, PHONE, journeyChromium } from './scripts/chromium.mjs';
const base = 'http://127.0.0.1:8792';
const browser = await chromium.launch({ executablePath: journeyChromium(), args: CHROMIUM_ARGS });
async function shot(persona, lang, scheme, path, act, name) {
  const ctx = await browser.newContext({ ...PHONE, locale: lang === 'zh' ? 'zh-CN' : 'en-US', colorScheme: scheme });
  const page = await ctx.newPage();
  const pub = await (await fetch(`${base}/api/groups/demo/public`)).json();
  const q = new URLSearchParams({ client_id: pub.data.client_id, scope: 'PROFILE:READ', return_to: '/#/demo/auth/mixin/callback', persona });
  await page.goto(`${base}/sandbox/mixin/authorize?${q}`);
  await page.waitForURL(/#\/demo\/(home|$)/, { timeout: 20000 }).catch(() => {});
  await page.goto(`${base}/#/demo/${path}`);
  await page.waitForLoadState('networkidle');
  await act(page);
  await page.screenshot({ path: `/tmp/shot/${name}.png` });
  await ctx.close();
}
await shot('member', 'en', 'light', 'coupons', async (p) => {
  await p.getByLabel('Coupon code').fill('NOPE123');
  await p.getByRole('button', { name: 'Claim', exact: true }).last().click();
  await p.getByRole('alert').first().waitFor();
}, 'coupon-en');
await shot('member', 'zh', 'dark', 'me/profile', async (p) => {
  await p.locator('textarea').first().fill('你好');
  await p.waitForTimeout(300);
}, 'profile-zh');
await shot('owner', 'en', 'light', 'admin/tip', async (p) => {
  const input = p.locator('input').first();
  await input.fill('abc');
  await p.getByRole('button').filter({ hasText: /Save/ }).first().click();
  await p.getByRole('alert').first().waitFor();
}, 'tip-admin-en');
await browser.close();
