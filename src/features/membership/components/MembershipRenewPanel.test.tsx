import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { orderCalls } from '../../../../contract/api/order';
import { productHandlers } from '../../../../test/fixtures/join';
import { HashLocationProvider } from '../../../lib/location';
import { groupHandlers } from '../../../../test/app';
import { logoutGroup, setSession } from '../../../lib/session';
import { chosenCurrency, locale } from '../../../lib/settings';
import { Toasts } from '../../../ui/Toasts';
import { clearToasts, toasts } from '../../../ui/toast';
import type { Me } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { activeCheckout, finishCheckout } from '../../checkout';
import { groupConfig, groupSettings, type GroupConfig, type GroupSettings } from '../../group';
import { membershipProduct, pricedAssets } from '../../join';
import { MembershipRenewPanel } from './MembershipRenewPanel';
import { withTexts } from '../../../../test/texts';
import { accountCalls } from '../../../../contract/api/account';

beforeAll(() => withTexts('membership', 'join'));

useMswServer();

let orders: unknown[];
let meCalls: number;
/** The first read of the account fails. */
let meFailsOnce: boolean;
let orderAnswer: () => Response;

function setup(options: { me?: Partial<Me>; config?: Partial<GroupConfig>; settings?: Partial<GroupSettings> } = {}) {
  server.use(
    ...groupHandlers('demo', { config: { max_renewal_years: 5, ...options.config }, settings: options.settings }),
    ...productHandlers('demo'),
    mockCall('demo', accountCalls.me, () => {
      meCalls++;
      if (meFailsOnce && meCalls === 1) return HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 });
      return HttpResponse.json({ data: meFixture({ state: 'paid', expired_at: '2027-03-01T00:00:00.000Z', ...options.me }) });
    }),
    mockCall('demo', orderCalls.create, async ({ request }) => {
      orders.push(await request.json());
      return orderAnswer();
    }),
  );
  render(
    <HashLocationProvider>
      <MembershipRenewPanel group="demo" />
      <Toasts />
    </HashLocationProvider>,
  );
}

beforeEach(() => {
  // Only the clock: the renew page reads "now" once, and dates must not depend on the day the test runs.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-03-01T00:00:00.000Z'));
  localStorage.clear();
  chosenCurrency.value = 'usd';
  orders = [];
  meCalls = 0;
  meFailsOnce = false;
  orderAnswer = () => HttpResponse.json({ data: { order_id: 'o-renew' } });
  history.replaceState(null, '', '/#/demo/renew');
  setSession('demo', { token: 't', refresh_token: 'r' });
  for (const r of [groupConfig, groupSettings, membershipProduct, pricedAssets]) r.clear('demo');
});
afterEach(() => {
  cleanup();
  finishCheckout('cancel');
  clearToasts();
  logoutGroup('demo');
  vi.useRealTimers();
});

const renewButton = (years: number) =>
  screen.getByRole('button', { name: years === 1 ? 'Renew for 1 year' : `Renew for ${years} years` }) as HTMLButtonElement;

describe('MembershipRenewPanel (group-renew)', () => {
  it('says the renewal could not be loaded, with a retry that reads it again', async () => {
    meFailsOnce = true;
    setup();
    expect(await screen.findByRole('heading', { name: 'The renewal could not be loaded.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Renew for 1 year' })).toBeTruthy();
    expect(meCalls).toBe(2);
  });

  it('offers only the periods within the group’s maximum (admin/payment)', async () => {
    setup({ config: { max_renewal_years: 3 } });
    expect(await screen.findByText('Your membership runs until 2027/03/01.')).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => (r.parentElement as HTMLElement).textContent)).toEqual(['1 year', '2 years', '3 years']);
  });

  it('offers 1, 2, 3, 5 and 7 years with the price and the new expiry, and renews through the checkout', async () => {
    setup({ config: { max_renewal_years: 7 } });
    expect(await screen.findByText('Your membership runs until 2027/03/01.')).toBeTruthy();
    const years = screen.getAllByRole('radio').map((r) => (r.parentElement as HTMLElement).textContent);
    expect(years).toEqual(['1 year', '2 years', '3 years', '5 years', '7 years']);
    await waitFor(() => expect(screen.getByTestId('join-price-local').textContent).toBe('$20.00'));
    expect(screen.getByText('After renewing it runs until 2028/03/01.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '2 years' }));
    expect(screen.getByTestId('join-price-local').textContent).toBe('$40.00');
    expect(screen.getByText('After renewing it runs until 2029/03/01.')).toBeTruthy();
    fireEvent.click(renewButton(2));
    await waitFor(() => expect(activeCheckout.value && activeCheckout.value.orderId).toBe('o-renew'));
    expect(orders).toEqual([{ quantity: 2, product_id: 'p1' }]);
    expect(activeCheckout.value!.title).toBe('Renew membership');

    const before = meCalls;
    await act(() => finishCheckout('success'));
    // The new expiry is read back from the server.
    await waitFor(() => expect(meCalls).toBe(before + 1));
  });

  it('shows the price in the chosen currency with the crypto amount beside it, and switches when the choice changes', async () => {
    setup();
    const price = () => screen.getByTestId('join-price-local').textContent;
    await waitFor(() => expect(price()).toBe('$20.00'));
    expect(screen.getByText('≈ 0.0003 BTC')).toBeTruthy();
    act(() => {
      chosenCurrency.value = 'jpy';
    });
    expect(price()).toBe('¥3,000');
    act(() => {
      chosenCurrency.value = 'cny';
    });
    expect(price()).toBe('¥144.00');
  });

  it('without a choice the currency follows the language: zh sees ¥, en sees $', async () => {
    chosenCurrency.value = null;
    locale.value = 'zh';
    try {
      setup();
      const price = () => screen.getByTestId('join-price-local').textContent;
      await waitFor(() => expect(price()).toBe('¥144.00'));
      act(() => {
        locale.value = 'en';
      });
      expect(price()).toBe('$20.00');
    } finally {
      locale.value = 'en';
    }
  });

  it('refuses a period beyond the maximum with the §5 message, without making an order', async () => {
    setup();
    await screen.findByText('Your membership runs until 2027/03/01.');
    fireEvent.click(screen.getByRole('radio', { name: '3 years' }));
    const refusal = 'Current membership already 3 years: renewing for this long would go past the maximum of 5 years.';
    expect(screen.getByText(refusal).getAttribute('role')).toBe('alert');
    expect(renewButton(3).disabled).toBe(true);
    fireEvent.click(renewButton(3));
    fireEvent.click(screen.getByRole('radio', { name: '2 years' }));
    expect(screen.queryByText(/Current membership already/)).toBeNull();
    expect(renewButton(2).disabled).toBe(false);
    expect(orders).toEqual([]);
  });

  it("shows the renewal-quantity message when the server refuses with 101001", async () => {
    orderAnswer = () =>
      HttpResponse.json({ code: 101001, message: 'renewal exceeds the maximum of 5 years' }, { status: 400 });
    // Without a maximum from the config the page leaves the check to the server.
    setup({ config: { max_renewal_years: undefined } });
    await screen.findByText('Your membership runs until 2027/03/01.');
    fireEvent.click(screen.getByRole('radio', { name: '7 years' }));
    fireEvent.click(renewButton(7));
    await waitFor(() => expect(toasts.value.map((item) => item.message)).toContain('This renewal period is not allowed.'));
    expect(orders).toEqual([{ quantity: 7, product_id: 'p1' }]);
    expect(activeCheckout.value).toBeNull();
    await waitFor(() => expect(renewButton(7).disabled).toBe(false));
  });

  it('renews from now when the membership has run out', async () => {
    setup({ me: { expired_at: '2023-12-01T00:00:00.000Z' } });
    expect(await screen.findByText('Your membership ran out on 2023/12/01.')).toBeTruthy();
    expect(screen.getByText('After renewing it runs until 2025/03/01.')).toBeTruthy();
  });

  it('offers nothing when the group does not enable system renewal', async () => {
    setup({ settings: { system_renew_enable: false } });
    expect(await screen.findByText('This group is not renewable.')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Renew for/ })).toBeNull();
  });

  it('offers nothing to a membership that does not expire', async () => {
    setup({ me: { expired_at: null } });
    expect(await screen.findByText('Your membership does not expire: there is nothing to renew.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Renew for/ })).toBeNull();
  });
});
