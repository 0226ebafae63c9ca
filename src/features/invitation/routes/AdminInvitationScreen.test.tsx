import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { renderApp } from '../../../../test/app';
import { server, useMswServer } from '../../../../test/msw';
import { adminPortalHandlers, type SettingsState } from '../../../../test/fixtures/admin';
import { groupAdminSettingsFixture } from '../../../../test/fixtures/group';
import { emptyInvitationListsHandlers } from '../../../../test/fixtures/invitationAdmin';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { groupAdminSettings, groupSettings } from '../../group';

// The admin portal's invitation options (issue 14): the three switches and the bonus rate.

useMswServer();

let state: SettingsState;

function serve() {
  server.use(...adminPortalHandlers('demo', state, 'owner'), ...emptyInvitationListsHandlers('demo'));
}

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  groupSettings.clear('demo');
  groupAdminSettings.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  state = {
    settings: groupAdminSettingsFixture({
      system_invite_code_required: true,
      permanent_invitation_codes_enabled: true,
      provide_public_random_invitation_codes: false,
      invitation_bonus_rate: '0.1',
    }),
    sent: [],
  };
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

describe('AdminInvitationScreen (group-admin-invitation)', { timeout: 60_000 }, () => {
  it('shows each option as saved and saves a switch as it is flipped', async () => {
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Invitations/ }));
    const options = await section('Invitation codes');
    const switches = () => within(options).getAllByRole('switch').map((s) => [s.getAttribute('aria-label') || s.parentElement!.textContent, (s as HTMLInputElement).checked]);
    expect(switches()).toEqual([
      ['Joining needs an invitation code', true],
      ["Members' permanent codes can be used", true],
      ['Offer public random codes to newcomers', false],
    ]);
    fireEvent.click(within(options).getByRole('switch', { name: "Members' permanent codes can be used" }));
    await waitFor(() => expect(state.sent).toEqual([{ permanent_invitation_codes_enabled: false }]));
    await screen.findByText('Saved');
    fireEvent.click(within(options).getByRole('switch', { name: 'Offer public random codes to newcomers' }));
    await waitFor(() => expect(state.sent[1]).toEqual({ provide_public_random_invitation_codes: true }));
    await waitFor(() => expect(switches()).toEqual([
      ['Joining needs an invitation code', true],
      ["Members' permanent codes can be used", false],
      ['Offer public random codes to newcomers', true],
    ]));
  });

  it('a refused switch goes back and says why', async () => {
    serve();
    state.refusal = { code: 100400, message: 'invalid body', status: 400 };
    renderApp('#/demo/admin/invitation');
    const options = await section('Invitation codes');
    const code = within(options).getByRole('switch', { name: 'Joining needs an invitation code' }) as HTMLInputElement;
    fireEvent.click(code);
    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(await within(options).findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(code.checked).toBe(true));
  });

  it('saves the bonus rate typed as a percentage, as the decimal the payment reads', async () => {
    serve();
    renderApp('#/demo/admin/invitation');
    const rate = await section('Invitation bonus');
    const field = within(rate).getByLabelText('Bonus rate') as HTMLInputElement;
    expect(field.value).toBe('10');
    fireEvent.input(field, { target: { value: '12.5' } });
    fireEvent.click(within(rate).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(state.sent).toEqual([{ invitation_bonus_rate: '0.125' }]));
    await screen.findByText('Saved');
    expect(field.value).toBe('12.5');
  });

  it("says the server's refusal under the rate, keeping what was typed (no toast)", async () => {
    serve();
    state.refusal = { code: 100400, message: 'invalid body', status: 400 };
    renderApp('#/demo/admin/invitation');
    const rate = await section('Invitation bonus');
    const field = within(rate).getByLabelText('Bonus rate') as HTMLInputElement;
    fireEvent.input(field, { target: { value: '12.5' } });
    fireEvent.click(within(rate).getByRole('button', { name: 'Save rate' }));
    const alert = await within(rate).findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(field.getAttribute('aria-describedby')!.split(' ')[0]).toBe(alert.id);
    expect(field.value).toBe('12.5');
    expect(state.sent).toHaveLength(1);
    expect(document.querySelector('.ui-toast--error')).toBeNull();
  });

  it.each([
    ['60', 'The rate can be at most 50%.'],
    ['-1', 'Enter a percentage from 0 to 50, such as 10 or 12.5.'],
    ['1.255', 'At most 2 decimal places.'],
  ])('refuses %j before sending, keeping what was typed', async (typed, reason) => {
    serve();
    renderApp('#/demo/admin/invitation');
    const rate = await section('Invitation bonus');
    const field = within(rate).getByLabelText('Bonus rate') as HTMLInputElement;
    fireEvent.input(field, { target: { value: typed } });
    fireEvent.click(within(rate).getByRole('button', { name: 'Save rate' }));
    expect((await within(rate).findByRole('alert')).textContent).toBe(reason);
    expect(field.value).toBe(typed);
    expect(state.sent).toEqual([]);
  });
});
