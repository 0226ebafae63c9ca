import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { renderApp } from '../../../../test/app';
import { server, useMswServer } from '../../../../test/msw';
import { adminPortalHandlers, type SettingsState } from '../../../../test/fixtures/admin';
import { groupAdminSettingsFixture } from '../../../../test/fixtures/group';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { groupAdminSettings, groupSettings } from '../../group';

// The admin portal's home section (issue 14): the home's sections, ordered and shown or hidden.

useMswServer();

let state: SettingsState;

function serve() {
  server.use(...adminPortalHandlers('demo', state));
}

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  groupSettings.clear('demo');
  groupAdminSettings.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  // An older server's settings (no home_sections): the default order, all shown.
  state = { settings: groupAdminSettingsFixture(), sent: [] };
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

const rows = (region: HTMLElement) =>
  within(region).getAllByRole('listitem').map((li) => {
    const label = li.querySelector('.ui-order__label')!.textContent;
    const shown = (li.querySelector('input[role=switch]') as HTMLInputElement).checked;
    return `${label}${shown ? '' : ' (hidden)'}`;
  });

describe('AdminHomeScreen (group-admin-home)', { timeout: 60_000 }, () => {
  it('orders the sections and hides one, then saves them at once', async () => {
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Home/ }));
    const region = await screen.findByRole('region', { name: 'Home sections' }, { timeout: 15_000 });
    expect(rows(region)).toEqual(['Coming up', 'Latest courses', "Links to the group's pages", 'Articles', 'Shortcuts']);
    const save = within(region).getByRole('button', { name: 'Save home' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect((within(region).getByRole('button', { name: 'Move Coming up up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(region).getByRole('button', { name: 'Move Shortcuts up' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Move Shortcuts up' }));
    fireEvent.click(within(region).getByRole('switch', { name: 'Show Latest courses' }));
    expect(rows(region)).toEqual(['Coming up', 'Latest courses (hidden)', 'Shortcuts', "Links to the group's pages", 'Articles']);
    expect(state.sent).toEqual([]);
    fireEvent.click(save);
    await waitFor(() => expect(state.sent).toEqual([{
      home_sections: [
        { key: 'coming_up', visible: true },
        { key: 'courses', visible: false },
        { key: 'shortcuts', visible: true },
        { key: 'entries', visible: true },
        { key: 'articles', visible: true },
      ],
    }]));
    await screen.findByText('Saved');
    // The home reads these settings: they are the ones the app holds now.
    expect(groupSettings.of('demo').data!.home_sections![2]).toEqual({ key: 'shortcuts', visible: true });
    expect(save.disabled).toBe(true);
  });
});
