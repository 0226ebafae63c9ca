import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { couponCalls } from '../../../../contract/api/coupon';
import { productCalls } from '../../../../contract/api/product';
import { assetCalls } from '../../../../contract/api/asset';
import { nextRefusal, screenAlerts } from '../../../../test/admin';
import { meFixture } from '../../../../test/fixtures/account';
import { homeHandlers } from '../../../../test/fixtures/home';
import { ASSET, assetsFixture, productFixture } from '../../../../test/fixtures/order';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { groupConfig } from '../../group';
import { assetPrices } from '../../order';
import { couponProducts } from '../admin';
import type { CouponBatch } from '../../../../contract/couponAdmin';
import { accountCalls } from '../../../../contract/api/account';
import { adminIndexHandlers } from '../../../../test/fixtures/admin';

useMswServer();

const DAY = 86_400_000;
const batch = (fields: Partial<CouponBatch>): CouponBatch => ({
  code: 'WELCOME5', name: 'Welcome voucher', description: '', type: 'VOUCHER', amount: '5.00', asset_id: ASSET.cny, symbol: 'CNY',
  product_id: null, product_name: null, pay_method: null, expired_at: new Date(Date.now() + 30 * DAY).toISOString(), max_claims: null,
  advertised: true, created_at: '2026-01-01T00:00:00.000Z', usage: { claimed: 7, used: 3, expired: 1 }, ...fields,
});

let batches: CouponBatch[];
let couponsOn: boolean;
let listFails: boolean;
let sent: { method: string; call: string; body?: unknown }[];
const refusal = nextRefusal();

function serve() {
  server.use(
    ...groupHandlers('demo', { config: { coupon_enabled: couponsOn } }),
    ...adminIndexHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin', state: 'paid' }) })),
    // The wallet charges crypto, WeChat Pay yuan, reborn its coin: /assets/all says which is which.
    mockCall('demo', assetCalls.all, () => HttpResponse.json({
      data: assetsFixture().map((a) => ({ ...a, kind: a.asset_id === ASSET.btc || a.asset_id === ASSET.usdt ? 'crypto' : 'fiat' })),
    })),
    mockCall('demo', productCalls.list, () => HttpResponse.json({
      data: [productFixture(), productFixture({ product_id: 'prod-old', name: 'Old pack', status: 'disabled' })],
    })),
    mockCall('demo', couponCalls.adminList, ({ request }) => {
      sent.push({ method: 'GET', call: `adminList offset=${new URL(request.url).searchParams.get('offset')}` });
      if (listFails) return HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 });
      return HttpResponse.json({ data: { items: batches, has_more: false } });
    }),
    mockCall('demo', couponCalls.adminCreate, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'POST', call: 'adminCreate', body });
      const refused = refusal.take();
      if (refused) return refused;
      const created = batch({
        code: (body.code as string) || 'K7P2M9QX4R', name: body.name as string, type: 'DISCOUNT', amount: body.amount as string,
        asset_id: ASSET.usdt, symbol: 'USDT', product_id: 'prod-member', product_name: 'Demo membership', pay_method: 'mixin',
        max_claims: body.max_claims as number, usage: { claimed: 0, used: 0, expired: 0 },
      });
      batches = [created, ...batches];
      return HttpResponse.json({ data: created });
    }),
    mockCall('demo', couponCalls.adminAdvertise, async ({ request, params }) => {
      const body = (await request.json()) as { advertised: boolean };
      sent.push({ method: 'PUT', call: `adminAdvertise ${params.code}`, body });
      return HttpResponse.json({ data: { ...batches.find((b) => b.code === params.code)!, advertised: body.advertised } });
    }),
    mockCall('demo', couponCalls.adminExpire, ({ params }) => {
      sent.push({ method: 'POST', call: `adminExpire ${params.code}` });
      const found = batches.find((b) => b.code === params.code)!;
      return HttpResponse.json({ data: { ...found, expired_at: new Date().toISOString(), usage: { ...found.usage, expired: 4 } } });
    }),
  );
}

const writes = () => sent.filter((s) => s.method !== 'GET');
const alerts = screenAlerts;
const batchCard = (code: string) => screen.findByRole('article', { name: code }, { timeout: 15_000 });

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  assetPrices.clear('demo');
  couponProducts.clear('demo');
  groupConfig.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  batches = [
    batch({}),
    batch({ code: 'NEWBIE20', name: '20% off your first year', type: 'DISCOUNT', amount: '0.80', asset_id: ASSET.usdt, symbol: 'USDT',
      product_id: 'prod-member', product_name: 'Demo membership', max_claims: 50, advertised: false, usage: { claimed: 50, used: 10, expired: 0 } }),
    batch({ code: 'OLDCODE', name: 'An expired campaign', expired_at: '2025-01-01T00:00:00.000Z', usage: { claimed: 2, used: 0, expired: 2 } }),
  ];
  couponsOn = true;
  listFails = false;
  sent = [];
  refusal.set(null);
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('AdminCouponScreen (group-admin-coupon)', { timeout: 60_000 }, () => {
  it('is a section of the portal listing every batch with its usage and state', async () => {
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Coupons/ }));
    const welcome = await batchCard('WELCOME5');
    expect(within(welcome).getByText('Welcome voucher · 5.00 CNY off')).toBeTruthy();
    const usage = within(welcome).getByLabelText('Usage of WELCOME5');
    expect(within(usage).getAllByRole('definition').map((d) => d.textContent)).toEqual(['7', '3', '1']);
    expect(within(welcome).getByText('Active')).toBeTruthy();
    expect(within(welcome).getByText('Listed to members')).toBeTruthy();
    const newbie = await batchCard('NEWBIE20');
    expect(within(newbie).getByText('20% off your first year · 20% off')).toBeTruthy();
    expect(within(newbie).getByText(/^For Demo membership · Any payment method · Ends .* · At most 50 claims$/)).toBeTruthy();
    expect(within(newbie).getByText('All claimed')).toBeTruthy();
    expect(within(newbie).getByText('Secret code')).toBeTruthy();
    const old = await batchCard('OLDCODE');
    expect(within(old).getByText('Ended')).toBeTruthy();
    expect(within(old).queryByRole('button')).toBeNull();
    expect(screen.queryByText(/Coupons are turned off/)).toBeNull();
  });

  it('creates a batch: the rules first, nothing sent; then the batch, and the list shows it', async () => {
    serve();
    renderApp('#/demo/admin/coupon');
    await batchCard('WELCOME5');
    fireEvent.click(screen.getByRole('button', { name: 'New coupon batch' }));
    const form = await screen.findByRole('form', { name: 'New coupon batch' }, { timeout: 15_000 });
    fireEvent.input(within(form).getByRole('textbox', { name: 'Percent off' }), { target: { value: '100' } });
    fireEvent.input(within(form).getByRole('combobox', { name: 'Payment method' }), { target: { value: 'wechat' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Type a code' }));
    fireEvent.input(within(form).getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'sp-25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create batch' }));
    await waitFor(() => expect(alerts().length).toBeGreaterThan(0));
    expect(alerts()).toEqual([
      'Enter a name.',
      'Enter a percentage above 0 and below 100, with at most 2 decimals.',
      'WeChat Pay cannot charge in BTC.',
      'Choose today or a later day.',
      'Use only letters A–Z and digits.',
    ]);
    expect(writes()).toEqual([]);
    expect((within(form).getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement).value).toBe('SP-25');

    fireEvent.input(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Spring sale' } });
    fireEvent.input(within(form).getByRole('textbox', { name: 'Percent off' }), { target: { value: '25' } });
    fireEvent.input(within(form).getByRole('combobox', { name: 'Asset' }), { target: { value: ASSET.usdt } });
    fireEvent.input(within(form).getByRole('combobox', { name: 'Product' }), { target: { value: 'prod-member' } });
    fireEvent.input(within(form).getByRole('combobox', { name: 'Payment method' }), { target: { value: 'mixin' } });
    expect(within(form).queryByRole('option', { name: 'Old pack' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: /^Last day/ }));
    const picker = await screen.findByRole('dialog', { name: 'Last day' });
    fireEvent.input(within(picker).getByLabelText('Date'), { target: { value: '2030-01-31' } });
    fireEvent.click(within(picker).getByRole('button', { name: 'OK' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Limited' }));
    fireEvent.input(within(form).getByRole('textbox', { name: 'Most claims' }), { target: { value: '100' } });
    fireEvent.input(within(form).getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'spring25' } });

    refusal.set({ code: 104301, message: 'coupon code taken', status: 409 });
    fireEvent.click(within(form).getByRole('button', { name: 'Create batch' }));
    await waitFor(() => expect(alerts()).toEqual(['Another coupon batch already has this code. Choose another code, or let one be made up.']));
    expect((within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Spring sale');
    // Under the code it concerns, which keeps what was typed; not in a toast.
    const code = within(form).getByRole('textbox', { name: /^Coupon code/ }) as HTMLInputElement;
    expect(code.value).toBe('SPRING25');
    expect(code.getAttribute('aria-describedby')).toBe(within(form).getByRole('alert').id);
    expect(document.querySelector('.ui-toast--error')).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Create batch' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toEqual({
      method: 'POST', call: 'adminCreate', body: {
        code: 'SPRING25', name: 'Spring sale', description: '', type: 'DISCOUNT', amount: '0.75', asset_id: ASSET.usdt,
        product_id: 'prod-member', pay_method: 'mixin', expired_at: new Date(2030, 0, 31, 23, 59, 59, 999).toISOString(), max_claims: 100,
        advertised: true,
      },
    });
    await screen.findByText('Coupon batch SPRING25 created');
    const created = await batchCard('SPRING25');
    expect(within(created).getByText('Spring sale · 25% off')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New coupon batch' })).toBeNull();
  });

  it('stops listing a batch, and ends one only once confirmed', async () => {
    serve();
    renderApp('#/demo/admin/coupon');
    const welcome = await batchCard('WELCOME5');
    fireEvent.click(within(welcome).getByRole('button', { name: 'Stop listing' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'PUT', call: 'adminAdvertise WELCOME5', body: { advertised: false } }]));
    await screen.findByText('WELCOME5 is no longer listed');
    expect(within(welcome).getByText('Secret code')).toBeTruthy();
    expect(within(welcome).getByRole('button', { name: 'List to members' })).toBeTruthy();

    fireEvent.click(within(welcome).getByRole('button', { name: 'End now' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this batch now?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toHaveLength(1);
    fireEvent.click(within(welcome).getByRole('button', { name: 'End now' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End batch' }));
    await waitFor(() => expect(writes()[1]).toEqual({ method: 'POST', call: 'adminExpire WELCOME5' }));
    await screen.findByText('WELCOME5 has ended');
    expect(within(welcome).getByText('Ended')).toBeTruthy();
    expect(within(within(welcome).getByLabelText('Usage of WELCOME5')).getAllByRole('definition').map((d) => d.textContent)).toEqual(['7', '3', '4']);
    expect(within(welcome).queryByRole('button')).toBeNull();
  });

  it('says what the new batch form could not load, with a retry that reads it again', async () => {
    serve();
    let reads = 0;
    server.use(mockCall('demo', productCalls.list, () => (++reads === 1
      ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })
      : HttpResponse.json({ data: [productFixture()] }))));
    renderApp('#/demo/admin/coupon');
    await batchCard('WELCOME5');
    fireEvent.click(screen.getByRole('button', { name: 'New coupon batch' }));
    expect(await screen.findByRole('heading', { name: 'The assets and products for a new batch could not be loaded.' }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'New coupon batch' })).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('says when coupons are off in the group, and shows the load-failed notice with a retry', async () => {
    couponsOn = false;
    listFails = true;
    serve();
    renderApp('#/demo/admin/coupon');
    expect(await screen.findByText('The coupon batches could not be loaded.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Coupons are turned off in this group: members cannot claim codes until they are turned on.')).toBeTruthy();
    listFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await batchCard('WELCOME5')).toBeTruthy();
  });
});
