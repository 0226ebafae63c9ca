import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { vaultCalls } from '../../../../contract/api/vault';
import { assetCalls } from '../../../../contract/api/asset';
import { useEnglishWithNoCurrency } from '../../../../test/currency';
import { meFixture } from '../../../../test/fixtures/account';
import { homeHandlers } from '../../../../test/fixtures/home';
import { assetsFixture } from '../../../../test/fixtures/order';
import { vaultOverviewFixture, withdrawalFixture } from '../../../../test/fixtures/vault';
import type { VaultOverview } from '../../../../contract/vault';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { vaultOverview } from '../model';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();
useEnglishWithNoCurrency();

let role: 'owner' | 'admin';
let overview: VaultOverview;
/** PINs sent to POST /vaults/create. */
let pinsSent: string[];
/** When set, GET /vaults/ fails this many times first. */
let failures: number;

function serve() {
  server.use(
    ...groupHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role, state: 'paid' }) })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', vaultCalls.list, () => {
      if (failures > 0) {
        failures -= 1;
        return HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 });
      }
      return HttpResponse.json({ data: overview });
    }),
    mockCall('demo', vaultCalls.create, async ({ request }) => {
      const { pin } = (await request.json()) as { pin: string };
      pinsSent.push(pin);
      overview = { ...overview, pin: { pin_set: true, tries_left: 5, locked_until: null } };
      return HttpResponse.json({ data: overview });
    }),
    mockCall('demo', vaultCalls.withdrawals, { id: 'vault-profit' }, () =>
      HttpResponse.json({ data: { items: [withdrawalFixture()], has_more: false } })),
  );
}

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  vaultOverview.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  role = 'owner';
  overview = vaultOverviewFixture();
  pinsSent = [];
  failures = 0;
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

const vault = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

describe('AdminVaultsScreen (group-admin-vaults)', { timeout: 60_000 }, () => {
  it('shows the four vaults with each balance exactly and its value in my currency, and Withdraw on the profit vault', async () => {
    serve();
    renderApp('#/demo/admin/vaults');
    const profit = await vault('Profit vault');
    for (const name of ['Master vault', 'Bonus vault', 'Tax vault']) expect(await vault(name)).toBeTruthy();
    expect(within(await vault('Tax vault')).getByText('Set aside for tax: 6% of each payment after its bonus.')).toBeTruthy();
    expect(within(profit).getByText('35.109 USDT')).toBeTruthy();
    // 406.08 CNY at 1 USD = 7.20 CNY; the USDT at 7.20 CNY.
    expect(await within(profit).findByText('≈ $56.40')).toBeTruthy();
    expect(within(profit).getByText('≈ $35.11')).toBeTruthy();
    expect(within(await vault('Master vault')).getByText('432.00 CNY')).toBeTruthy();
    const withdraw = within(profit).getByRole('link', { name: 'Withdraw' });
    expect(withdraw.getAttribute('href')).toBe('#/demo/admin/vaults/withdraw');
    // The history: the withdrawal, where it went, and that it was sent (in words).
    const history = await screen.findByRole('region', { name: 'Withdrawals' });
    expect(await within(history).findByText('1.5 USDT')).toBeTruthy();
    expect(within(history).getByText('Sent')).toBeTruthy();
    expect(within(history).getByText("The owner's wallet")).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Withdrawal PIN' })).toBeNull();
  });

  it('the owner sets the PIN the first time, typed twice: problems are said before anything is sent', async () => {
    overview = vaultOverviewFixture({ pin: { pin_set: false, tries_left: 5, locked_until: null } });
    serve();
    renderApp('#/demo/admin/vaults');
    const setup = await vault('Withdrawal PIN');
    expect(within(await vault('Profit vault')).queryByRole('link', { name: 'Withdraw' })).toBeNull();
    expect(within(await vault('Profit vault')).getByText('Withdrawals start once the owner sets a withdrawal PIN.')).toBeTruthy();
    const pin = within(setup).getByLabelText('New PIN (6 digits)') as HTMLInputElement;
    const again = within(setup).getByLabelText('The same PIN again') as HTMLInputElement;
    expect(pin.type).toBe('password');
    expect(pin.inputMode).toBe('numeric');
    fireEvent.input(pin, { target: { value: '24a68' } });
    expect(pin.value).toBe('2468');
    fireEvent.click(within(setup).getByRole('button', { name: 'Set PIN' }));
    expect(await within(setup).findByText('The PIN is 6 digits.')).toBeTruthy();
    fireEvent.input(pin, { target: { value: '246810' } });
    fireEvent.input(again, { target: { value: '246811' } });
    fireEvent.click(within(setup).getByRole('button', { name: 'Set PIN' }));
    expect(await within(setup).findByText('The two PINs are not the same.')).toBeTruthy();
    expect(pinsSent).toEqual([]);
    fireEvent.input(again, { target: { value: '246810' } });
    fireEvent.click(within(setup).getByRole('button', { name: 'Set PIN' }));
    await waitFor(() => expect(pinsSent).toEqual(['246810']));
    expect(await screen.findByText('Withdrawal PIN set')).toBeTruthy();
    expect(await within(await vault('Profit vault')).findByRole('link', { name: 'Withdraw' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Withdrawal PIN' })).toBeNull());
  });

  it('a refused PIN is said under the form, the digits kept, not in a toast', async () => {
    overview = vaultOverviewFixture({ pin: { pin_set: false, tries_left: 5, locked_until: null } });
    serve();
    server.use(mockCall('demo', vaultCalls.create, () => HttpResponse.json({ code: 104602, message: 'PIN already set' }, { status: 409 })));
    renderApp('#/demo/admin/vaults');
    const setup = await vault('Withdrawal PIN');
    const pin = within(setup).getByLabelText('New PIN (6 digits)') as HTMLInputElement;
    const again = within(setup).getByLabelText('The same PIN again') as HTMLInputElement;
    fireEvent.input(pin, { target: { value: '246810' } });
    fireEvent.input(again, { target: { value: '246810' } });
    fireEvent.click(within(setup).getByRole('button', { name: 'Set PIN' }));
    const alert = await within(setup).findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert.nextElementSibling!.contains(within(setup).getByRole('button', { name: 'Set PIN' }))).toBe(true);
    expect([pin.value, again.value]).toEqual(['246810', '246810']);
    expect(pin.getAttribute('aria-invalid')).toBeNull();
    expect(document.querySelector('.ui-toast--error')).toBeNull();
  });

  it('an admin sees why there is no PIN form: only the owner sets it', async () => {
    role = 'admin';
    overview = vaultOverviewFixture({ pin: { pin_set: false, tries_left: 5, locked_until: null }, can_set_pin: false });
    serve();
    renderApp('#/demo/admin/vaults');
    expect(await screen.findByText('Only the group owner can set the withdrawal PIN. Until then nobody can withdraw.')).toBeTruthy();
    expect(screen.queryByLabelText('New PIN (6 digits)')).toBeNull();
    expect(within(await vault('Profit vault')).queryByRole('link', { name: 'Withdraw' })).toBeNull();
  });

  it('says until when your withdrawals are locked, and that an empty profit vault has nothing to withdraw', async () => {
    overview = vaultOverviewFixture({ pin: { pin_set: true, tries_left: 0, locked_until: '2026-11-25T10:15:00.000Z' } });
    serve();
    renderApp('#/demo/admin/vaults');
    const profit = await vault('Profit vault');
    expect(within(profit).getByText(/^Too many wrong PINs: your withdrawals are locked until 2026\/11\/25 \d\d:15\.$/)).toBeTruthy();
    expect(within(profit).queryByRole('link', { name: 'Withdraw' })).toBeNull();

    cleanup();
    vaultOverview.clear('demo');
    overview = vaultOverviewFixture({}, []);
    renderApp('#/demo/admin/vaults');
    const empty = await vault('Profit vault');
    expect(within(empty).getByText('Nothing in this vault yet.')).toBeTruthy();
    expect(within(empty).getByText('The profit vault is empty: there is nothing to withdraw.')).toBeTruthy();
  });

  it('a failed load says so with a retry that loads again', async () => {
    failures = 3;
    serve();
    renderApp('#/demo/admin/vaults');
    expect(await screen.findByRole('heading', { name: 'The vaults could not be loaded.' }, { timeout: 15_000 })).toBeTruthy();
    failures = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await vault('Profit vault')).toBeTruthy();
  });
});
