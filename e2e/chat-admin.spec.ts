// The admin's chat settings on phones against the reference server (issue 12, point 10 journey (b);
// issue 14 point 3): the admin switches the chat to lecture mode in the portal and the member's
// composer closes without a reload while the lecturer's message still arrives; stopping the lecture
// opens it again. And a deny word the admin adds refuses the member's message, the text kept.
import { chatBox, chatList, openChat, sendChat } from './chatRoom';
import { expect, phoneOf, resetServer, test } from './fixtures';

const GROUP = 'demo';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('(b) the admin switches to lecture mode: the member\'s composer says only lecturers speak, the lecturer\'s message arrives', async ({ browser, baseURL }) => {
  const adam = await phoneOf(browser, baseURL, GROUP, 'admin');
  const mia = await phoneOf(browser, baseURL, GROUP, 'member');
  const lena = await phoneOf(browser, baseURL, GROUP, 'lecturer');
  try {
    for (const phone of [mia, lena]) await openChat(phone.page, GROUP);
    const miaBox = chatBox(mia.page);

    // The admin reaches the section from the chat room's link, and applies lecture mode.
    await adam.page.goto(`/#/${GROUP}/conversation`);
    await adam.page.getByRole('link', { name: 'Chat settings' }).click();
    await expect(adam.page).toHaveURL(new RegExp(`#/${GROUP}/admin/chat$`));
    const mode = adam.page.getByRole('region', { name: 'Chat mode' });
    await mode.getByRole('radio', { name: /^Lecture/ }).check();
    await mode.getByRole('button', { name: 'Apply' }).click();
    await expect(adam.page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(mode.getByText(/^Lecture on since /)).toBeVisible();

    // On the member's phone, without a reload: the composer is gone and the banner says why.
    await expect(mia.page.getByText('Only lecturers can speak now.')).toBeVisible();
    await expect(miaBox).toHaveCount(0);

    // The lecturer still speaks, and the member sees it live.
    const line = `Today's lecture starts now ${Date.now()}`;
    await sendChat(lena.page, line);
    await expect(chatList(mia.page).getByText(line)).toHaveCount(1);

    // The admin stops the lecture (confirmed): the member can write again.
    await mode.getByRole('button', { name: 'Stop lecturing' }).click();
    await adam.page.getByRole('dialog').getByRole('button', { name: 'Stop lecturing' }).click();
    await expect(adam.page.getByText('The lecture has ended')).toBeVisible();
    await expect(mode.getByRole('radio', { name: /^Free chat/ })).toBeChecked();
    await expect(miaBox).toBeVisible();
    await expect(mia.page.getByText('Only lecturers can speak now.')).toHaveCount(0);
  } finally {
    await adam.context.close();
    await mia.context.close();
    await lena.context.close();
  }
});

test('a deny word the admin adds refuses the member\'s message, the text kept', async ({ browser, baseURL }) => {
  const adam = await phoneOf(browser, baseURL, GROUP, 'admin');
  const mia = await phoneOf(browser, baseURL, GROUP, 'member');
  try {
    await adam.page.goto(`/#/${GROUP}/admin/chat`);
    const words = adam.page.getByRole('region', { name: 'Denied words' });
    const field = words.getByRole('textbox', { name: 'New denied word' });

    // Under 2 letters: refused on the phone, nothing sent, the text kept.
    await field.fill('x1');
    await words.getByRole('button', { name: 'Add' }).click();
    await expect(words.getByRole('alert')).toHaveText('A word needs at least 2 letters.');
    await expect(field).toHaveValue('x1');

    await field.fill('MoonShot');
    await words.getByRole('button', { name: 'Add' }).click();
    await expect(adam.page.getByText('“MoonShot” added')).toBeVisible();
    await expect(words.getByRole('listitem').filter({ hasText: 'MoonShot' })).toHaveCount(1);
    await expect(field).toHaveValue('');

    const { page } = mia;
    await openChat(page, GROUP);
    const box = chatBox(page);
    const text = 'Get in early on moonshot tokens';
    await sendChat(page, text);
    await expect(page.getByText('“MoonShot” is not allowed in this group. Change it and send again.')).toBeVisible();
    await expect(box).toHaveValue(text);
    await expect(chatList(page).getByText(text)).toHaveCount(0);
  } finally {
    await adam.context.close();
    await mia.context.close();
  }
});
