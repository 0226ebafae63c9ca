import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useMswServer, server } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { applyLocale, i18n } from '../../../lib/i18n';
import { setRedirect } from '../../../lib/prefs';
import { logoutGroup, setSession, tokens } from '../../../lib/session';
import { chosenCurrency, locale, themeChoice } from '../../../lib/settings';
import { readStored } from '../../../lib/storage';
import { ModalHost } from '../../../ui/ModalHost';
import { settingsPage } from '../model';
import SettingsScreen from './SettingsScreen';

useMswServer();

beforeEach(() => {
  localStorage.clear();
  locale.value = 'en';
  chosenCurrency.value = null;
  themeChoice.value = 'system';
});
afterEach(async () => {
  cleanup();
  logoutGroup('demo');
  locale.value = 'en';
  await applyLocale('en');
});

const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

describe('SettingsScreen', () => {
  it('switches the language at once, everywhere', async () => {
    server.use(...groupHandlers());
    renderApp('#/demo/settings');
    expect(await screen.findByRole('heading', { name: 'Currency' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '中文' }));
    expect(await screen.findByRole('heading', { name: '货币' })).toBeTruthy();
    // The top bar too, not only the screen.
    expect(screen.getByText('设置')).toBeTruthy();
    expect(i18n.language).toBe('zh');
    expect(locale.value).toBe('zh');
    expect(checked('中文')).toBe(true);
  });

  it('defaults the currency to the language until one is chosen', () => {
    locale.value = 'ja';
    render(<SettingsScreen />);
    expect(checked('Japanese yen (JPY)')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'US dollar (USD)' }));
    expect(chosenCurrency.value).toBe('usd');
    expect(checked('US dollar (USD)')).toBe(true);
  });

  it('follows the language: zh gives cny, en gives usd', () => {
    locale.value = 'zh';
    render(<SettingsScreen />);
    expect(checked('Chinese yuan (CNY)')).toBe(true);
    cleanup();
    locale.value = 'en';
    render(<SettingsScreen />);
    expect(checked('US dollar (USD)')).toBe(true);
  });

  it('offers the theme as a three-way choice, following the system until one is picked', () => {
    render(<SettingsScreen />);
    const group = screen.getByRole('group', { name: 'Appearance' });
    const options = Array.from(group.querySelectorAll('input[type=radio]')).map((input) => (input as HTMLInputElement).labels![0].textContent);
    expect(options).toEqual(['Same as the system', 'Light', 'Dark']);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(checked('Same as the system')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(themeChoice.value).toBe('dark');
    expect(readStored('settings.theme', null)).toBe('dark');
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(themeChoice.value).toBe('light');
    expect(checked('Light')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Same as the system' }));
    expect(themeChoice.value).toBe('system');
  });

  it('clears the cache after a confirmation that says the login stays, keeping the tokens', async () => {
    const reload = vi.spyOn(settingsPage, 'reload').mockImplementation(() => {});
    setSession('demo', { token: 'access', refresh_token: 'refresh' });
    chosenCurrency.value = 'jpy';
    setRedirect('demo', { path: '/demo/settings' });
    expect(readStored('settings.currency', null)).toBe('jpy');
    render(
      <>
        <SettingsScreen />
        <ModalHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear cache' }));
    expect(await screen.findByText(/You will stay logged in/)).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Clear cache' });
    fireEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(readStored('session.tokens', {})).toEqual({ demo: 'access' });
    expect(readStored('session.refresh_tokens', {})).toEqual({ demo: 'refresh' });
    expect(readStored('settings.currency', 'gone')).toBe('gone');
    expect(readStored('prefs.redirect', 'gone')).toBe('gone');
    expect(tokens.value.demo).toBe('access');
  });

  it('clears nothing when the confirmation is cancelled', async () => {
    const reload = vi.spyOn(settingsPage, 'reload').mockImplementation(() => {});
    chosenCurrency.value = 'jpy';
    render(
      <>
        <SettingsScreen />
        <ModalHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear cache' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(reload).not.toHaveBeenCalled();
    expect(readStored('settings.currency', null)).toBe('jpy');
  });
});
