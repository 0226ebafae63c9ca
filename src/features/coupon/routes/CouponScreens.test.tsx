import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { heldResponse, server, useMswServer, mockCall } from '../../../../test/msw';
import { couponCalls } from '../../../../contract/api/coupon';
import { assetCalls } from '../../../../contract/api/asset';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { claimableCouponFixture, couponFixture } from '../../../../test/fixtures/coupon';
import { assetsFixture } from '../../../../test/fixtures/order';
import { ErrorCode } from '../../../../contract/errors';
import { logoutGroup, setSession } from '../../../lib/session';
import { clearToasts } from '../../../ui/toast';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

const LATER = new Date(Date.now() + 20 * 86400000).toISOString();
const EARLIER = new Date(Date.now() - 3 * 86400000).toISOString();

function memberHandlers() {
  return [
    ...groupHandlers('demo'),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ state: 'paid', quiz_passed: true }) })),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
  ];
}

beforeEach(() => {
  localStorage.clear();
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  clearToasts();
  logoutGroup('demo');
});

describe('My coupons (group-coupons-mine)', () => {
  it('groups them usable, used and expired, with why one cannot be used', async () => {
    server.use(
      ...memberHandlers(),
      mockCall('demo', couponCalls.list, () => HttpResponse.json({
        data: [
          couponFixture({ coupon_id: 'used', name: 'Old voucher', state: 'USED', expired_at: LATER }),
          couponFixture({ coupon_id: 'ok', name: 'Fresh voucher', expired_at: LATER }),
          couponFixture({ coupon_id: 'gone', name: 'Spring voucher', expired_at: EARLIER }),
          couponFixture({ coupon_id: 'held', name: 'Held voucher', expired_at: LATER, reserved_order_id: 'o-1' }),
        ],
      })),
    );
    renderApp('#/demo/coupons/mine');
    const usable = await screen.findByRole('region', { name: /^Usable/ }, { timeout: 15_000 });
    expect(within(usable).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['#/demo/coupons/ok', '#/demo/coupons/held']);
    expect(within(usable).getByText(/In use by another unpaid order/)).toBeTruthy();
    const used = screen.getByRole('region', { name: /^Used/ });
    expect(within(used).getByText('Old voucher')).toBeTruthy();
    expect(within(used).getByText('Coupon not available')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /^Expired/ })).getByText('Spring voucher')).toBeTruthy();
  });
});

describe('what the coupon pages could not load', () => {
  const failOnce = (data: unknown) => {
    const reads = { count: 0 };
    const answer = () => (++reads.count === 1
      ? HttpResponse.json({ code: ErrorCode.internal, message: 'boom' }, { status: 500 })
      : HttpResponse.json({ data }));
    return { reads, answer };
  };

  it('my coupons: says they could not be loaded, and Retry reads them again', async () => {
    const { reads, answer } = failOnce([couponFixture({ coupon_id: 'ok', name: 'Fresh voucher', expired_at: LATER })]);
    server.use(...memberHandlers(), mockCall('demo', couponCalls.list, answer));
    renderApp('#/demo/coupons/mine');
    expect(await screen.findByRole('heading', { name: 'Your coupons could not be loaded.' }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Fresh voucher')).toBeTruthy();
    expect(reads.count).toBe(2);
  });

  it('a coupon: says it could not be loaded, and Retry reads it again', async () => {
    const { reads, answer } = failOnce(couponFixture({ coupon_id: 'ok', name: 'Fresh voucher', expired_at: LATER }));
    server.use(...memberHandlers(), mockCall('demo', couponCalls.get, { id: 'ok' }, answer));
    renderApp('#/demo/coupons/ok');
    expect(await screen.findByRole('heading', { name: 'The coupon could not be loaded.' }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Fresh voucher')).toBeTruthy();
    expect(reads.count).toBe(2);
  });

  it('a product’s coupons: says they could not be loaded, and Retry reads them again', async () => {
    const { reads, answer } = failOnce([couponFixture({ coupon_id: 'ok', name: 'Fresh voucher', expired_at: LATER, product_id: null })]);
    server.use(...memberHandlers(), mockCall('demo', couponCalls.list, answer));
    renderApp('#/demo/coupons/product/prod-member');
    expect(await screen.findByRole('heading', { name: 'The coupons for this product could not be loaded.' }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Fresh voucher')).toBeTruthy();
    expect(reads.count).toBe(2);
  });
});

describe('Coupons (group-coupons): claim by code', () => {
  it('says why a code is refused, then claims one: claim success, and a link to it', async () => {
    server.use(
      ...memberHandlers(),
      mockCall('demo', couponCalls.list, () => HttpResponse.json({ data: [] })),
      mockCall('demo', couponCalls.claimable, () => HttpResponse.json({ data: [] })),
      mockCall('demo', couponCalls.claim, ({ request }) => {
        const code = new URL(request.url).searchParams.get('code');
        if (code !== 'WELCOME5') {
          return HttpResponse.json({ code: ErrorCode.couponCodeIncorrect, message: 'coupon code incorrect' }, { status: 409 });
        }
        return HttpResponse.json({ data: { message: 'claim success', coupon: couponFixture({ coupon_id: 'new-1', name: 'Welcome voucher' }) } });
      }),
    );
    renderApp('#/demo/coupons');
    const field = await screen.findByRole('textbox', { name: 'Coupon code' }, { timeout: 15_000 });
    fireEvent.input(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    // Said under the field, which names it and keeps the code; not in a toast (issue 26 point 12).
    const refusal = await screen.findByText('Incorrect code');
    const said = refusal.closest('[role="alert"]')!;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(said.id);
    expect((field as HTMLInputElement).value).toBe('NOPE');
    expect(document.querySelector('.ui-toast')).toBeNull();

    // Typing again clears it.
    fireEvent.input(field, { target: { value: ' WELCOME5 ' } });
    expect(screen.queryByText('Incorrect code')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Claim success')).toBeTruthy();
    const done = screen.getByText(/Welcome voucher is yours\./);
    expect(done.getAttribute('role')).toBe('status');
    expect(within(done).getByRole('link', { name: 'View coupon' }).getAttribute('href')).toBe('#/demo/coupons/new-1');
    await waitFor(() => expect(screen.queryByText('Incorrect code')).toBeNull());
    // The group advertises no code: no section for them.
    expect(screen.queryByRole('heading', { name: 'Coupons you can claim' })).toBeNull();
  });
});

describe('Coupons (group-coupons): the coupons the group offers to claim', () => {
  const listed = () => [
    claimableCouponFixture({
      code: 'PACK8', name: 'CNY 8 off the coupon pack', amount: '8.00', product_id: 'prod-pack', product_name: 'Coupon pack',
      claims_left: 50,
    }),
    claimableCouponFixture({ code: 'BTCGIFT', name: 'BTC gift', asset_id: 'btc-asset', symbol: 'BTC', amount: '0.00001', pay_method: 'mixin' }),
  ];
  const section = () => screen.findByRole('region', { name: 'Coupons you can claim' }, { timeout: 15_000 });
  const card = (region: HTMLElement, name: string) => within(region).getByText(name).closest('.coupon-card') as HTMLElement;

  it('lists them as coupon cards; Claim says claim success and the card leaves the list', async () => {
    const claim = heldResponse();
    const claimed: string[] = [];
    server.use(
      ...memberHandlers(),
      mockCall('demo', couponCalls.list, () => HttpResponse.json({ data: [] })),
      mockCall('demo', couponCalls.claimable, () => HttpResponse.json({ data: listed() })),
      mockCall('demo', couponCalls.claim, async ({ request }) => {
        claimed.push(new URL(request.url).searchParams.get('code')!);
        await claim.wait();
        return HttpResponse.json({ data: { message: 'claim success', coupon: couponFixture({ coupon_id: 'new-8', name: 'CNY 8 off the coupon pack' }) } });
      }),
    );
    renderApp('#/demo/coupons');
    const region = await section();
    const pack = card(region, 'CNY 8 off the coupon pack');
    expect(within(pack).getByText('For Coupon pack')).toBeTruthy();
    expect(within(pack).getByText('Pays in CNY')).toBeTruthy();
    expect(within(pack).getByText('50 left')).toBeTruthy();
    expect(within(card(region, 'BTC gift')).getByText('Pays in BTC with Wallet')).toBeTruthy();
    // One action per card, named by its coupon (the code form's own button stays plain "Claim").
    expect(within(region).getAllByRole('button').map((b) => b.getAttribute('aria-label')))
      .toEqual(['Claim CNY 8 off the coupon pack', 'Claim BTC gift']);
    // One primary action on the screen: the code form's; the cards' Claim buttons are secondary.
    expect(Array.from(document.querySelectorAll('main .ui-btn--primary')).map((b) => b.textContent!.trim())).toEqual(['Claim']);
    expect(within(region).getAllByRole('button').every((b) => b.classList.contains('ui-btn--secondary'))).toBe(true);

    const button = within(pack).getByRole('button', { name: 'Claim CNY 8 off the coupon pack' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    claim.release();
    expect(await screen.findByText('Claim success')).toBeTruthy();
    await waitFor(() => expect(within(region).queryByText('CNY 8 off the coupon pack')).toBeNull());
    expect(claimed).toEqual(['PACK8']);
    expect(within(region).getByText('BTC gift')).toBeTruthy();
    // It is mine now: the way to my coupons counts it.
    expect(screen.getByRole('link', { name: /My coupons/ }).textContent).toContain('1 usable');
  });

  it('a refusal says why on that card and leaves the others alone', async () => {
    server.use(
      ...memberHandlers(),
      mockCall('demo', couponCalls.list, () => HttpResponse.json({ data: [] })),
      mockCall('demo', couponCalls.claimable, () => HttpResponse.json({ data: listed() })),
      mockCall('demo', couponCalls.claim, () =>
        HttpResponse.json({ code: ErrorCode.couponNotAvailable, message: 'coupon not available' }, { status: 409 })),
    );
    renderApp('#/demo/coupons');
    const region = await section();
    const pack = card(region, 'CNY 8 off the coupon pack');
    fireEvent.click(within(pack).getByRole('button', { name: 'Claim CNY 8 off the coupon pack' }));
    const reason = await within(pack).findByText('Coupon not available');
    expect(reason.getAttribute('role')).toBe('alert');
    const button = within(pack).getByRole('button', { name: 'Claim CNY 8 off the coupon pack' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(within(card(region, 'BTC gift')).queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Claim success')).toBeNull();
  });

  it('says when the list could not be loaded, and Retry loads it', async () => {
    let fail = true;
    server.use(
      ...memberHandlers(),
      mockCall('demo', couponCalls.list, () => HttpResponse.json({ data: [] })),
      mockCall('demo', couponCalls.claimable, () => (fail
        ? HttpResponse.json({ code: ErrorCode.internal, message: 'boom' }, { status: 500 })
        : HttpResponse.json({ data: listed() }))),
    );
    renderApp('#/demo/coupons');
    expect(await screen.findByRole('heading', { name: 'The coupons you can claim could not be loaded.' }, { timeout: 15_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('BTC gift')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The coupons you can claim could not be loaded.' })).toBeNull();
    expect(await section()).toBeTruthy();
  });
});
