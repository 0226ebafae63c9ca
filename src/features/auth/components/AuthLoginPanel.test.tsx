import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { Signal } from '@preact/signals';
import { server, useMswServer } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { host, type HostInfo } from '../../../lib/host';
import { groupFlags } from '../../../lib/groupFlags';
import { redirects } from '../../../lib/prefs';
import { ModalHost } from '../../../ui/ModalHost';
import { closeAllModals } from '../../../ui/modals';
import { groupPublic } from '../../group';
import { chosenCurrency, locale } from '../../../lib/settings';
import { switchLocale } from '../../settings';
import { authWindow } from '../model';
import { AuthLoginPanel } from './AuthLoginPanel';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('auth', 'home'));

useMswServer();

const hostSignal = host as Signal<HostInfo>;
const browser = host.value;

beforeEach(() => {
  localStorage.clear();
  groupFlags.value = {};
  redirects.value = {};
  groupPublic.clear('demo');
  history.replaceState(null, '', '/#/demo/courses');
});
afterEach(async () => {
  act(() => closeAllModals());
  cleanup();
  hostSignal.value = browser;
  if (locale.value !== 'en') await switchLocale('en');
});

function renderPanel(publicInfo: Record<string, unknown> = {}) {
  server.use(...groupHandlers('demo', { public: publicInfo }));
  const assign = vi.spyOn(authWindow, 'assign').mockImplementation(() => {});
  render(
    <>
      <AuthLoginPanel group="demo" />
      <ModalHost />
    </>,
  );
  return assign;
}

describe('AuthLoginPanel', () => {
  it('shows a guest what the group is before they log in: name, bio, price a year and what membership gives', async () => {
    chosenCurrency.value = 'cny';
    renderPanel({
      name: 'Night Owls',
      group_bio: 'We read at night.',
      product: { id: 'p1', status: 'normal', price: { asset_id: 'btc-id', symbol: 'BTC', amount: '0.0003', price_cny: '700000' } },
      stats: { courses: 12, members: 1, lives: 0 },
    });
    expect(await screen.findByRole('heading', { name: 'Night Owls' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Night Owls avatar' })).toBeTruthy();
    expect(screen.getByText('We read at night.')).toBeTruthy();
    // 0.0003 BTC a year, and at ¥700,000 a coin its value in the person's currency beside it.
    expect(screen.getByText('0.0003 BTC a year')).toBeTruthy();
    expect(screen.getByText('≈ ¥210.00')).toBeTruthy();
    const gives = screen.getByRole('list', { name: 'What membership gives' });
    expect(Array.from(gives.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['12 courses', '1 member']);
    // Still one primary action: the login.
    expect(screen.getAllByRole('button').filter((b) => b.classList.contains('ui-btn--primary')).map((b) => b.textContent)).toEqual([
      'Log in with the wallet',
    ]);
    chosenCurrency.value = null;
  });

  it('gives an English guest the price in dollars from the public info’s fiat rates', async () => {
    chosenCurrency.value = 'usd';
    renderPanel({
      name: 'Night Owls',
      product: { id: 'p1', status: 'normal', price: { asset_id: 'btc-id', symbol: 'BTC', amount: '0.0003', price_cny: '700000' } },
      fiat_rates: [{ asset_id: 'usd', symbol: 'USD', price_cny: '7.00' }, { asset_id: 'cny', symbol: 'CNY', price_cny: '1' }],
    });
    expect(await screen.findByText('0.0003 BTC a year')).toBeTruthy();
    // ¥210 at ¥7 a dollar.
    expect(screen.getByText('≈ $30.00')).toBeTruthy();
    chosenCurrency.value = null;
  });

  it('offers every language, each named in itself, before anyone logs in; the choice is kept', async () => {
    server.use(...groupHandlers('demo'));
    renderApp('#/demo');
    expect(await screen.findByRole('region', { name: 'Log in to Demo Group' })).toBeTruthy();
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(Array.from(languages.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['English', '中文', '日本語']);
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('region', { name: '登录 Demo Group' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '中文' }).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('grp:v1:settings.locale')!)).toBe('zh');
  });

  it('in a browser: the wallet login, remembering the page, and the download hint with the campaign link', async () => {
    const assign = renderPanel();
    expect(await screen.findByRole('region', { name: 'Log in to Demo Group' })).toBeTruthy();
    const hint = screen.getByRole('link', { name: 'Download the app' });
    expect(hint.getAttribute('href')).toBe('#/demo/onboarding/install?utm_source=demo&utm_medium=group&utm_campaign=login');
    expect(screen.getByRole('link', { name: 'Log in with a phone number' }).getAttribute('href')).toBe('#/demo/auth/wx/register');

    fireEvent.click(screen.getByRole('button', { name: 'Log in with the wallet' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0][0], location.origin);
    expect(url.pathname).toBe('/sandbox/mixin/authorize');
    expect(url.searchParams.get('client_id')).toBe('client-demo');
    expect(url.searchParams.get('return_to')).toBe(`${location.origin}/#/demo/auth/mixin/callback`);
    expect(redirects.value.demo).toEqual({ path: '/demo/courses' });
  });

  it('inside the wallet app: no download hint', async () => {
    hostSignal.value = { kind: 'wallet', platform: 'android', appVersion: '3.11.0' };
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Log in with the wallet' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download the app' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in with a phone number' })).toBeNull();
  });

  it("inside WeChat: WeChat's authorisation with the group's wechat_app_id and its callback", async () => {
    hostSignal.value = { kind: 'wechat', platform: 'android', appVersion: '8.0.1' };
    const assign = renderPanel({ wechat_app_id: 'wxsandboxdemo' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with WeChat' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0][0], location.origin);
    expect(url.pathname).toBe('/sandbox/wechat/authorize');
    expect(url.searchParams.get('appid')).toBe('wxsandboxdemo');
    expect(url.searchParams.get('redirect_uri')).toBe(`${location.origin}/#/demo/auth/wx/callback`);
    expect(url.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(url.searchParams.get('state')).toBe('demo');
    // Not the wallet app: the hint stays.
    expect(screen.getByRole('link', { name: 'Download the app' })).toBeTruthy();
  });

  it('inside WeChat, a group without a WeChat app still logs in with the wallet', async () => {
    hostSignal.value = { kind: 'wechat', platform: 'ios' };
    renderPanel({ wechat_app_id: '' });
    expect(await screen.findByRole('button', { name: 'Log in with the wallet' })).toBeTruthy();
  });

  it('shows the modal agreement before login, and does not log in without agreement', async () => {
    const assign = renderPanel({ group_agreement_enabled: true, group_agreement_modal: true, group_agreement_url: '/legal' });
    // Offered as the screen opens.
    expect(await screen.findByRole('dialog', { name: 'Group agreement' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disagree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Asked again by the login button; declining leaves the person here.
    fireEvent.click(screen.getByRole('button', { name: 'Log in with the wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Group agreement' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disagree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in with the wallet' }).hasAttribute('disabled')).toBe(false));
    expect(assign).not.toHaveBeenCalled();
  });
});
