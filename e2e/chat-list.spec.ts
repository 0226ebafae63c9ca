// The chat's message list with hundreds of messages (issue 12, point 6: windowed like the course
// list): only the rows near the screen are in the document, loading older pages keeps the message
// on top where it was, and a new message from another phone arrives at the bottom.
import type { Page, Route } from '@playwright/test';
import { chatCalls } from '../contract/api/chat';
import { settingsCalls } from '../contract/api/settings';
import { accessTokenOf, callPath, expect, phoneOf, resetServer, test } from './fixtures';

const GROUP = 'demo';
const POSTED = 300;

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** Messages of different lengths: one line, two, or a paragraph. */
function noteText(i: number): string {
  const words = 'we met at the course today and talked about the next lesson the homework and the coins'.split(' ');
  const n = i % 7 === 0 ? 40 : i % 3 === 0 ? 12 : 3;
  const out: string[] = [];
  for (let k = 0; k < n; k++) out.push(words[(i + k) % words.length]);
  return `Note ${i}: ${out.join(' ')}`;
}

/** The first message at least partly below the app bar and the chat's banners, and its bubble's top. */
function topMessage(page: Page): Promise<{ seq: string; top: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('.chat-room__top');
    const floor = header ? header.getBoundingClientRect().bottom : 0;
    const rows = document.querySelectorAll<HTMLElement>('.chat-list__rows [data-seq]');
    for (const row of Array.from(rows)) {
      const r = (row.querySelector('.chat-bubble') || row).getBoundingClientRect();
      if (r.bottom > floor + 10) return { seq: row.getAttribute('data-seq') || '', top: r.top };
    }
    throw new Error('no message on the screen');
  });
}

let watch = 0;

/**
 * A message's bubble top once the list has finished placing what came in: the same (and the
 * scroll position too) for five frames in a row. Null if the message is not in the document then.
 * A list that kept moving it would not settle: the wait fails.
 */
async function settledRowTop(page: Page, seq: string): Promise<number | null> {
  watch += 1;
  const settled = await page.waitForFunction(({ s, id }) => {
    const w = window as unknown as { rowWatch?: { id: number; at: string; frames: number } };
    const row = document.querySelector(`.chat-list__rows [data-seq="${s}"]`);
    const top = row ? (row.querySelector('.chat-bubble') || row).getBoundingClientRect().top : null;
    const at = `${top}@${window.scrollY}`;
    if (!w.rowWatch || w.rowWatch.id !== id || w.rowWatch.at !== at) {
      w.rowWatch = { id, at, frames: 0 };
      return false;
    }
    w.rowWatch.frames += 1;
    return w.rowWatch.frames >= 5 ? { top } : false;
  }, { s: seq, id: watch }, { polling: 'raf', timeout: 10_000 });
  return ((await settled.jsonValue()) as { top: number | null }).top;
}

/** Some message rows cover the middle of the screen: the window has followed the scroll. */
function rowsOnScreen(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    const from = window.innerHeight * 0.3;
    const to = window.innerHeight * 0.7;
    return Array.from(document.querySelectorAll('.chat-list__rows > li')).some((li) => {
      const r = li.getBoundingClientRect();
      return r.bottom > from && r.top < to;
    });
  }, null, { polling: 'raf', timeout: 10_000 });
}

test('hundreds of messages: a window of rows, older pages keep the top message still, a new one arrives at the bottom', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const adam = await phoneOf(browser, baseURL, GROUP, 'admin');
  const mia = await phoneOf(browser, baseURL, GROUP, 'member');
  try {
    const token = await accessTokenOf(adam.page, GROUP);
    expect(token).toBeTruthy();
    const headers = { authorization: `Bearer ${token}` };
    const limit = await request.put(callPath(GROUP, settingsCalls.update), { headers, data: { chat_rate_limit: 0 } });
    expect(limit.ok(), await limit.text()).toBe(true);
    const post = async (i: number) => {
      const res = await request.post(callPath(GROUP, chatCalls.send), {
        headers,
        data: { client_id: crypto.randomUUID(), kind: 'text', text: noteText(i) },
      });
      expect(res.ok(), await res.text()).toBe(true);
    };
    // Ten at a time (their order within ten does not matter), then the newest alone, last.
    for (let i = 0; i < POSTED - 1; i += 10) {
      await Promise.all(Array.from({ length: Math.min(10, POSTED - 1 - i) }, (_, k) => post(i + k)));
    }
    await post(POSTED - 1);

    const { page } = mia;
    // Older pages wait until the test lets them through, so it can note where the top message was.
    const gate: { open: (() => void) | null } = { open: null };
    await page.route(/\/chat\/messages\?.*before=/, async (route: Route) => {
      await new Promise<void>((r) => (gate.open = r));
      await route.continue();
    });
    await page.goto(`/#/${GROUP}/conversation`);
    const list = page.getByRole('list', { name: 'Messages' });
    const newest = list.getByText(noteText(POSTED - 1));
    await expect(newest).toBeInViewport();
    await expect(page.getByText('Connecting…')).toHaveCount(0);

    const rowsInDocument = () => page.locator('.chat-list__rows > li').count();
    let topSeq = Infinity;
    for (let pageNo = 1; pageNo <= 5; pageNo++) {
      // Up to the top: the list asks for the page before.
      const asked = page.waitForRequest(/\/chat\/messages\?.*before=/);
      await page.evaluate(() => window.scrollBy(0, -300));
      await page.evaluate(() => window.scrollTo(0, 0));
      await asked;
      const was = await topMessage(page);
      expect(Number(was.seq)).toBeLessThan(topSeq);
      topSeq = Number(was.seq);
      const answered = page.waitForResponse(/\/chat\/messages\?.*before=/);
      await expect.poll(() => gate.open !== null).toBe(true);
      gate.open!();
      gate.open = null;
      await answered;
      // The page is in above (its last message shows up in the document once the window reaches it).
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const now = await settledRowTop(page, was.seq);
      expect(now, `message ${was.seq} after older page ${pageNo}`).not.toBeNull();
      expect(Math.abs((now as number) - was.top), `message ${was.seq} moved after older page ${pageNo}`).toBeLessThanOrEqual(2);
      expect(await rowsInDocument()).toBeLessThan(80);
    }
    // Up through rows never rendered yet (their heights guessed): a message moves by just the scroll.
    for (let step = 0; step < 10; step++) {
      const seen = await topMessage(page);
      await page.evaluate(() => window.scrollBy(0, -150));
      const top = await settledRowTop(page, seen.seq);
      expect(top, `message ${seen.seq} after scrolling up`).not.toBeNull();
      expect(Math.abs((top as number) - seen.top - 150), `message ${seen.seq} jumped while scrolling up`).toBeLessThanOrEqual(2);
    }
    expect(Number((await topMessage(page)).seq)).toBeLessThan(topSeq);
    expect(await rowsInDocument()).toBeLessThan(80);

    // Down through every held message to the newest, a screen at a time: the window follows,
    // rows are on the screen after each step.
    let previousY = -1;
    for (let step = 0; step < 200; step++) {
      const y = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY;
      });
      await rowsOnScreen(page);
      if (y === previousY) break;
      previousY = y;
    }
    await expect(newest).toBeInViewport();
    expect(await rowsInDocument()).toBeLessThan(80);

    // Adam writes from his phone: Mia, at the bottom, sees it arrive there.
    await adam.page.goto(`/#/${GROUP}/conversation`);
    const line = `Fresh from Adam ${Date.now()}`;
    await adam.page.getByRole('textbox', { name: 'Message' }).fill(line);
    await adam.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(list.getByText(line)).toBeInViewport();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.scrollY - window.innerHeight))
      .toBeLessThan(2);
    expect(await rowsInDocument()).toBeLessThan(80);
  } finally {
    await adam.context.close();
    await mia.context.close();
  }
});
