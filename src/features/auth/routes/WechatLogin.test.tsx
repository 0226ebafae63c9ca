import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { authHandlers, authServer } from '../../../../test/fixtures/auth';
import { groupHandlers, renderApp } from '../../../../test/app';
import { setRedirect } from '../../../lib/prefs';
import { logoutGroup, tokens } from '../../../lib/session';
import { meFixture } from '../../../../test/fixtures/account';
import { groupConfig } from '../../group';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

beforeEach(() => {
  localStorage.clear();
  groupConfig.clear('demo');
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

const meHandler = mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture() }));

function type(label: string | RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('WeChat login', () => {
  it('signs in a linked WeChat account and reports the wx-oauth login', async () => {
    const s = authServer({ wechatLinked: ['wx-code'] });
    server.use(...authHandlers(s), meHandler, ...groupHandlers('demo', { public: { wechat_app_id: 'wxapp' } }));
    setRedirect('demo', { path: '/demo/settings' });
    renderApp('#/demo/auth/wx/callback?code=wx-code&state=demo');
    await waitFor(() => expect(location.hash).toBe('#/demo/settings'));
    expect(tokens.value.demo).toBe('access-1');
    await waitFor(() => expect(s.tracked).toEqual([{ event: 'login', method: 'wx-oauth' }]));
  });

  it('takes a WeChat user without an account through the openid step to phone registration, linking the account', async () => {
    const s = authServer({ wechatNew: { 'wx-new': 'openid-42' } });
    server.use(...authHandlers(s), meHandler, ...groupHandlers('demo', { public: { wechat_app_id: 'wxapp' } }));
    setRedirect('demo', { path: '/demo/settings' });
    renderApp('#/demo/auth/wx/callback?code=wx-new&state=demo');

    expect(await screen.findByRole('heading', { name: 'Verify your phone number' }, { timeout: 15_000 })).toBeTruthy();
    expect(location.hash).toBe('#/demo/auth/wx/register?openid=openid-42');
    expect(screen.getByText(/Your WeChat account is not linked/)).toBeTruthy();

    type('Phone number', '138 0000 0000');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const answer = await screen.findByLabelText('What is 3 + 4?');
    fireEvent.input(answer, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('SMS code sent')).toBeTruthy();
    expect(s.smsRequests).toEqual([{ token: 'captcha-1', phone_code: '86', phone_number: '138 0000 0000' }]);
    // The resend wait starts at once.
    expect((await screen.findByRole('button', { name: /Send again in (60|59) s/ })).hasAttribute('disabled')).toBe(true);

    type('SMS code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location.hash).toBe('#/demo/settings'));
    expect(s.registrations).toEqual([
      { token: 'captcha-1', phone_code: '86', phone_number: '138 0000 0000', captcha: '123456', openid: 'openid-42' },
    ]);
    expect(tokens.value.demo).toBe('access-1');
    await waitFor(() => expect(s.tracked).toEqual([{ event: 'login', method: 'wx-oauth' }]));
  });

  it('shows a refused code with a way to log in again', async () => {
    server.use(...authHandlers(authServer()), ...groupHandlers('demo', { public: { wechat_app_id: 'wxapp' } }));
    renderApp('#/demo/auth/wx/callback?code=stale');
    expect(await screen.findByRole('heading', { name: 'Login failed' })).toBeTruthy();
    expect(screen.getByText('Please log in again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in again' })).toBeTruthy();
    expect(tokens.value.demo).toBeUndefined();
  });

  it("says the sign-in came back without its code (spec: 'OAuth code empty', in people's words) on the openid step without a code", async () => {
    server.use(...groupHandlers());
    renderApp('#/demo/auth/wx/id');
    expect(await screen.findByText('The sign-in did not come back with its code. Please log in again.')).toBeTruthy();
  });
});
