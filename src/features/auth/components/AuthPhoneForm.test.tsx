import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { server, useMswServer } from '../../../../test/msw';
import { authHandlers, authServer } from '../../../../test/fixtures/auth';
import { lastSmsSentAt, markSmsSent, smsSentAt } from '../../../lib/prefs';
import { logoutGroup } from '../../../lib/session';
import { SMS_RESEND_SECONDS } from '../model';
import { AuthPhoneForm } from './AuthPhoneForm';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('auth'));

useMswServer();

beforeEach(() => {
  localStorage.clear();
  smsSentAt.value = {};
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  logoutGroup('demo');
});

function type(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

async function solveCaptchaAndSend(answer = '7') {
  fireEvent.click(screen.getByRole('button', { name: /^Send/ }));
  fireEvent.input(await screen.findByLabelText('What is 3 + 4?'), { target: { value: answer } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('AuthPhoneForm', () => {
  it('keeps the resend wait across a reload, from the stored send time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    // Sent 20 s ago by an earlier page of this browser.
    markSmsSent('demo', '+8613800000000', Date.now() - 20_000);
    render(<AuthPhoneForm group="demo" onDone={() => {}} />);

    type('Phone number', '13800000000');
    const button = () => screen.getByRole('button', { name: /^Send/ });
    expect(button().textContent).toBe('Send again in 40 s');
    expect(button().hasAttribute('disabled')).toBe(true);

    act(() => void vi.advanceTimersByTime(39_000));
    expect(button().textContent).toBe('Send again in 1 s');
    expect(button().hasAttribute('disabled')).toBe(true);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(button().textContent).toBe('Send code');
    expect(button().hasAttribute('disabled')).toBe(false);

    // Another number never waited.
    act(() => void vi.advanceTimersByTime(0));
    markSmsSent('demo', '+8613800000000', Date.now());
    type('Phone number', '13900000000');
    expect(button().hasAttribute('disabled')).toBe(false);
  });

  it('starts the wait when a code is sent, and stores the send time', async () => {
    const s = authServer();
    server.use(...authHandlers(s));
    render(<AuthPhoneForm group="demo" onDone={() => {}} />);
    type('Phone number', '13800000000');
    await solveCaptchaAndSend();
    expect(await screen.findByRole('button', { name: `Send again in ${SMS_RESEND_SECONDS} s` })).toBeTruthy();
    expect(lastSmsSentAt('demo', '+8613800000000')).not.toBeNull();
  });

  it('refuses a malformed number before spending a captcha, keeping what was typed', () => {
    render(<AuthPhoneForm group="demo" onDone={() => {}} />);
    type('Phone number', '12ab');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a valid phone number');
    expect(screen.getByLabelText('Phone number').getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('12ab');
  });

  it('asks a new question after a wrong captcha answer', async () => {
    const s = authServer();
    server.use(...authHandlers(s));
    render(<AuthPhoneForm group="demo" onDone={() => {}} />);
    type('Phone number', '13800000000');
    await solveCaptchaAndSend('5');
    // Under the answer, in the dialog; the new question starts empty.
    const alert = (await screen.findByText('That answer is not right. Here is a new question.')).closest('[role="alert"]')!;
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toBe(alert);
    const answer = (await screen.findByLabelText('What is 3 + 4?')) as HTMLInputElement;
    expect(answer.value).toBe('');
    expect(answer.getAttribute('aria-describedby')).toBe(alert.id);
    expect(s.captchas).toEqual(['captcha-1', 'captcha-2']);
    expect(s.smsRequests).toEqual([]);
  });

  it('asks for the SMS code format and for a sent code before registering', async () => {
    render(<AuthPhoneForm group="demo" onDone={() => {}} />);
    type('Phone number', '13800000000');
    type('SMS code', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit code from the SMS');
    expect(screen.getByLabelText('SMS code').getAttribute('aria-invalid')).toBe('true');
    type('SMS code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe('Send an SMS code to this number first');
    expect((screen.getByLabelText('SMS code') as HTMLInputElement).value).toBe('123456');
  });

  it('says a refused SMS code under the code and keeps the form', async () => {
    const s = authServer({ smsCode: '654321' });
    server.use(...authHandlers(s));
    const done = vi.fn();
    render(<AuthPhoneForm group="demo" onDone={done} />);
    type('Phone number', '13800000000');
    await solveCaptchaAndSend();
    await screen.findByRole('button', { name: /Send again in/ });
    type('SMS code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // Under the code it is about, tied to it, keeping it.
    const alert = (await screen.findByText('The SMS code is wrong or has expired. Check it, or send a new one.')).closest('[role="alert"]')!;
    expect(screen.getByLabelText('SMS code').getAttribute('aria-describedby')).toBe(alert.id);
    expect((screen.getByLabelText('SMS code') as HTMLInputElement).value).toBe('123456');
    expect(done).not.toHaveBeenCalled();
    // Without an openid the account is not linked to WeChat.
    expect(s.registrations[0].openid).toBeUndefined();
  });
});
