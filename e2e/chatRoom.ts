// What the chat journeys do on a phone, in one place: open the group's chat and wait for the
// socket, find the message list and the composer, send a line.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const chatList = (page: Page) => page.getByRole('list', { name: 'Messages' });
export const chatBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** Opens `#/<group>/conversation` and waits until the composer is there and the socket connected. */
export async function openChat(page: Page, group: string): Promise<void> {
  await page.goto(`/#/${group}/conversation`);
  await expect(chatBox(page)).toBeVisible();
  await expect(page.getByText('Connecting…')).toHaveCount(0);
}

/** Types a line into the composer and presses Send (what happens then is the journey's to check). */
export async function sendChat(page: Page, text: string): Promise<void> {
  await chatBox(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}
