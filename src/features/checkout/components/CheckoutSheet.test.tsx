import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { couponCalls } from '../../../../contract/api/coupon';
import { kycCalls } from '../../../../contract/api/kyc';
import { orderCalls } from '../../../../contract/api/order';
import { assetCalls } from '../../../../contract/api/asset';
import { walletCalls } from '../../../../contract/api/wallet';
import { couponFixture } from '../../../../test/fixtures/coupon';
import { ASSET, assetsFixture, orderFixture, payResultFixture } from '../../../../test/fixtures/order';
import { groupHandlers } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { kycStatusFixture } from '../../../../test/fixtures/kyc';
import { HashLocationProvider, hashUrl, navigate } from '../../../lib/location';
import { host } from '../../../lib/host';
import type { HostInfo } from '../../../lib/host';
import { currentGroup, logoutGroup, setSession } from '../../../lib/session';
import type { Signal } from '@preact/signals';
import { ModalHost } from '../../../ui/ModalHost';
import { closeAllModals } from '../../../ui/modals';
import { Toasts } from '../../../ui/Toasts';
import { clearToasts } from '../../../ui/toast';
import { myCoupons, type Coupon } from '../../coupon';
import { groupConfig, groupPublic } from '../../group';
import { assetPrices } from '../../order';
import { ErrorCode } from '../../../../contract/errors';
import type { Order, OrderFailureReason, OrderState, PayRequest, PayResult } from '../../../../contract/order';
import { activeCheckout, orderCreating, type CheckoutResult } from '../model';
import { finishCheckout, openCheckout, purchase } from '../open';
import { payWindow } from '../payWindow';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();
// Role queries over a whole sheet are slow in jsdom; these tests are about behaviour, not speed.
vi.setConfig({ testTimeout: 20000 });

const LATER = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
const cny20 = couponFixture({ coupon_id: 'cny20', name: 'CNY 20 voucher', amount: '20.00', asset_id: ASSET.cny, expired_at: LATER });
const btc80 = couponFixture({
  coupon_id: 'btc80', name: '20% off membership', type: 'DISCOUNT', amount: '0.80', asset_id: ASSET.btc,
  product_id: 'prod-member', product_name: 'Demo membership', expired_at: LATER,
});
const expired = couponFixture({ coupon_id: 'old', name: 'Old voucher', expired_at: '2020-01-01T00:00:00Z' });

interface Setup {
  order?: Order;
  coupons?: Coupon[];
  couponEnabled?: boolean;
  pay?: (body: PayRequest) => PayResult | Response;
  /** Answers to GET /orders/{id}/state, one per poll. */
  states?: OrderState[];
  /** The failure_reason the polled state carries. */
  stateReason?: OrderFailureReason;
  /** GET /orders/{id}/state answers this instead of a state. */
  stateError?: () => Response;
}

function setup(opts: Setup = {}) {
  const seen: { pay: PayRequest[]; stateHeaders: (string | null)[]; couponCodes: string[] } = {
    pay: [], stateHeaders: [], couponCodes: [],
  };
  const states = (opts.states || []).slice();
  server.use(
    ...groupHandlers('demo', { config: { coupon_enabled: opts.couponEnabled !== false } }),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ state: 'paid' }) })),
    // A wallet that holds enough: no buy hint unless a test says otherwise.
    mockCall('demo', walletCalls.tokens, () => HttpResponse.json({
      data: [ASSET.btc, ASSET.usdt, ASSET.rc].map((asset_id) => ({ asset_id, symbol: '', balance: '1000', icon_url: '', price_cny: '1', precision: 8 })),
    })),
    mockCall('demo', couponCalls.list, () => HttpResponse.json({ data: opts.coupons || [cny20, btc80, expired] })),
    mockCall('demo', orderCalls.get, { id: 'order-1' }, () => HttpResponse.json({ data: opts.order || orderFixture() })),
    mockCall('demo', orderCalls.state, { id: 'order-1' }, ({ request }) => {
      seen.stateHeaders.push(request.headers.get('group_id'));
      if (opts.stateError) return opts.stateError();
      const state = states.shift() || 'NOT_PAID';
      return HttpResponse.json({ data: { state, order_id: 'order-1', failure_reason: state === 'FAILED' ? opts.stateReason || null : null } });
    }),
    mockCall('demo', orderCalls.pay, { id: 'order-1' }, async ({ request }) => {
      const body = (await request.json()) as PayRequest;
      seen.pay.push(body);
      const answer = opts.pay ? opts.pay(body) : payResultFixture({ asset_id: body.asset_id });
      return answer instanceof Response ? answer : HttpResponse.json({ data: answer });
    }),
    mockCall('demo', couponCalls.apply, ({ request }) => {
      const code = new URL(request.url).searchParams.get('code') || '';
      seen.couponCodes.push(code);
      if (code !== 'WELCOME5') return HttpResponse.json({ code: ErrorCode.couponCodeIncorrect, message: 'coupon code incorrect' }, { status: 409 });
      return HttpResponse.json({
        data: couponFixture({ coupon_id: 'welcome', name: 'Welcome voucher', amount: '5.00', asset_id: ASSET.cny, expired_at: LATER }),
      });
    }),
  );
  return seen;
}

function renderHost() {
  return render(
    <HashLocationProvider>
      <ModalHost />
      <Toasts />
    </HashLocationProvider>,
  );
}

/** Opens the checkout and waits for it to show; `result` settles when the checkout ends. */
async function openSheet(): Promise<{ result: Promise<CheckoutResult> }> {
  renderHost();
  let result!: Promise<CheckoutResult>;
  act(() => {
    result = openCheckout({ group: 'demo', orderId: 'order-1' });
  });
  await screen.findByRole('radio', { name: /WeChat Pay/ }, { timeout: 15_000 });
  // Wrapped: an async function returning a promise would wait for it.
  return { result };
}

/**
 * With fake timers on, testing-library's waitFor cannot tick: retry `check` while letting
 * real I/O (msw) and fake time move a little. Far less fake time than a poll interval passes.
 */
async function settle<T>(check: () => T): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return check();
    } catch (e) {
      if (i > 40) throw e;
      await new Promise<void>((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(1);
    }
  }
}

const sheet = () => screen.getByRole('dialog', { name: 'Checkout' });
const amount = () => sheet().querySelector('output')!.textContent;

beforeEach(() => {
  localStorage.clear();
  navigate('/demo/join');
  // As the router does: the coupon cards price vouchers with the current group's assets.
  currentGroup.value = 'demo';
  setSession('demo', { token: 'access', refresh_token: 'refresh' });
});
afterEach(() => {
  vi.useRealTimers();
  act(() => {
    finishCheckout('cancel');
  });
  cleanup();
  clearToasts();
  logoutGroup('demo');
  [groupConfig, groupPublic, assetPrices, myCoupons].forEach((r) => r.clear('demo'));
});

describe('CheckoutSheet', () => {
  it('shows the channels in the default order; in a browser Alipay, the first that can be paid here, is selected with the best matching coupon', async () => {
    setup();
    await openSheet();
    const radios = within(sheet()).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'WeChat Pay CNY', 'Alipay CNY', 'Wallet BTC', 'Wallet USDT', 'Reborn coin RC',
    ]);
    expect(radios.filter((r) => (r as HTMLInputElement).checked).map((r) => r.closest('label')!.textContent)).toEqual(['Alipay CNY']);
    expect(screen.getByText('Demo membership')).toBeTruthy();
    // 0.0003 BTC = 144 CNY, less the best CNY coupon (20): 124.00, the old price struck.
    expect(amount()).toBe('124.00 CNY');
    expect(sheet().querySelector('del')!.textContent).toBe('144.00 CNY');
    expect(screen.getByRole('button', { name: /Coupon.*CNY 20 voucher/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('changing channel clears a coupon that no longer matches; choosing a coupon switches to a matching channel', async () => {
    setup();
    await openSheet();
    fireEvent.click(screen.getByRole('radio', { name: /Alipay/ }));
    expect(amount()).toBe('124.00 CNY');
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet BTC' }));
    expect(amount()).toBe('0.0003 BTC');
    expect(sheet().querySelector('del')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Coupon/ }));
    const discount = screen.getByRole('button', { name: /20% off.*20% off membership/ });
    fireEvent.click(discount);
    expect(amount()).toBe('0.00024 BTC');
    expect(discount.getAttribute('aria-pressed')).toBe('true');
    // The selected coupon again: cleared.
    fireEvent.click(discount);
    expect(amount()).toBe('0.0003 BTC');

    // A CNY coupon while paying in BTC: the channel switches to the first CNY one.
    fireEvent.click(screen.getByRole('button', { name: /¥20 off.*CNY 20 voucher/ }));
    expect((screen.getByRole('radio', { name: /WeChat Pay/ }) as HTMLInputElement).checked).toBe(true);
    expect(amount()).toBe('124.00 CNY');
  });

  it('the coupon row counts coupons for other payment methods, and choosing one switches to its method', async () => {
    const btcVoucher = couponFixture({ coupon_id: 'btc-v', name: 'BTC voucher', amount: '0.0001', asset_id: ASSET.btc, expired_at: LATER });
    setup({ coupons: [btc80, btcVoucher] });
    await openSheet();
    // Alipay is chosen: both coupons are for the wallet, so not "None available".
    const row = screen.getByRole('button', { name: /^Coupon/ });
    expect(row.textContent).toContain('2 coupons for other payment methods');
    expect(row.textContent).not.toContain('None available');
    fireEvent.click(row);
    fireEvent.click(screen.getByRole('button', { name: /20% off membership/ }));
    expect((screen.getByRole('radio', { name: 'Wallet BTC' }) as HTMLInputElement).checked).toBe(true);
    expect(amount()).toBe('0.00024 BTC');
    cleanup();
    act(() => finishCheckout('cancel'));
    myCoupons.clear('demo');
    setup({ coupons: [btc80] });
    await openSheet();
    expect(screen.getByRole('button', { name: /^Coupon/ }).textContent).toContain('1 coupon for another payment method');
  });

  it("a coupon held by another unpaid order says why and is passed over; one this order holds is used", async () => {
    const cny10 = couponFixture({ coupon_id: 'cny10', name: 'CNY 10 voucher', amount: '10.00', expired_at: LATER });
    setup({ coupons: [{ ...cny20, reserved_order_id: 'order-other' }, cny10] });
    await openSheet();
    // The best coupon is held elsewhere: the next best is chosen.
    expect(amount()).toBe('134.00 CNY');
    fireEvent.click(screen.getByRole('button', { name: /^Coupon/ }));
    const held = screen.getByRole('button', { name: /CNY 20 voucher/ });
    expect(held.textContent).toContain('In use by another unpaid order of yours');
    cleanup();
    act(() => finishCheckout('cancel'));
    myCoupons.clear('demo');
    // Reopened for the order that holds it (after a reload): it is this order's to use.
    setup({ coupons: [{ ...cny20, reserved_order_id: 'order-1' }, cny10] });
    await openSheet();
    expect(amount()).toBe('124.00 CNY');
  });

  it('coupon cards show amount, product, expiry and why one cannot be used; expired and used ones are not offered (issue 26 point 9)', async () => {
    const usedOne = couponFixture({ coupon_id: 'spent', name: 'Spent voucher', state: 'USED', expired_at: LATER });
    setup({ coupons: [cny20, btc80, expired, usedOne] });
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: /^Coupon/ }));
    expect(screen.queryByRole('button', { name: /Old voucher/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Spent voucher/ })).toBeNull();
    expect(screen.queryByText('Expired')).toBeNull();
    // In the coupon's own currency, whatever the person's.
    expect(screen.getByRole('button', { name: /¥20 off.*CNY 20 voucher/ }).getAttribute('aria-pressed')).toBe('true');
    const btc = screen.getByRole('button', { name: /20% off membership/ });
    expect(btc.textContent).toContain('For Demo membership');
    expect(btc.textContent).toContain('Coupon unsupported for this payment method');
  });

  it('the Pay button says the amount, sits last in a sticky bar below the coupon list, and toasts stay off the price (issue 26 point 9)', async () => {
    setup({ coupons: [cny20, btc80] });
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: /^Coupon/ }));
    const pay = screen.getByRole('button', { name: /^Pay / });
    expect(pay.textContent).toBe(`Pay ${amount()}`);
    const bar = pay.closest('.checkout-sheet__pay-bar')!;
    expect(bar).toBeTruthy();
    // After the open coupon list, the body's last part: the CSS keeps it stuck to the sheet's foot.
    expect(bar.parentElement!.lastElementChild).toBe(bar);
    expect(bar.previousElementSibling!.querySelector('[aria-expanded="true"]')).toBeTruthy();
    expect(sheet().hasAttribute('data-toasts-above')).toBe(true);
  });

  it('without coupons for the product it says so; with coupons off there is no coupon row', async () => {
    setup({ coupons: [] });
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: /^Coupon/ }));
    expect(screen.getByText('No available coupons for this product')).toBeTruthy();
    cleanup();
    act(() => finishCheckout('cancel'));
    groupConfig.clear('demo');
    setup({ couponEnabled: false });
    await openSheet();
    expect(screen.queryByRole('button', { name: /^Coupon/ })).toBeNull();
    expect(amount()).toBe('144.00 CNY');
  });

  it('a coupon code is applied and chosen; a wrong one says incorrect code', async () => {
    const seen = setup({ coupons: [] });
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: /^Coupon/ }));
    const input = screen.getByRole('textbox', { name: 'Coupon code' });
    fireEvent.input(input, { target: { value: ' nope ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // Said under the field, which names it and keeps the code; not in a toast (issue 26 point 12).
    const said = (await screen.findByText('Incorrect code')).closest('[role="alert"]')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(said.id);
    expect((input as HTMLInputElement).value).toBe(' nope ');
    expect(document.querySelector('.ui-toast')).toBeNull();

    fireEvent.input(input, { target: { value: 'WELCOME5' } });
    expect(screen.queryByText('Incorrect code')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(amount()).toBe('139.00 CNY'));
    expect(screen.getByText('Claim success')).toBeTruthy();
    expect(seen.couponCodes).toEqual(['nope', 'WELCOME5']);
    expect(screen.getByRole('button', { name: /¥5 off.*Welcome voucher/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('wallet outside the wallet app: QR code of the payment URL, then polls every 3000 ms until PAID', async () => {
    const seen = setup({ states: ['NOT_PAID', 'MARKED_PAID', 'PAID'] });
    const { result } = await openSheet();
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet BTC' }));
    fireEvent.click(screen.getByRole('button', { name: /^Coupon/ }));
    fireEvent.click(screen.getByRole('button', { name: /20% off membership/ }));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    const dialog = await settle(() => screen.getByRole('dialog', { name: 'Checking payment' }));
    expect(seen.pay).toEqual([
      {
        order_id: 'order-1', asset_id: ASSET.btc, channel: 'mixin', coupon_id: 'btc80',
        extras: { result_url: `${location.origin}/#/demo/checkout/result?order_id=order-1` },
      },
    ]);
    const link = within(dialog).getByRole('link', { name: 'Open in the wallet app' }) as HTMLAnchorElement;
    const url = new URL(link.href);
    expect(url.pathname).toBe('/sandbox/mixin/pay');
    expect(url.searchParams.get('recipient')).toBe('client-demo');
    expect(url.searchParams.get('asset')).toBe(ASSET.btc);
    expect(url.searchParams.get('trace')).toBe('order-1');
    expect(await settle(() => within(dialog).getByRole('img', { name: 'QR code of the payment page' }))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Checkout' })).toBeNull();

    // The first poll comes one interval after the pay answer, then one every 3000 ms.
    await vi.advanceTimersByTimeAsync(2900);
    expect(seen.stateHeaders).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await settle(() => expect(seen.stateHeaders).toEqual(['demo']));
    await vi.advanceTimersByTimeAsync(3000);
    await settle(() => expect(seen.stateHeaders).toEqual(['demo', 'demo']));
    expect(screen.getByRole('dialog', { name: 'Checking payment' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(3000);
    await settle(() => expect(seen.stateHeaders).toHaveLength(3));
    await settle(() => expect(activeCheckout.value).toBeNull());
    vi.useRealTimers();
    expect(await result).toBe('success');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Pay success')).toBeTruthy();
    expect(hashUrl.value).toBe('/demo/checkout/result?order_id=order-1');
  });

  it('a refusal while following the payment ends it with "Pay fail", and the code of an unnamed error in small print', async () => {
    setup({ stateError: () => HttpResponse.json({ code: 123456, message: 'something odd' }, { status: 400 }) });
    const { result } = await openSheet();
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet BTC' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await settle(() => screen.getByRole('dialog', { name: 'Checking payment' }));
    await vi.advanceTimersByTimeAsync(3000);
    await settle(() => expect(activeCheckout.value).toBeNull());
    vi.useRealTimers();
    expect(await result).toBe('error');
    const toast = screen.getByText('Pay fail: Something went wrong. Please try again.').closest('.ui-toast')!;
    const code = toast.querySelector('small')!;
    expect(code.textContent).toBe('Code 123456');
  });

  it('an immediate PAID goes to the checkout result', async () => {
    setup({ pay: (body) => payResultFixture({ state: 'PAID', asset_id: body.asset_id, amount: '0.00' }) });
    const { result } = await openSheet();
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await result).toBe('success');
    expect(hashUrl.value).toBe('/demo/checkout/result?order_id=order-1');
    expect(screen.getByText('Pay success')).toBeTruthy();
  });

  it("cancelling the 'checking payment' modal says the payment was cancelled, and Try again reopens it", async () => {
    const seen = setup();
    const { result } = await openSheet();
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet USDT' }));
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    const dialog = await screen.findByRole('dialog', { name: 'Checking payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Not a failure: the sheet stays, says so, and offers the payment again with the same choices.
    const notice = await within(sheet()).findByRole('alert');
    expect(notice.textContent).toContain('Payment cancelled');
    expect(notice.textContent).not.toContain('fail');
    expect((screen.getByRole('radio', { name: 'Wallet USDT' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Checking payment' })).toBeTruthy();
    expect(seen.pay).toHaveLength(2);
    // Closing it for good is still a cancel, with its toast.
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Checking payment' })).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await within(sheet()).findByRole('button', { name: 'Close' }));
    expect(await result).toBe('cancel');
    expect(screen.getByText('Payment cancelled')).toBeTruthy();
    expect(hashUrl.value).toBe('/demo/join');
  });

  it("a payment cancelled on the provider's page says cancelled, and Try again orders the same again", async () => {
    setup({ states: ['FAILED'], stateReason: 'cancelled' });
    const orders: unknown[] = [];
    server.use(mockCall('demo', orderCalls.create, async ({ request }) => {
      orders.push(await request.json());
      return HttpResponse.json({ data: { order_id: 'order-1' } });
    }));
    await openSheet();
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet BTC' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await settle(() => screen.getByRole('dialog', { name: 'Checking payment' }));
    await vi.advanceTimersByTimeAsync(3000);
    const notice = await settle(() => within(sheet()).getByRole('alert'));
    vi.useRealTimers();
    expect(notice.textContent).toContain('Payment cancelled');
    expect(screen.queryByText(/Pay fail/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(orders).toEqual([{ quantity: 1, product_id: 'prod-member' }]));
  });

  it('a failed payment says what failed and what to do', async () => {
    setup({ states: ['FAILED'] });
    await openSheet();
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet BTC' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await settle(() => screen.getByRole('dialog', { name: 'Checking payment' }));
    await vi.advanceTimersByTimeAsync(3000);
    const notice = await settle(() => within(sheet()).getByRole('alert'));
    vi.useRealTimers();
    expect(notice.textContent).toContain('Payment failed');
    expect(notice.textContent).toContain('The payment did not go through, and nothing was paid. Try again, or choose another payment method.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("a refused payment gives the server's reason, and no Try again", async () => {
    setup({ states: ['FAILED'], stateReason: 'already_joined' });
    await openSheet();
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet BTC' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await settle(() => screen.getByRole('dialog', { name: 'Checking payment' }));
    await vi.advanceTimersByTimeAsync(3000);
    const notice = await settle(() => within(sheet()).getByRole('alert'));
    vi.useRealTimers();
    expect(notice.textContent).toContain('you had already joined the group');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a refused pay request keeps the sheet open and says why, translated', async () => {
    setup({ pay: () => HttpResponse.json({ code: ErrorCode.couponNotAvailable, message: 'coupon not available' }, { status: 409 }) });
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Coupon not available')).toBeTruthy();
    expect(sheet()).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Pay / }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('WeChat Pay outside WeChat: the open-in-browser prompt with a QR code of the H5 page', async () => {
    const seen = setup({
      coupons: [],
      pay: (body) =>
        payResultFixture({
          asset_id: body.asset_id,
          amount: '144.00',
          charge_id: 'wechat_1',
          // An H5 order, as the server answers it: the JSAPI fields empty.
          payment: {
            appId: '', timeStamp: '', nonceStr: '', package: '', signType: '', paySign: '',
            h5_url: '/sandbox/wechat/pay?prepay_id=wx1',
          },
        }),
    });
    await openSheet();
    fireEvent.click(screen.getByRole('radio', { name: /WeChat Pay/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    const dialog = await screen.findByRole('dialog', { name: 'Checking payment' });
    expect(seen.pay[0].pxx_channel).toBe('h5');
    expect(within(dialog).getByRole('heading', { name: 'Open in WeChat to pay' })).toBeTruthy();
    expect((within(dialog).getByRole('link', { name: 'Open the payment page' }) as HTMLAnchorElement).href).toBe(
      `${location.origin}/sandbox/wechat/pay?prepay_id=wx1`,
    );
    expect(await within(dialog).findByRole('img', { name: 'QR code of the payment page' })).toBeTruthy();
  });

  it('inside WeChat: the payment object goes through the WeChat bridge, then the state is checked', async () => {
    const wechatHost = host as Signal<HostInfo>;
    const before = wechatHost.value;
    wechatHost.value = { kind: 'wechat', appVersion: '8.0.1', platform: 'android' };
    const invoke = vi.fn((_n: string, _p: Record<string, string>, cb: (r: { err_msg: string }) => void) =>
      cb({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    (window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge = { invoke };
    try {
      // A JSAPI order, as the server answers it: signed by the merchant key, `h5_url` empty.
      const payment = {
        appId: 'wx', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'S',
      };
      const seen = setup({
        coupons: [],
        pay: (body) =>
          payResultFixture({
            asset_id: body.asset_id, amount: '144.00', charge_id: 'wechat_1', payment: { ...payment, h5_url: '' },
          }),
      });
      await openSheet();
      fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
      const dialog = await screen.findByRole('dialog', { name: 'Checking payment' });
      expect(seen.pay[0].pxx_channel).toBe('jsapi');
      expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', payment, expect.any(Function));
      expect(within(dialog).queryByRole('link')).toBeNull();
    } finally {
      wechatHost.value = before;
      delete (window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge;
    }
  });

  it("Alipay and reborn leave for the channel's page", async () => {
    const assign = vi.spyOn(payWindow, 'assign').mockImplementation(() => {});
    setup({
      coupons: [],
      pay: (body) =>
        body.channel === 'alipay'
          ? payResultFixture({ asset_id: body.asset_id, charge_id: 'a1', payment: { url: '/sandbox/alipay/pay?charge_id=a1' } })
          : payResultFixture({ asset_id: body.asset_id, charge_id: 'reborn_1' }),
    });
    await openSheet();
    fireEvent.click(screen.getByRole('radio', { name: /Alipay/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/alipay/pay?charge_id=a1'));
  });

  it('hides on a route change', async () => {
    setup();
    const { result } = await openSheet();
    act(() => navigate('/demo/settings'));
    expect(await result).toBe('cancel');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing every modal (as the app does on a route change) cancels the checkout; a second opening replaces the first', async () => {
    setup();
    const first = await openSheet();
    let second!: Promise<CheckoutResult>;
    act(() => {
      second = openCheckout({ group: 'demo', orderId: 'order-1' });
    });
    expect(await first.result).toBe('cancel');
    expect(screen.getAllByRole('dialog', { name: 'Checkout' })).toHaveLength(1);
    act(() => closeAllModals());
    expect(await second).toBe('cancel');
    expect(activeCheckout.value).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an order that can no longer be paid says so', async () => {
    setup({ order: orderFixture({ state: 'EXPIRED' }) });
    renderHost();
    act(() => {
      void openCheckout({ group: 'demo', orderId: 'order-1' });
    });
    expect(await screen.findByText('The order expired before the payment arrived. Try again to start a new order.')).toBeTruthy();
  });
});

describe('CheckoutSheet: a coupon to use and the buy-crypto hint (issue 13 points 2 and 7)', () => {
  const token = (asset_id: string, symbol: string, balance: string) => ({ asset_id, symbol, balance, icon_url: '', price_cny: '1', precision: 8 });

  function walletHandlers(btcBalance: string, kyc: 'unknown' | 'approved') {
    server.use(
      mockCall('demo', walletCalls.tokens, ({ request }) => {
        expect(new URL(request.url).searchParams.get('provider')).toBe('mixin');
        return HttpResponse.json({ data: [token(ASSET.btc, 'BTC', btcBalance), token(ASSET.usdt, 'USDT', '100')] });
      }),
      mockCall('demo', kycCalls.status, () => HttpResponse.json({ data: kycStatusFixture({ kyc_status: kyc }) })),
    );
  }

  it("opened with a coupon to use (a coupon's \"Use it\"), chooses it and the channel it pays on", async () => {
    setup();
    renderHost();
    act(() => {
      void openCheckout({ group: 'demo', orderId: 'order-1', couponId: 'btc80' });
    });
    const wallet = await screen.findByRole('radio', { name: 'Wallet BTC' }, { timeout: 15_000 });
    await waitFor(() => expect((wallet as HTMLInputElement).checked).toBe(true));
    expect(amount()).toBe('0.00024 BTC');
  });

  it('no hint while the wallet holds enough; below the amount, a hint, the ways to buy, and c2c without KYC leads to the KYC page', async () => {
    setup();
    walletHandlers('0.00010000', 'unknown');
    await openSheet();
    // Alipay is chosen: the wallet's balance does not matter.
    expect(within(sheet()).queryByRole('button', { name: 'Buy BTC' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet USDT' }));
    expect(within(sheet()).queryByRole('button', { name: 'Buy USDT' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet BTC' }));
    expect(await within(sheet()).findByText('Your wallet holds 0.0001 BTC; this payment needs 0.0003 BTC.')).toBeTruthy();

    fireEvent.click(within(sheet()).getByRole('button', { name: 'Buy BTC' }));
    const choices = await screen.findByRole('dialog', { name: 'Buy 0.0002 BTC' });
    expect(within(choices).getAllByRole('button').map((b) => b.textContent).filter(Boolean)).toEqual([
      'With money, from other peoplePeer-to-peer; needs verified identity', 'Swap USDT for BTCOn a trading site',
    ]);
    fireEvent.click(within(choices).getByRole('button', { name: /With money, from other people/ }));
    const kyc = await screen.findByRole('dialog', { name: 'Verify your identity first' });
    fireEvent.click(within(kyc).getByRole('button', { name: 'Verify identity' }));
    await waitFor(() => expect(location.hash).toBe('#/demo/kyc'));
  });

  it('with KYC approved, c2c opens the peer-to-peer page with the symbol and what is missing', async () => {
    setup();
    walletHandlers('0.00010000', 'approved');
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    await openSheet();
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet BTC' }));
    fireEvent.click(await within(sheet()).findByRole('button', { name: 'Buy BTC' }));
    fireEvent.click(await screen.findByRole('button', { name: /With money, from other people/ }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(open.mock.calls[0][0]).toBe(`${location.origin}/sandbox/buy/c2c?symbol=BTC&amount=0.00020000`);
    expect(screen.queryByRole('dialog', { name: 'Verify your identity first' })).toBeNull();
    open.mockRestore();
  });
});

describe('purchase', () => {
  it('creates the order (with the invitation code), flags orderCreating meanwhile, then opens the checkout', async () => {
    setup();
    const bodies: unknown[] = [];
    let release: () => void = () => {};
    server.use(
      mockCall('demo', orderCalls.create, async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ data: { order_id: 'order-1' } });
      }),
    );
    renderHost();
    let result!: Promise<CheckoutResult>;
    act(() => {
      result = purchase({ group: 'demo', productId: 'prod-member', quantity: 2, inviteCode: ' MIAPAL ' });
    });
    await waitFor(() => expect(orderCreating.value).toBe(true));
    expect(bodies).toEqual([{ quantity: 2, product_id: 'prod-member', invite_code: 'MIAPAL' }]);
    release();
    await screen.findByRole('radio', { name: /WeChat Pay/ });
    expect(orderCreating.value).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await result).toBe('cancel');
  });

  it('a refused order is explained (101001: the renewal-quantity message) and no checkout opens', async () => {
    server.use(
      mockCall('demo', orderCalls.create, () =>
        HttpResponse.json({ code: 101001, message: 'current membership already 6 years' }, { status: 400 }),
      ),
    );
    renderHost();
    expect(await purchase({ group: 'demo', productId: 'prod-member', quantity: 2 })).toBe('error');
    expect(await screen.findByText('This renewal period is not allowed.')).toBeTruthy();
    expect(activeCheckout.value).toBeNull();
    expect(orderCreating.value).toBe(false);
  });

  it('refuses without a product', async () => {
    renderHost();
    expect(await purchase({ group: 'demo', productId: null, quantity: 1 })).toBe('error');
    expect(await screen.findByText('There is no product to buy')).toBeTruthy();
  });

  it("a guest gets the auth modal ('login required' with a login action) and no order", async () => {
    const posted = vi.fn();
    server.use(mockCall('demo', orderCalls.create, () => posted()));
    logoutGroup('demo');
    render(
      <HashLocationProvider>
        <ModalHost />
      </HashLocationProvider>,
    );
    let result!: Promise<CheckoutResult>;
    act(() => {
      result = purchase({ group: 'demo', productId: 'prod-member', quantity: 1 });
    });
    const modal = await screen.findByRole('dialog', { name: 'Login required' });
    expect(within(modal).getByRole('button', { name: 'Log in' })).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(await result).toBe('cancel');
    expect(posted).not.toHaveBeenCalled();
    expect(activeCheckout.value).toBeNull();
  });
});
