import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { appCalls } from '../../../../contract/api/app';
import { favoriteAppCalls } from '../../../../contract/api/favoriteApp';
import { adminPortalHandlers, type SettingsState } from '../../../../test/fixtures/admin';
import { groupAdminSettingsFixture } from '../../../../test/fixtures/group';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { groupAdminSettings, groupSettings } from '../../group';
import { groupShortcuts } from '../../home';
import type { Shortcut, WalletUser } from '../../../../contract/shortcut';

// The admin portal's favourite bots and shortcuts (issue 14): find a bot by id and add it, order
// and remove the favourites, choose which show on the home and in what order.

useMswServer();

const bot = (app_id: string, name: string): Shortcut => ({
  app_id, name, icon_url: '', description: `${name} does things`, home_uri: `https://bots.test/${app_id}`, created_at: '2026-01-01T00:00:00Z',
});
const NEWS = bot('news', 'News Bot');
const MARKET = bot('market', 'Market Watch');
const WEATHER = bot('weather', 'Weather');
const WEATHER_USER: WalletUser = {
  user_id: 'weather', identity_number: '7000300003', full_name: 'Weather', avatar_url: '',
  app: { app_id: 'weather', name: 'Weather', icon_url: '', description: 'Forecasts for your city', home_uri: 'https://bots.test/weather' },
};

let favourites: Shortcut[];
let state: SettingsState;

function serve() {
  server.use(
    mockCall('demo', favoriteAppCalls.list, () => HttpResponse.json({ data: favourites })),
    ...adminPortalHandlers('demo', state),
    mockCall('demo', appCalls.searchUser, async ({ request }) => {
      const { id } = (await request.json()) as { id: string };
      state.sent.push({ search: id });
      if (id === '7000300003') return HttpResponse.json({ data: WEATHER_USER });
      if (id === '37000003') {
        return HttpResponse.json({ data: { user_id: 'u3', identity_number: id, full_name: 'Mia Member', avatar_url: '', app: null } });
      }
      return HttpResponse.json({ code: 404, message: 'no wallet user or bot with this id' }, { status: 404 });
    }),
    mockCall('demo', favoriteAppCalls.add, async ({ request }) => {
      const { app_id } = (await request.json()) as { app_id: string };
      state.sent.push({ add: app_id });
      favourites = favourites.concat([WEATHER]);
      return HttpResponse.json({ data: WEATHER });
    }),
    mockCall('demo', favoriteAppCalls.remove, ({ params }) => {
      state.sent.push({ remove: params.id });
      favourites = favourites.filter((app) => app.app_id !== params.id);
      return HttpResponse.json({ data: { app_id: params.id } });
    }),
    mockCall('demo', favoriteAppCalls.reorder, async ({ request }) => {
      const { app_ids } = (await request.json()) as { app_ids: string[] };
      state.sent.push({ order: app_ids });
      favourites = app_ids.map((id) => favourites.filter((app) => app.app_id === id)[0]);
      return HttpResponse.json({ data: favourites });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  for (const r of [account, groupAdminSettings, groupSettings, groupShortcuts]) r.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  favourites = [NEWS, MARKET];
  state = { settings: groupAdminSettingsFixture({ home_shortcuts: null }), sent: [], record: (patch) => ({ settings: patch }) };
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });
const labels = (region: HTMLElement) => Array.from(region.querySelectorAll('.ui-order__label')).map((el) => el.textContent);

describe('AdminFavoriteScreen (group-admin-favorite)', { timeout: 60_000 }, () => {
  it('finds a bot by identity number and adds it; the list and the home follow', async () => {
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Favourite bots/ }));
    const add = await section('Add a bot');
    fireEvent.input(within(add).getByLabelText('Identity number or app ID'), { target: { value: ' 7000300003 ' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Search' }));
    const found = (await within(add).findByText('Forecasts for your city')).closest('[role=status]') as HTMLElement;
    expect(within(found).getByText('Weather')).toBeTruthy();
    fireEvent.click(within(found).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(state.sent).toEqual([{ search: '7000300003' }, { add: 'weather' }]));
    await screen.findByText('Weather added');
    const list = screen.getByRole('region', { name: 'Favourite bots' });
    await waitFor(() => expect(labels(list)).toEqual(['News Bot', 'Market Watch', 'Weather']));
    expect(groupShortcuts.of('demo').data!.map((app) => app.app_id)).toEqual(['news', 'market', 'weather']);
  });

  it('says when the id is a person, a bot already added, or nobody; nothing is added', async () => {
    favourites = [NEWS, WEATHER];
    serve();
    renderApp('#/demo/admin/favorite');
    const add = await section('Add a bot');
    const field = within(add).getByLabelText('Identity number or app ID') as HTMLInputElement;
    fireEvent.click(within(add).getByRole('button', { name: 'Search' }));
    expect((await within(add).findByRole('alert')).textContent).toBe("Enter a bot's identity number or app ID.");
    fireEvent.input(field, { target: { value: '37000003' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Search' }));
    expect(await within(add).findByText('37000003 is a person, not a bot: only bots can be favourites.')).toBeTruthy();
    expect(within(add).queryByRole('button', { name: 'Add' })).toBeNull();
    fireEvent.input(field, { target: { value: '7000300003' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Search' }));
    expect(await within(add).findByText("Already one of the group's favourite bots.")).toBeTruthy();
    expect(within(add).queryByRole('button', { name: 'Add' })).toBeNull();
    fireEvent.input(field, { target: { value: '123' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Search' }));
    // Nobody by that id: the refusal under the field it concerns, not in a toast, what was typed kept.
    const said = await within(add).findByRole('alert');
    expect(field.getAttribute('aria-describedby')).toBe(said.id);
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    expect(field.value).toBe('123');
    expect(state.sent.filter((s) => 'add' in (s as object))).toEqual([]);
  });

  it('moves a bot up, saved at once', async () => {
    serve();
    renderApp('#/demo/admin/favorite');
    const list = await section('Favourite bots');
    fireEvent.click(within(list).getByRole('button', { name: 'Move Market Watch up' }));
    await waitFor(() => expect(state.sent).toEqual([{ order: ['market', 'news'] }]));
    await waitFor(() => expect(labels(list)).toEqual(['Market Watch', 'News Bot']));
  });

  it('removes a bot only once confirmed', async () => {
    serve();
    renderApp('#/demo/admin/favorite');
    const list = await section('Favourite bots');
    fireEvent.click(within(list).getByRole('button', { name: 'Remove News Bot' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('News Bot will no longer be a favourite bot, nor a shortcut on the home.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.sent).toEqual([]);
    fireEvent.click(within(list).getByRole('button', { name: 'Remove News Bot' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(state.sent).toEqual([{ remove: 'news' }]));
    await screen.findByText('News Bot removed');
    await waitFor(() => expect(labels(list)).toEqual(['Market Watch']));
  });
});

describe('AdminShortcutScreen (group-admin-shortcut)', { timeout: 60_000 }, () => {
  it('chooses which favourite bots the home shows and their order, then saves them', async () => {
    favourites = [NEWS, MARKET, WEATHER];
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Shortcuts/ }));
    const region = await section('Shortcuts on the home');
    expect(labels(region)).toEqual(['News Bot', 'Market Watch', 'Weather']);
    const save = within(region).getByRole('button', { name: 'Save shortcuts' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(region).getByRole('switch', { name: 'Show News Bot on the home' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Move Weather up' }));
    expect(labels(region)).toEqual(['News Bot', 'Weather', 'Market Watch']);
    fireEvent.click(save);
    await waitFor(() => expect(state.sent).toEqual([{ settings: { home_shortcuts: ['weather', 'market'] } }]));
    await screen.findByText('Saved');
    // Saved: the ones shown first, in their order, then the one hidden.
    await waitFor(() => expect(labels(region)).toEqual(['Weather', 'Market Watch', 'News Bot']));
    expect((within(region).getByRole('switch', { name: 'Show News Bot on the home' }) as HTMLInputElement).checked).toBe(false);
  });

  it('with no favourite bots, leads to adding one', async () => {
    favourites = [];
    serve();
    renderApp('#/demo/admin/shortcut');
    const region = await section('Shortcuts on the home');
    expect(within(region).getByRole('link', { name: 'Add a bot' }).getAttribute('href')).toBe('#/demo/admin/favorite');
  });
});
