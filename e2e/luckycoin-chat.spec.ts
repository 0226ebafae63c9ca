// Lucky coins in chat (issue 26 point 5): a member sends a pack, pays it in the wallet, and the done screen's
// "Share to chat" posts it to the group chat; on another phone, with the chat open, the red packet arrives
// live, opens in place (a sheet over the chat) and is claimed: the share shows, with the list of claims.
import { seriousViolationsInBothSchemes } from './axe';
import { chatList, openChat } from './chatRoom';
import { expect, payOnSandboxPage, phoneOf, resetServer, test } from './fixtures';

const GROUP = 'demo';
const SLOW = { timeout: 20_000 };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('a member shares a paid pack to the chat; another opens the red packet there and claims it', async ({ browser, baseURL }) => {
  const mia = await phoneOf(browser, baseURL, GROUP, 'member');
  const lena = await phoneOf(browser, baseURL, GROUP, 'lecturer');
  try {
    await openChat(lena.page, GROUP);

    // Mia sends a pack of 2 equal shares and pays it in the wallet (opened beside the app).
    await mia.page.goto(`/#/${GROUP}/luckycoin/pack`);
    await mia.page.getByLabel('Total amount (USDT)').fill('1');
    await mia.page.getByLabel('Number of shares').fill('2');
    await mia.page.getByRole('radio', { name: 'Equal' }).check();
    await mia.page.getByLabel('Greeting').fill('Lucky day for all');
    const popup = mia.context.waitForEvent('page');
    await mia.page.getByRole('button', { name: 'Send and pay' }).click();
    const wallet = await popup;
    await expect(mia.page).toHaveURL(/#\/demo\/luckycoin\/[0-9a-f-]+$/);
    await payOnSandboxPage(wallet, /1(\.0+)?/);
    await mia.page.bringToFront();
    await wallet.close();

    // Paid: the done screen's action is "Share to chat", which lands in the chat with her packet.
    const share = mia.page.getByRole('button', { name: 'Share to chat' });
    await expect(share).toBeVisible(SLOW);
    expect(await seriousViolationsInBothSchemes(mia.page, 'the paid pack (share to chat)')).toEqual([]);
    await share.click();
    await expect(mia.page).toHaveURL(/#\/demo\/conversation$/);
    await expect(chatList(mia.page).getByRole('button', { name: /Lucky day for all/ })).toHaveCount(1);

    // Lena's chat, open all along, gets it live; she opens it where it is.
    const packet = chatList(lena.page).getByRole('button', { name: /Lucky day for all/ });
    await expect(packet).toBeVisible();
    expect(await seriousViolationsInBothSchemes(lena.page, 'the chat with a red packet')).toEqual([]);
    await packet.click();
    const sheet = lena.page.getByRole('dialog', { name: 'Lucky coin' });
    await expect(sheet.getByRole('heading', { name: 'Lucky day for all' })).toBeVisible();
    expect(await seriousViolationsInBothSchemes(lena.page, 'the red packet opened over the chat')).toEqual([]);
    await sheet.getByRole('button', { name: 'Open' }).click();
    await expect(sheet.getByText('You got')).toBeVisible();
    await expect(sheet.locator('.luckycoin-envelope__mine-amount')).toHaveText(/^0\.5 USDT$/);
    await expect(sheet.getByText('Claimed 1/2')).toBeVisible();
    await expect(lena.page).toHaveURL(/#\/demo\/conversation$/);

    // Closed and opened again: her share is there, with nothing more to open.
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
    await packet.click();
    await expect(sheet.locator('.luckycoin-envelope__mine-amount')).toHaveText(/^0\.5 USDT$/);
    await expect(sheet.getByRole('button', { name: 'Open' })).toHaveCount(0);
  } finally {
    await mia.context.close();
    await lena.context.close();
  }
});
