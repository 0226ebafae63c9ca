import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { apiUrl, server, useMswServer } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { couponFixture } from '../../../../test/fixtures/coupon';
import { assetsFixture } from '../../../../test/fixtures/order';
import { ErrorCode } from '../../../../contract/errors';
import { logoutGroup, setSession } from '../../../lib/session';

useMswServer();

const LATER = new Date(Date.now() + 20 * 86400000).toISOString();
const EARLIER = new Date(Date.now() - 3 * 86400000).toISOString();

function memberHandlers() {
  return [
    ...groupHandlers('demo'),
    http.get(apiUrl('demo', '/users/me'), () => HttpResponse.json({ data: meFixture({ state: 'paid', quiz_passed: true }) })),
    http.get(apiUrl('demo', '/assets/all'), () => HttpResponse.json({ data: assetsFixture() })),
  ];
}

beforeEach(() => {
  localStorage.clear();
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('My coupons (group-coupons-mine)', () => {
  it('groups them usable, used and expired, with why one cannot be used', async () => {
    server.use(
      ...memberHandlers(),
      http.get(apiUrl('demo', '/coupons'), () => HttpResponse.json({
        data: [
          couponFixture({ coupon_id: 'used', name: 'Old voucher', state: 'USED', expired_at: LATER }),
          couponFixture({ coupon_id: 'ok', name: 'Fresh voucher', expired_at: LATER }),
          couponFixture({ coupon_id: 'gone', name: 'Spring voucher', expired_at: EARLIER }),
          couponFixture({ coupon_id: 'held', name: 'Held voucher', expired_at: LATER, reserved_order_id: 'o-1' }),
        ],
      })),
    );
    renderApp('#/demo/coupons/mine');
    const usable = await screen.findByRole('region', { name: /^Usable/ }, { timeout: 5000 });
    expect(within(usable).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['#/demo/coupons/ok', '#/demo/coupons/held']);
    expect(within(usable).getByText(/In use by another unpaid order/)).toBeTruthy();
    const used = screen.getByRole('region', { name: /^Used/ });
    expect(within(used).getByText('Old voucher')).toBeTruthy();
    expect(within(used).getByText('Coupon not available')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /^Expired/ })).getByText('Spring voucher')).toBeTruthy();
  });
});

describe('Coupons (group-coupons): claim by code', () => {
  it('says why a code is refused, then claims one: claim success, and a link to it', async () => {
    server.use(
      ...memberHandlers(),
      http.get(apiUrl('demo', '/coupons'), () => HttpResponse.json({ data: [] })),
      http.post(apiUrl('demo', '/coupons/claim'), ({ request }) => {
        const code = new URL(request.url).searchParams.get('code');
        if (code !== 'WELCOME5') {
          return HttpResponse.json({ code: ErrorCode.couponCodeIncorrect, message: 'coupon code incorrect' }, { status: 409 });
        }
        return HttpResponse.json({ data: { message: 'claim success', coupon: couponFixture({ coupon_id: 'new-1', name: 'Welcome voucher' }) } });
      }),
    );
    renderApp('#/demo/coupons');
    const field = await screen.findByRole('textbox', { name: 'Coupon code' }, { timeout: 5000 });
    fireEvent.input(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect((await screen.findByText('Incorrect code')).getAttribute('role')).toBe('alert');
    expect((field as HTMLInputElement).value).toBe('NOPE');

    fireEvent.input(field, { target: { value: ' WELCOME5 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Claim success')).toBeTruthy();
    const done = screen.getByText(/Welcome voucher is yours\./);
    expect(done.getAttribute('role')).toBe('status');
    expect(within(done).getByRole('link', { name: 'View coupon' }).getAttribute('href')).toBe('#/demo/coupons/new-1');
    await waitFor(() => expect(screen.queryByText('Incorrect code')).toBeNull());
  });
});
