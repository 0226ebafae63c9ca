import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { couponCalls } from '../../../../contract/api/coupon';
import { orderCalls } from '../../../../contract/api/order';
import { assetCalls } from '../../../../contract/api/asset';
import { assetsFixture, orderFixture } from '../../../../test/fixtures/order';
import { groupHandlers, renderApp } from '../../../../test/app';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { activeCheckout, finishCheckout } from '../../checkout';
import { myCoupons } from '../../coupon';
import { groupConfig, groupPublic, groupSettings } from '../../group';
import { assetPrices } from '../model';
import { ErrorCode } from '../../../../contract/errors';
import type { Order, OrderState } from '../../../../contract/order';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();
vi.setConfig({ testTimeout: 20000 });

function handlers(opts: { order?: Order | Response; states?: OrderState[]; paidOrder?: Order } = {}) {
  const seen = { me: 0, states: 0 };
  const states = (opts.states || []).slice();
  server.use(
    ...groupHandlers('demo'),
    mockCall('demo', assetCalls.all, () => HttpResponse.json({ data: assetsFixture() })),
    mockCall('demo', couponCalls.list, () => HttpResponse.json({ data: [] })),
    mockCall('demo', accountCalls.me, () => {
      seen.me++;
      return HttpResponse.json({ data: meFixture({ state: 'paid' }) });
    }),
    mockCall('demo', orderCalls.get, { id: 'order-1' }, () => {
      const o = opts.order || orderFixture();
      if (o instanceof Response) return o;
      return HttpResponse.json({ data: seen.states > 0 && opts.paidOrder ? opts.paidOrder : o });
    }),
    mockCall('demo', orderCalls.state, { id: 'order-1' }, () => {
      seen.states++;
      return HttpResponse.json({ data: { state: states.shift() || 'MARKED_PAID', order_id: 'order-1' } });
    }),
  );
  return seen;
}

async function settle<T>(check: () => T): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return check();
    } catch (e) {
      if (i > 60) throw e;
      await new Promise<void>((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(1);
    }
  }
}

beforeEach(() => {
  localStorage.clear();
  setSession('demo', { token: 'access', refresh_token: 'refresh' });
});
afterEach(() => {
  vi.useRealTimers();
  finishCheckout('cancel');
  cleanup();
  logoutGroup('demo');
  [groupConfig, groupPublic, groupSettings, assetPrices, myCoupons, account].forEach((r) => r.clear('demo'));
});

describe('checkout result', () => {
  it('shows a paid order with what was bought and a way into the group', async () => {
    handlers({ order: orderFixture({ state: 'PAID', channel: 'mixin', amount: '0.00024000', paid_at: '2024-05-01T10:05:00Z' }) });
    renderApp('#/demo/checkout/result?order_id=order-1');
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('Demo membership')).toBeTruthy();
    expect(await screen.findByText(/0\.00024 BTC/)).toBeTruthy();
    expect(screen.getByText('Wallet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter the group' }).getAttribute('href')).toBe('#/demo');
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('#/demo/order/order-1');
  });

  it('tells the buyer of a live stream they can watch it now, with the way to the stream', async () => {
    handlers({ order: orderFixture({ state: 'PAID', kind: 'stream', paid_at: '2024-05-01T10:05:00Z' }) });
    renderApp('#/demo/checkout/result?order_id=order-1');
    expect(await screen.findByText('You can watch the live stream now.')).toBeTruthy();
    expect(screen.queryByText('Welcome! You are now a member of the group.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Watch the live stream' }).getAttribute('href')).toBe('#/demo/stream');
  });

  it('tells the buyer of a course it is theirs, with the way to the courses', async () => {
    handlers({ order: orderFixture({ state: 'PAID', kind: 'course', paid_at: '2024-05-01T10:05:00Z' }) });
    renderApp('#/demo/checkout/result?order_id=order-1');
    expect(await screen.findByText('The course is yours.')).toBeTruthy();
    expect(screen.queryByText('Welcome! You are now a member of the group.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the courses' }).getAttribute('href')).toBe('#/demo/courses');
  });

  it('tells the buyer of an article it is theirs, with the way to the home that lists it', async () => {
    handlers({ order: orderFixture({ state: 'PAID', kind: 'article', paid_at: '2024-05-01T10:05:00Z' }) });
    renderApp('#/demo/checkout/result?order_id=order-1');
    expect(await screen.findByText('The article is yours: open it from the group home.')).toBeTruthy();
    expect(screen.queryByText('Welcome! You are now a member of the group.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Enter the group' }).getAttribute('href')).toBe('#/demo');
  });

  it('while the payment is confirmed, polls the state every 3000 ms, then shows it paid and reloads the account', async () => {
    const seen = handlers({
      order: orderFixture({ state: 'MARKED_PAID' }),
      states: ['MARKED_PAID', 'PAID'],
      paidOrder: orderFixture({ state: 'PAID', paid_at: '2024-05-01T10:05:00Z' }),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderApp('#/demo/checkout/result?order_id=order-1');
    await settle(() => screen.getByRole('heading', { name: 'Confirming payment' }));
    const before = seen.me;
    await vi.advanceTimersByTimeAsync(2990);
    expect(seen.states).toBe(0);
    await vi.advanceTimersByTimeAsync(10);
    await settle(() => expect(seen.states).toBe(1));
    expect(screen.getByRole('heading', { name: 'Confirming payment' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(3000);
    await settle(() => screen.getByRole('heading', { name: 'Payment successful' }));
    await settle(() => expect(seen.me).toBeGreaterThan(before));
  });

  it('a failed or expired order says so', async () => {
    handlers({ order: orderFixture({ state: 'EXPIRED' }) });
    renderApp('#/demo/checkout/result?order_id=order-1');
    expect(await screen.findByRole('heading', { name: 'The order has expired' })).toBeTruthy();
  });

  it('a payment the server refused says why', async () => {
    handlers({ order: orderFixture({ state: 'FAILED', kind: 'renew', quantity: 7, failure_reason: 'renewal_exceeds_maximum' }) });
    renderApp('#/demo/checkout/result?order_id=order-1');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText(/past the longest period the group allows/)).toBeTruthy();
  });

  it('an order nobody has reported paid says nothing was charged and offers Pay now for the same order; a reported one does not', async () => {
    handlers({ order: orderFixture({ state: 'NOT_PAID', quantity: 2 }), states: ['NOT_PAID'] });
    const orders: unknown[] = [];
    server.use(mockCall('demo', orderCalls.create, async ({ request }) => {
      orders.push(await request.json());
      return HttpResponse.json({ data: { order_id: 'order-1' } });
    }));
    renderApp('#/demo/checkout/result?order_id=order-1');
    expect(await screen.findByRole('heading', { name: 'Confirming payment' })).toBeTruthy();
    expect(screen.getByText('Not paid yet? Nothing was charged, and you can pay now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('dialog', { name: 'Checkout' }, { timeout: 15_000 })).toBeTruthy();
    expect(orders).toEqual([{ quantity: 2, product_id: 'prod-member' }]);
    finishCheckout('cancel');
    cleanup();
    handlers({ order: orderFixture({ state: 'MARKED_PAID' }) });
    renderApp('#/demo/checkout/result?order_id=order-1');
    expect(await screen.findByRole('heading', { name: 'Confirming payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('a payment the payer cancelled says cancelled, not failed, and Try again opens the payment again', async () => {
    handlers({ order: orderFixture({ state: 'FAILED', quantity: 2, failure_reason: 'cancelled' }) });
    const orders: unknown[] = [];
    server.use(mockCall('demo', orderCalls.create, async ({ request }) => {
      orders.push(await request.json());
      return HttpResponse.json({ data: { order_id: 'order-1' } });
    }));
    renderApp('#/demo/checkout/result?order_id=order-1');
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByText('You cancelled the payment, so nothing was paid.')).toBeTruthy();
    expect(screen.queryByText(/failed/i)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Checkout' }, { timeout: 15_000 })).toBeTruthy();
    expect(orders).toEqual([{ quantity: 2, product_id: 'prod-member' }]);
  });

  it('a failed payment says what to do and offers to try again; a refused one does not', async () => {
    handlers({ order: orderFixture({ state: 'FAILED' }) });
    renderApp('#/demo/checkout/result?order_id=order-1');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('The payment did not go through, and nothing was paid. Try again, or choose another payment method.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    cleanup();
    handlers({ order: orderFixture({ state: 'FAILED', failure_reason: 'already_joined' }) });
    renderApp('#/demo/checkout/result?order_id=order-1');
    expect(await screen.findByText(/you had already joined the group/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('the paid page leads with its one primary action, before the order details', async () => {
    handlers({ order: orderFixture({ state: 'PAID', channel: 'mixin', amount: '0.00024000', paid_at: '2024-05-01T10:05:00Z' }) });
    renderApp('#/demo/checkout/result?order_id=order-1');
    const enter = await screen.findByRole('link', { name: 'Enter the group' });
    expect(document.querySelectorAll('.ui-btn--primary')).toHaveLength(1);
    const details = screen.getByText('Demo membership');
    // The action comes first in the page, so it is on the first screen of a phone.
    expect(enter.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('an error the catalogue does not name keeps its code out of the sentence, in small print', async () => {
    handlers({ order: HttpResponse.json({ code: 123456, message: 'boom' }, { status: 409 }) });
    renderApp('#/demo/checkout/result?order_id=order-1');
    const sentence = await screen.findByText('Something went wrong. Please try again.');
    expect(sentence.textContent).not.toContain('123456');
    const code = screen.getByText('Code 123456');
    expect(code.className).toBe('order-screen__code');
  });

  // The refusal must not carry 100403, which §8 turns into the forbidden page (see the report).
  it("someone else's order: the §6 refusal, translated", async () => {
    handlers({
      order: HttpResponse.json({ code: ErrorCode.orderNotForAccount, message: 'order not created for your account' }, { status: 409 }),
    });
    renderApp('#/demo/checkout/result?order_id=order-1');
    expect(await screen.findByText('This order was not created for your account')).toBeTruthy();
  });

  it('a guest is asked to log in', async () => {
    handlers();
    logoutGroup('demo');
    renderApp('#/demo/checkout/result?order_id=order-1');
    expect(await screen.findByRole('heading', { name: 'Log in to see your order' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});

describe('order view', () => {
  it('shows the order and pays an unpaid one through the checkout', async () => {
    handlers();
    renderApp('#/demo/order/order-1');
    expect(await screen.findByRole('heading', { name: 'Order' })).toBeTruthy();
    const summary = await screen.findByText('Not paid');
    expect(summary).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    const sheet = await screen.findByRole('dialog', { name: 'Checkout' }, { timeout: 15_000 });
    expect(await within(sheet).findByRole('button', { name: /^Pay / }, { timeout: 15_000 })).toBeTruthy();
    expect(activeCheckout.value!.orderId).toBe('order-1');
  });

  it('another group: not authorised to view this order', async () => {
    handlers({ order: HttpResponse.json({ code: ErrorCode.orderOfOtherGroup, message: 'not authorised to view this order' }, { status: 409 }) });
    renderApp('#/demo/order/order-1');
    expect(await screen.findByText('Not authorised to view this order')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});
