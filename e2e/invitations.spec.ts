// Invitations (issue 13 point 10, journey b): the member's poster carries a QR code of the join link
// with their code; a new user joins through that link and pays; the member then finds them among
// their invitees, with the bonus the payment credited.
import QRCode from 'qrcode';
import type { Page } from '@playwright/test';
import { INVITATION_BONUS_RATE } from '../contract/invitation';
import { toFixed } from '../contract/money';
import { bonusAmount } from '../server/routes/invitation/invitation.bonus';
import {
  PERSONA_NAMES, expect, expectNoHello, loginCallToAction, payOnSandboxPage, phoneOf, resetServer, sandboxPersonaButton, test,
} from './fixtures';

// Seeded by server/seed/invitations.ts: the member's permanent code.
const MEMBER_CODE = 'MKPERM27';
const SLOW = { timeout: 20_000 };

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/**
 * Reads the QR code back from the poster image: each module's centre pixel, dark or light, from the
 * image's own pixels (drawn on a canvas in the page), as a row-major list of 0/1.
 */
async function posterQrModules(page: Page, size: number): Promise<number[]> {
  const poster = page.getByRole('img', { name: /^Invitation poster for / });
  const [top, side] = (await poster.getAttribute('data-qr'))!.split(',').map(Number) as [number, number];
  return poster.evaluate((img: HTMLImageElement, box: { top: number; side: number; size: number }) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const cell = Math.floor(box.side / (box.size + 2));
    const left = Math.round(canvas.width / 2 - box.side / 2);
    const dark: number[] = [];
    for (let row = 0; row < box.size; row += 1) {
      for (let col = 0; col < box.size; col += 1) {
        const x = left + (col + 1) * cell + Math.floor(cell / 2);
        const y = box.top + (row + 1) * cell + Math.floor(cell / 2);
        dark.push(ctx.getImageData(x, y, 1, 1).data[0]! < 128 ? 1 : 0);
      }
    }
    return dark;
  }, { top, side, size });
}

test('(b) the poster QR carries my join link; a new user joins through it and shows up under my invitees with my bonus', async ({
  page, browser, baseURL,
}) => {
  // The member's phone: the poster, drawn on the client.
  const member = await phoneOf(browser, baseURL, 'demo', 'member');
  await member.page.goto('/#/demo/invitations/poster');
  const poster = member.page.getByRole('img', { name: /^Invitation poster for Demo Academy from Mia\b/ });
  await expect(poster).toBeVisible(SLOW);
  const link = (await poster.getAttribute('data-join-link'))!;
  expect(link).toBe(`${baseURL}/#/demo?invitation_code=${MEMBER_CODE}`);
  // The QR code in the image is the join link's: every module read back from the pixels matches its encoding.
  const expected = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules;
  expect(await posterQrModules(member.page, expected.size)).toEqual(Array.from(expected.data as Uint8Array, (bit) => (bit ? 1 : 0)));
  // A browser also gets a download of the image.
  await expect(member.page.getByRole('link', { name: 'Save image' })).toHaveAttribute('download', `invitation-${MEMBER_CODE}.png`);

  // A new user opens the link, signs in, takes the code and pays to join.
  await page.goto(link.slice(baseURL!.length));
  await loginCallToAction(page).click();
  await page.waitForURL(/\/sandbox\/mixin\/authorize/);
  await sandboxPersonaButton(page, 'new').click();
  await page.waitForURL(new RegExp(`#/demo\\?invitation_code=${MEMBER_CODE}$`), SLOW);
  const useCode = page.getByRole('dialog', { name: 'Use code' });
  await expect(useCode).toContainText(`${PERSONA_NAMES.member} invited you. Use code ${MEMBER_CODE}?`);
  await expectNoHello(page);
  await useCode.getByRole('button', { name: 'Use code' }).click();
  await page.getByRole('button', { name: 'Pay to join' }).click();
  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  await sheet.getByRole('radio', { name: /Alipay/ }).check();
  await sheet.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/sandbox\/alipay\/pay/);
  const charged = (await page.locator('.amount').textContent())!;
  await payOnSandboxPage(page);
  await page.waitForURL(/#\/demo\/checkout\/result\?order_id=/, SLOW);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible(SLOW);

  // Back on the member's phone: the new user is among the invitees, with a tenth of what they paid as bonus.
  const [amount] = charged.trim().split(/\s+/) as [string];
  const bonus = toFixed(bonusAmount(amount, INVITATION_BONUS_RATE, 2), 2);
  await member.page.goto('/#/demo/invitations/invitees');
  const row = member.page.getByRole('listitem').filter({ hasText: /New user \d{4}/ });
  await expect(row).toBeVisible(SLOW);
  await expect(row).toContainText(/Joined \d{4}\/\d{2}\/\d{2}/);
  await expect(row).toContainText(`Bonus ${bonus} CNY`);
  await member.page.goto('/#/demo/invitations/buyers');
  await expect(member.page.getByRole('heading', { name: '3 people paid' })).toBeVisible(SLOW);
  await member.context.close();
});
