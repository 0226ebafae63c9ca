// The group chat on phones against the reference server (issue 12, point 10 journeys (a), (c) and
// (e)): two members chat over the WebSocket, a reply and an image arriving live on the other phone;
// a deny word and a link off the allow-list are refused with the text kept;
// during a live stream, a member's message reaches the stream page's chat on another phone.
import { expect, phoneOf, resetServer, test } from './fixtures';

const GROUP = 'demo';

/** A 2×2 PNG, enough for the image uploader (jpeg/png). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

test('(a) two members chat: a message, a reply and an image arrive live on the other phone', async ({ browser, baseURL }) => {
  const mia = await phoneOf(browser, baseURL, GROUP, 'member');
  const lena = await phoneOf(browser, baseURL, GROUP, 'lecturer');
  try {
    for (const phone of [mia, lena]) {
      await phone.page.goto(`/#/${GROUP}/conversation`);
      await expect(phone.page.getByRole('list', { name: 'Messages' })).toBeVisible();
      await expect(phone.page.getByRole('textbox', { name: 'Message' })).toBeVisible();
      await expect(phone.page.getByText('Connecting…')).toHaveCount(0);
    }
    const miaList = mia.page.getByRole('list', { name: 'Messages' });
    const lenaList = lena.page.getByRole('list', { name: 'Messages' });

    // Mia writes; Lena sees it without reloading.
    const hello = `Hello from Mia ${Date.now()}`;
    await mia.page.getByRole('textbox', { name: 'Message' }).fill(hello);
    await mia.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(miaList.getByText(hello)).toHaveCount(1);
    await expect(lenaList.getByText(hello)).toHaveCount(1);

    // Lena replies to it through the message's actions.
    const row = lenaList.getByRole('listitem').filter({ hasText: hello });
    await row.getByRole('button', { name: 'Message actions' }).click();
    await lena.page.getByRole('dialog').getByRole('button', { name: 'Reply' }).click();
    await expect(lena.page.getByText(/^Replying to /)).toBeVisible();
    await lena.page.getByRole('textbox', { name: 'Message' }).fill('Welcome, Mia!');
    await lena.page.getByRole('button', { name: 'Send', exact: true }).click();

    // On Mia's phone the reply quotes her message.
    const reply = miaList.getByRole('listitem').filter({ hasText: 'Welcome, Mia!' });
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText(hello);

    // Mia sends a photo; it shows on Lena's phone.
    await mia.page.locator('input[type="file"]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await expect(lenaList.getByRole('img', { name: /^Photo from / }).last()).toBeVisible();
    await expect(miaList.getByText('Sending…')).toHaveCount(0);
    const src = await lenaList.getByRole('img', { name: /^Photo from / }).last().getAttribute('src');
    expect(src).toBeTruthy();
  } finally {
    await mia.context.close();
    await lena.context.close();
  }
});

test('(e) during a stream, a member\'s message appears live in the stream page\'s chat', async ({ browser, baseURL }) => {
  const adam = await phoneOf(browser, baseURL, GROUP, 'admin');
  const mia = await phoneOf(browser, baseURL, GROUP, 'member');
  try {
    await adam.page.goto(`/#/${GROUP}/stream`);
    const tools = adam.page.getByRole('region', { name: 'Stream tools' });
    await tools.getByRole('textbox', { name: 'Title' }).fill('Chat live');
    await tools.getByRole('button', { name: 'Start the stream' }).click();
    await adam.page.getByRole('dialog', { name: 'Start a stream' }).getByRole('button', { name: 'Start the stream' }).click();
    await expect(tools.getByRole('button', { name: 'Stop the stream' })).toBeVisible();
    await adam.page.reload();
    await expect(adam.page.getByRole('heading', { name: 'Messages' })).toBeVisible();

    await mia.page.goto(`/#/${GROUP}/stream`);
    const line = `From the audience ${Date.now()}`;
    await mia.page.getByRole('textbox', { name: 'Say something' }).fill(line);
    await mia.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(mia.page.getByText(line)).toHaveCount(1);
    await expect(adam.page.getByText(line)).toHaveCount(1);
  } finally {
    await adam.context.close();
    await mia.context.close();
  }
});

test('(c) a deny word and a link off the allow-list are refused, the typed text kept', async ({ browser, baseURL }) => {
  // Seeded for demo (server/seed/chat.ts): deny words "scamcoin" and "代投", links only under
  // https://mixin.one/ and https://example.org/docs.
  const mia = await phoneOf(browser, baseURL, GROUP, 'member');
  try {
    const { page } = mia;
    await page.goto(`/#/${GROUP}/conversation`);
    const box = page.getByRole('textbox', { name: 'Message' });
    const list = page.getByRole('list', { name: 'Messages' });
    await expect(box).toBeVisible();
    await expect(page.getByText('Connecting…')).toHaveCount(0);

    const denied = 'Quick profits with ScamCoin, DM me';
    await box.fill(denied);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('“scamcoin” is not allowed in this group. Change it and send again.')).toBeVisible();
    await expect(box).toHaveValue(denied);
    await expect(list.getByText(denied)).toHaveCount(0);

    const offList = 'Notes here: https://evil.example/notes';
    await box.fill(offList);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText(/^This link is not allowed here: https:\/\/evil\.example\/notes/)).toBeVisible();
    await expect(box).toHaveValue(offList);
    await expect(list.getByText(offList)).toHaveCount(0);

    // A link under an allowed prefix goes through, as a link.
    const allowed = `Docs: https://example.org/docs/chat ${Date.now()}`;
    await box.fill(allowed);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(list.getByText(allowed)).toHaveCount(1);
    await expect(list.getByRole('link', { name: 'https://example.org/docs/chat' })).toHaveCount(1);
    await expect(box).toHaveValue('');
  } finally {
    await mia.context.close();
  }
});
