import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { withTexts } from '../../../../test/texts';
import { isPhoneHost } from '../channels';
import { CheckoutPrompt } from './CheckoutPrompt';

// Issue 26 point 10: on a phone the wallet's payment opens with a tap (the QR code behind 'Show QR
// code'); on a desktop the QR code is what the person uses, the link after it.

beforeAll(() => withTexts('checkout'));
afterEach(cleanup);

const URL = 'https://wallet.example/pay?trace=order-1';

describe('isPhoneHost', () => {
  it.each([
    [{ kind: 'wallet', platform: 'other' }, true],
    [{ kind: 'wallet', platform: 'ios' }, true],
    [{ kind: 'browser', platform: 'android' }, true],
    [{ kind: 'browser', platform: 'ios' }, true],
    [{ kind: 'wechat', platform: 'android' }, true],
    [{ kind: 'browser', platform: 'other' }, false],
  ] as const)('%o is a phone: %s', (info, phone) => {
    expect(isPhoneHost(info)).toBe(phone);
  });
});

describe('CheckoutPrompt for the wallet', () => {
  it('on a phone: "Open in the wallet app" is the primary action, the QR code shown only on request', async () => {
    render(<CheckoutPrompt kind="wallet" url={URL} phone />);
    const open = screen.getByRole('link', { name: 'Open in the wallet app' });
    expect(open.getAttribute('href')).toBe(URL);
    expect(open.className).toContain('ui-btn--primary');
    expect(screen.queryByRole('img', { name: 'QR code of the payment page' })).toBeNull();
    expect(document.querySelector('.checkout-prompt__qr')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show QR code' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The open action comes first in the prompt.
    expect(open.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide QR code' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('.checkout-prompt__qr')).not.toBeNull();
    expect(await screen.findByRole('img', { name: 'QR code of the payment page' })).toBeTruthy();
  });

  it('on a desktop: the QR code first, the link after it, no toggle', async () => {
    render(<CheckoutPrompt kind="wallet" url={URL} phone={false} />);
    const qr = await screen.findByRole('img', { name: 'QR code of the payment page' });
    const link = screen.getByRole('link', { name: 'Open in the wallet app' });
    expect(link.className).not.toContain('ui-btn--primary');
    expect(qr.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show QR code' })).toBeNull();
    expect(screen.getByText(/Scan this QR code/)).toBeTruthy();
  });

  it('the open-in-browser prompts keep their QR code on a phone too', async () => {
    render(<CheckoutPrompt kind="alipay_in_wechat" url={URL} phone />);
    expect(await screen.findByRole('img', { name: 'QR code of the payment page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show QR code' })).toBeNull();
  });
});
